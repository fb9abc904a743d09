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
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(data, name) ? String(data[name]) : match,
  );
}
