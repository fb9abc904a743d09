import type { ResolvedRuleMeta } from "@msglint/core";
import { palette } from "../formatters/color.js";

/** `--list-rules`: a table for people, or rule meta as JSON with `--format json`. */
export function listRules(metas: readonly ResolvedRuleMeta[], format: string, color: boolean): string {
  const sorted = [...metas].sort((a, b) => (a.id < b.id ? -1 : 1));
  if (format === "json") {
    return (
      JSON.stringify(
        sorted.map(({ id, description, category, recommended, defaultSeverity, targets, fixable, hasSuggestions, docsUrl, messages }) => ({
          id,
          description,
          category,
          recommended,
          defaultSeverity,
          targets,
          fixable: fixable ?? false,
          hasSuggestions: hasSuggestions ?? false,
          docsUrl,
          messages,
        })),
        null,
        2,
      ) + "\n"
    );
  }
  const c = palette(color);
  const idWidth = Math.max(...sorted.map((m) => m.id.length), 4);
  const rows = sorted.map((m) => {
    const level = m.recommended ? (m.defaultSeverity === "error" ? c.red("error") + "  " : c.yellow("warning")) : c.dim("off") + "    ";
    const marks = `${m.fixable ? "fix" : "   "} ${m.targets.length < 3 ? m.targets.join(",") : ""}`.trimEnd();
    return `${m.id.padEnd(idWidth)}  ${m.category.padEnd(4)}  ${level}  ${m.description}${marks.trim() ? c.dim(`  [${marks.trim()}]`) : ""}`;
  });
  const header = c.bold(`${"rule".padEnd(idWidth)}  kind  default  description`);
  return [header, ...rows, "", c.dim(`${sorted.length} rules. msglint explain <rule-id> shows a rule's docs.`)].join("\n") + "\n";
}
