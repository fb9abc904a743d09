import type { CliMessage, FileResult, Formatter, FormatterContext } from "../types.js";
import { plural } from "../plural.js";
import { cut, LONE_SURROGATE } from "./text.js";

/**
 * GitHub's limit on a pull-request comment is 65,536 characters; a job's step summary takes 1 MiB. The report stops
 * short of the smaller, saying how many findings it leaves out.
 */
export const MAX_MARKDOWN = 60_000;

/** Control characters (other than tab), and lone surrogates: they have no place in a comment. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** A word joiner after `@` keeps a name in a conversation (`@everyone`, `@org/team`) from notifying anyone. */
const MENTION = "@\u2060";

/** Text from a file or a message, as table-cell Markdown that renders as the text: no markup, no HTML, no mention, one line. */
export function markdownText(value: string): string {
  return value
    .replace(LONE_SURROGATE, "\uFFFD")
    .replace(/\r\n|\r|\n/g, " ")
    .replace(CONTROL, "\uFFFD")
    .replace(/[\\`*_[\]|~<>]/g, "\\$&")
    .replace(/&/g, "&amp;")
    .replace(/@/g, MENTION);
}

function ruleCell(m: CliMessage, context: FormatterContext): string {
  if (m.ruleId === null) return "—";
  const url = context.rulesMeta[m.ruleId]?.docsUrl;
  // Rule ids are msglint's own (lowercase words and dashes); the URL comes from rule meta.
  return url ? `[${markdownText(m.ruleId)}](${url})` : markdownText(m.ruleId);
}

function row(result: FileResult, m: CliMessage, context: FormatterContext): string {
  const level = m.severity === "error" ? "❌ error" : "⚠️ warning";
  const where = `${m.line ?? 0}:${m.column ?? 0}`;
  const hint = !m.fatal && m.hint ? `<br>_Hint:_ ${markdownText(cut(m.hint))}` : "";
  return `| ${level} | ${markdownText(result.filePath)} | ${where} | ${ruleCell(m, context)} | ${markdownText(cut(m.message))}${hint} |`;
}

/**
 * For a GitHub job's step summary and pull-request comments: a summary line, then one table row per finding (file,
 * line, rule linked to its docs, the API's text and the hint). Text from files is escaped so that it renders as
 * itself and cannot add links, HTML or mentions. A clean run says so.
 */
const markdown: Formatter = (results, context) => {
  const errors = results.reduce((n, r) => n + r.errorCount, 0);
  const warnings = results.reduce((n, r) => n + r.warningCount, 0);
  const withFindings = results.filter((r) => r.messages.length > 0).length;
  const files = plural(results.length, "file");
  if (errors + warnings === 0) return `### msglint\n\n✅ No problems in ${files}.\n`;
  const head = [
    "### msglint",
    "",
    `${errors ? "❌" : "⚠️"} **${plural(errors + warnings, "problem")}** (${plural(errors, "error")}, ${plural(warnings, "warning")}) in ${withFindings} of ${files}.`,
    "",
    "| | File | Line | Rule | Message |",
    "|---|---|---|---|---|",
  ];
  let size = head.join("\n").length;
  const rows: string[] = [];
  let left = 0;
  for (const result of results) {
    for (const m of result.messages) {
      const line = row(result, m, context);
      if (left > 0 || size + line.length + 1 > MAX_MARKDOWN - 200) {
        left++;
        continue;
      }
      rows.push(line);
      size += line.length + 1;
    }
  }
  const tail = left ? ["", `… and ${plural(left, "more finding")}, left out to fit a comment: run msglint for the whole report.`] : [];
  return [...head, ...rows, ...tail].join("\n") + "\n";
};

export default markdown;
