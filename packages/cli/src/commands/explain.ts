/**
 * `msglint explain`: a rule's docs, or the rules behind an API error text pasted from a log (decoded by core's
 * `explainApiError`: envelopes, platform wrappers, backticks optional, older wordings).
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  apiErrors,
  builtinDialects,
  closestName,
  explainApiError,
  rules,
  type ApiErrorEntry,
  type ExplainedApiError,
  type ResolvedRuleMeta,
} from "@msglint/core";

export interface TemplateMatch {
  rule: ResolvedRuleMeta;
  /** The rule's message template that matched. */
  template: string;
  /** The placeholders' values as the pasted text has them. */
  data: Record<string, string>;
}

/** The rules whose messages match the text, best first: core's `explainApiError`, with each rule's meta. */
export function matchErrorText(text: string): TemplateMatch[] {
  return ruleMatches(explainApiError(text));
}

/** The registered rules among an explained error's matches, each once. */
function ruleMatches(explained: ExplainedApiError): TemplateMatch[] {
  const metas = new Map(rules.map((rule) => [rule.meta.id, rule.meta]));
  const out: TemplateMatch[] = [];
  const seen = new Set<string>();
  for (const match of explained.matches) {
    for (const id of match.ruleIds) {
      const rule = metas.get(id);
      if (!rule || seen.has(id)) continue;
      seen.add(id);
      out.push({ rule, template: match.template, data: match.data });
    }
  }
  return out;
}

/** Where the rule's docs page is: beside the package (published) or in the repository that holds it. */
function docsPage(id: string): string | undefined {
  for (const relative of ["../docs/rules/", "../../../docs/rules/"]) {
    const path = fileURLToPath(new URL(`${relative}${id}.md`, import.meta.url));
    if (existsSync(path)) return readFileSync(path, "utf8");
  }
  return undefined;
}

/** What each category means, as `describeMeta` prints it. */
const CATEGORY_TEXT: Record<ResolvedRuleMeta["category"], (meta: ResolvedRuleMeta) => string> = {
  api: (meta) => `the API rejects the request with HTTP ${meta.httpStatus}`,
  risk: () => "accepted, but almost surely a bug",
  unverifiable: () => "the answer depends on state only the server has",
};

/** A rule's page from its meta alone: what `explain` prints where its docs page is not installed (the published CLI ships none). */
export function describeMeta(meta: ResolvedRuleMeta): string {
  const lines = [
    `# ${meta.id}`,
    "",
    meta.description,
    "",
    `- Category: ${meta.category} (${CATEGORY_TEXT[meta.category](meta)})`,
    `- Default: ${meta.recommended ? meta.defaultSeverity : "off"}`,
    `- Targets: ${meta.targets.join(", ")}`,
    `- Fixable: ${meta.fixable ? "yes (--fix)" : "no"}${meta.hasSuggestions ? "; has suggestions" : ""}`,
    `- Docs: ${meta.docsUrl}`,
    "",
    "The API's text:",
    ...Object.values(meta.messages).map((m) => `  ${m}`),
  ];
  return lines.join("\n") + "\n";
}

/** Where an error stands: its row of api-rules.md, or for a dialect of providers.md (row `—`) the dialect, and its area. */
function whereOf(entry: ApiErrorEntry | undefined): string {
  if (entry?.row === undefined) return "";
  const area = entry.area ? `, ${entry.area}` : "";
  if (entry.row === "—") return ` (${entry.dialect}${area})`;
  return ` (api-rules.md ${/^\d/.test(entry.row) ? `row ${entry.row}` : entry.row}${area})`;
}

/**
 * An error msglint knows but no rule can check (it depends on server state, the account, or a count only the API
 * makes): what it means, why it cannot be checked offline, and what to do. `besideRules`: rules matched the same text,
 * for a cause of their own; this is the cause when they find nothing in the request.
 */
