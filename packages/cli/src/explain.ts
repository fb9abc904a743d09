/**
 * `msglint explain`: a rule's docs, or the rules behind an API error text pasted from a log. Every rule's
 * message templates reproduce the API's text, so a template with its placeholders as wildcards matches the
 * pasted text (backticks optional: proxies and SDKs strip them).
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { rules, type ResolvedRuleMeta } from "@msglint/core";
import { closest } from "./closest.js";

export interface TemplateMatch {
  rule: ResolvedRuleMeta;
  messageId: string;
  /** The placeholders' values as the pasted text has them. */
  data: Record<string, string>;
  /** Characters of the template outside placeholders: longer is more specific. */
  specificity: number;
}

/** Pasted texts longer than this are cut: an error message is short, a whole log is not what to match. */
const MAX_QUERY = 20_000;

interface CompiledTemplate {
  rule: ResolvedRuleMeta;
  messageId: string;
  pattern: RegExp;
  names: string[];
  specificity: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");

function compile(rule: ResolvedRuleMeta, messageId: string, template: string): CompiledTemplate {
  const names: string[] = [];
  let source = "";
  let specificity = 0;
  const parts = template.replace(/`/g, "").split(/\{\{\s*(\w+)\s*\}\}/);
  parts.forEach((part, i) => {
    if (i % 2 === 0) {
      source += escape(part);
      specificity += part.length;
      return;
    }
    names.push(part);
    const last = i === parts.length - 2 && parts[i + 1] === "";
    // A path is `messages.3.content.0`; other values run to the next literal, or to the end of the quoted message.
    source += part === "path" ? "([A-Za-z_][\\w.]*)" : last ? "(.+?)(?=[\"'}\\]]|$)" : "(.+?)";
  });
  return { rule, messageId, pattern: new RegExp(source, "m"), names, specificity };
}

let compiled: CompiledTemplate[] | undefined;
function templates(): CompiledTemplate[] {
  compiled ??= rules.flatMap(({ meta }) => Object.entries(meta.messages).map(([id, template]) => compile(meta, id, template)));
  return compiled;
}

/** The message inside an API error body (`{"type":"error","error":{"message":...}}`), or the text itself. */
function extractMessage(text: string): string {
  try {
    const value = JSON.parse(text) as { error?: { message?: unknown }; message?: unknown };
    const message = value?.error?.message ?? value?.message;
    if (typeof message === "string") return message;
  } catch {
    // not JSON: a log line, a Python repr, the bare message
  }
  return text.replace(/\\"/g, '"');
}

/** The rules whose message templates match the text, most specific first. */
export function matchErrorText(text: string): TemplateMatch[] {
  const message = extractMessage(text.slice(0, MAX_QUERY)).replace(/`/g, "");
  const matches: TemplateMatch[] = [];
  for (const template of templates()) {
    const found = template.pattern.exec(message);
    if (!found) continue;
    const data = Object.fromEntries(template.names.map((name, i) => [name, found[i + 1]!.trim()]));
    matches.push({ rule: template.rule, messageId: template.messageId, data, specificity: template.specificity });
  }
  const best = Math.max(0, ...matches.map((m) => m.specificity));
  // A short generic template that also matches (a wildcard swallowing a longer text) is noise beside an exact one.
  return matches.filter((m) => m.specificity >= best * 0.6).sort((a, b) => b.specificity - a.specificity || a.rule.id.localeCompare(b.rule.id));
}

/** Where the rule's docs page is: beside the package (published) or in the repository that holds it. */
function docsPage(id: string): string | undefined {
  for (const relative of ["../docs/rules/", "../../../docs/rules/"]) {
    const path = fileURLToPath(new URL(`${relative}${id}.md`, import.meta.url));
    if (existsSync(path)) return readFileSync(path, "utf8");
  }
  return undefined;
}

function describeMeta(meta: ResolvedRuleMeta): string {
  const lines = [
    `# ${meta.id}`,
    "",
    meta.description,
    "",
    `- Category: ${meta.category} (${meta.category === "api" ? "the API rejects the request" : "accepted, but almost surely a bug"})`,
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
  const matches = matchErrorText(trimmed);
  if (matches.length === 0) {
    if (/^[a-z0-9]+(-[a-z0-9]+)+$/.test(trimmed)) {
      const near = closest(trimmed, metas.map((m) => m.id));
      return { text: `msglint: no rule "${trimmed}".${near ? ` Did you mean "${near}"?` : ""} Run msglint --list-rules for the rules.\n`, code: 2 };
    }
    return {
      text: "msglint: no rule's message matches this text. msglint knows the API errors listed by msglint --list-rules; quote the whole message, as the API returned it.\n",
      code: 1,
    };
  }
  const out: string[] = [];
  const same = new Set(matches.map((m) => m.rule.messages[m.messageId])).size === 1 && matches.length > 1;
  out.push(
    same
      ? `This API error has ${matches.length} possible causes, each a msglint rule. The text alone cannot tell them apart: lint the request to find which.`
      : matches.length === 1
        ? "This API error is reported by one msglint rule:"
        : `This text matches ${matches.length} msglint rules, the closest first:`,
    "",
  );
  for (const match of matches) {
    out.push(`${match.rule.id}  (${match.rule.category}, ${match.rule.recommended ? match.rule.defaultSeverity : "off"} by default${match.rule.fixable ? ", fixable" : ""})`);
    out.push(`  ${match.rule.description}`);
    const values = Object.entries(match.data).map(([name, value]) => `${name} = ${value.length > 120 ? value.slice(0, 120) + "…" : value}`);
    if (values.length) out.push(`  In your text: ${values.join(", ")}`);
    out.push(`  Docs: ${match.rule.docsUrl}  (or: msglint explain ${match.rule.id})`);
    out.push("");
  }
  out.push("Run msglint on the request body to see every problem at once, with its line and a hint.");
  return { text: out.join("\n") + "\n", code: 0 };
}
