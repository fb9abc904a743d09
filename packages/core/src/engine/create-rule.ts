import type { ResolvedRuleMeta, Rule, RuleContext, RuleMeta, Target } from "../types.js";

export const DOCS_BASE_URL = "https://github.com/msglint/msglint/blob/main/docs/rules/";
export const ALL_TARGETS: readonly Target[] = ["anthropic", "bedrock", "vertex"];

/** Defines a rule: fills in the docs URL, the default severity and the targets, so a rule file holds only domain logic. */
export function createRule(id: string, rule: { meta: RuleMeta; check?: (context: RuleContext) => void }): Rule {
  const { needs } = rule.meta;
  const meta: ResolvedRuleMeta = {
    ...rule.meta,
    // One shape for every rule's needs: the engine checks them for each rule on each request.
    ...(needs ? { needs: { blocks: needs.blocks ?? [], fields: needs.fields ?? [], cacheControl: needs.cacheControl ?? false } } : {}),
    id,
    defaultSeverity: rule.meta.category === "api" ? "error" : "warning",
    targets: rule.meta.targets ?? [...ALL_TARGETS],
    docsUrl: `${DOCS_BASE_URL}${id}.md`,
  };
  return rule.check ? { meta, check: rule.check } : { meta };
}

/** Fills `{{name}}` placeholders; an unknown placeholder is left as it is, so a typo shows in tests. */
export function formatMessage(template: string, data: Record<string, string | number> = {}): string {
  return fillMessage(template, (name) => (Object.prototype.hasOwnProperty.call(data, name) ? String(data[name]) : undefined));
}

/** A template cut at its placeholders: text, then `{{name}}` as written and the name, alternately. */
type TemplateParts = readonly string[];

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
/** Templates seen, cut once: a message is filled for every finding. Bounded, as callers may pass any template. */
const templatePartsCache = new Map<string, TemplateParts>();

function templateParts(template: string): TemplateParts {
  let parts = templatePartsCache.get(template);
  if (parts !== undefined) return parts;
  const cut: string[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    cut.push(template.slice(last, match.index), match[0], match[1]!);
    last = match.index + match[0].length;
  }
  cut.push(template.slice(last));
  parts = cut;
  if (templatePartsCache.size >= 1000) templatePartsCache.clear();
  templatePartsCache.set(template, parts);
  return parts;
}

/** Fills a template's placeholders with `value(name)`; a placeholder it gives no value for stays as written. */
export function fillMessage(template: string, value: (name: string) => string | undefined): string {
  const parts = templateParts(template);
  if (parts.length === 1) return parts[0]!;
  let out = parts[0]!;
  for (let k = 1; k < parts.length; k += 3) out += (value(parts[k + 1]!) ?? parts[k]!) + parts[k + 2]!;
  return out;
}