function uncheckedErrors(explained: ExplainedApiError, besideRules = false): string | undefined {
  const known = explained.matches.filter((m) => m.ruleIds.length === 0 && m.reason !== undefined);
  if (known.length === 0) return undefined;
  const out: string[] = [];
  for (const match of known) {
    const where = whereOf(apiErrorsById().get(match.id));
    out.push(
      besideRules
        ? `The same text has a cause no rule can check offline, ${match.id}${where}: the likely one when msglint finds nothing in the request.`
        : `msglint knows this API error, ${match.id}${where}, but cannot check it offline: no rule reports it before the request is sent.`,
      "",
    );
    const { meaning, why, action } = match.unchecked ?? { meaning: undefined, why: match.reason!, action: undefined };
    if (meaning) out.push(`What it means: ${meaning}`);
    out.push(`Why msglint cannot check it: ${why}`);
    if (action) out.push(`What to do: ${action}`);
    const values = Object.entries(match.data).map(([name, value]) => `${name} = ${value.length > 120 ? value.slice(0, 120) + "…" : value}`);
    if (values.length) out.push(`In your text: ${values.join(", ")}`);
    out.push("");
  }
  return out.join("\n");
}

let byId: Map<string, ApiErrorEntry> | undefined;
/** Every dialect's known errors, by id. */
function apiErrorsById(): Map<string, ApiErrorEntry> {
  byId ??= new Map(builtinDialects.flatMap((dialect) => apiErrors(dialect)).map((entry) => [entry.id, entry]));
  return byId;
}

export interface Explanation {
  text: string;
  /** 0 explained, 1 nothing matched, 2 an unknown rule id. */
  code: 0 | 1 | 2;
}

/** The explanation for a rule id or a pasted error text. */
export function explain(query: string): Explanation {
  const trimmed = query.trim();
  const metas = rules.map((rule) => rule.meta);
  const meta = metas.find((m) => m.id === trimmed);
  if (meta) {
    const page = docsPage(meta.id);
    const text = page ? page.replace(/^<!-- (begin|end) generated header -->\r?\n/gm, "") : describeMeta(meta);
    return { text: text.endsWith("\n") ? text : text + "\n", code: 0 };
  }
  // Matched once: the rules and the causes no rule checks come from the same answer.
  const explained = explainApiError(trimmed);
  const matches = ruleMatches(explained);
  if (matches.length === 0) {
    const known = uncheckedErrors(explained);
    if (known) return { text: known, code: 0 };
    // linear: each repeated group opens with a `-` that `[a-z0-9]` cannot match.
    if (/^[a-z0-9]+(-[a-z0-9]+)+$/.test(trimmed)) {
      const near = closestName(
        trimmed,
        metas.map((m) => m.id),
      );
      return { text: `msglint: no rule "${trimmed}".${near ? ` Did you mean "${near}"?` : ""} Run msglint --list-rules for the rules.\n`, code: 2 };
    }
    return {
      text: "msglint: no rule's message matches this text. msglint knows the API errors listed by msglint --list-rules; quote the whole message, as the API returned it.\n",
      code: 1,
    };
  }
  const out: string[] = [];
  const same = new Set(matches.map((m) => m.template)).size === 1 && matches.length > 1;
  out.push(
    same
      ? `This API error has ${matches.length} possible causes, each a msglint rule. The text alone cannot tell them apart: lint the request to find which.`
      : matches.length === 1
        ? "This API error is reported by one msglint rule:"
        : `This text matches ${matches.length} msglint rules, the closest first:`,
    "",
  );
  for (const match of matches) {
    out.push(
      `${match.rule.id}  (${match.rule.category}, ${match.rule.recommended ? match.rule.defaultSeverity : "off"} by default${match.rule.fixable ? ", fixable" : ""})`,
    );
    out.push(`  ${match.rule.description}`);
    const values = Object.entries(match.data).map(([name, value]) => `${name} = ${value.length > 120 ? value.slice(0, 120) + "…" : value}`);
    if (values.length) out.push(`  In your text: ${values.join(", ")}`);
    out.push(`  Docs: ${match.rule.docsUrl}  (or: msglint explain ${match.rule.id})`);
    out.push("");
  }
  // The same text may have causes no rule can check (a model id with whitespace, or one the account lacks).
  const unchecked = uncheckedErrors(explained, true);
  if (unchecked) out.push(unchecked);
  out.push("Run msglint on the request body to see every problem at once, with its line and a hint.");
  return { text: out.join("\n") + "\n", code: 0 };
}
