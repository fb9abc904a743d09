import type { Formatter } from "../types.js";
import { palette } from "./color.js";

/** Long texts from a conversation must not flood a terminal or a CI log. */
const MAX_MESSAGE = 400;

function cut(text: string): string {
  const flat = text.replace(/\r?\n|\r/g, "\\n");
  return flat.length > MAX_MESSAGE ? `${flat.slice(0, MAX_MESSAGE)}… (${flat.length - MAX_MESSAGE} more characters)` : flat;
}

/** Grouped by file, one line per finding with its rule, the hint under it, and a summary. */
const stylish: Formatter = (results, { color }) => {
  const c = palette(color);
  let errors = 0;
  let warnings = 0;
  let fixable = 0;
  const out: string[] = [];
  for (const result of results) {
    if (result.messages.length === 0) continue;
    errors += result.errorCount;
    warnings += result.warningCount;
    out.push(c.underline(result.filePath));
    const width = Math.max(...result.messages.map((m) => `${m.line ?? 0}:${m.column ?? 0}`.length));
    for (const m of result.messages) {
      if (!m.fatal && m.fix) fixable++;
      const where = `${m.line ?? 0}:${m.column ?? 0}`.padEnd(width);
      const level = m.severity === "error" ? c.red("error  ") : c.yellow("warning");
      out.push(`  ${c.dim(where)}  ${level}  ${cut(m.message)}  ${c.dim(m.ruleId ?? "")}`);
      if (!m.fatal && m.hint) out.push(`  ${" ".repeat(width)}  ${c.cyan("hint")}     ${cut(m.hint)}`);
    }
    out.push("");
  }
  const total = errors + warnings;
  if (total === 0) return "";
  const summary = `✖ ${total} problem${total === 1 ? "" : "s"} (${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"})`;
  out.push(c.bold(errors ? c.red(summary) : c.yellow(summary)));
  if (fixable) out.push(c.dim(`  ${fixable} of them can be fixed with --fix, keeping the conversation's meaning.`));
  return out.join("\n") + "\n";
};

export default stylish;
