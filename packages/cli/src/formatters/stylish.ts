import type { Formatter } from "../types.js";
import { codeFrame, Documents, SourceLines, turnPicture } from "./code-frame.js";
import { neutralize } from "./neutralize.js";
import { palette } from "./color.js";
import { plural } from "../plural.js";

/** Long texts from a conversation must not flood a terminal or a CI log. */
const MAX_MESSAGE = 400;
/** Findings per file that get a code frame; the rest are listed without one. */
export const MAX_FRAMES_PER_FILE = 10;

function cut(text: string): string {
  const flat = neutralize(text);
  return flat.length > MAX_MESSAGE ? `${flat.slice(0, MAX_MESSAGE)}… (${plural(flat.length - MAX_MESSAGE, "more character")})` : flat;
}

/**
 * Grouped by file, one line per finding with its rule, the hint under it, a code frame of the offending lines
 * and, for pairing rules, a picture of the neighbouring turns; then a summary.
 */
const stylish: Formatter = (results, { color }) => {
  const c = palette(color);
  let errors = 0;
  let warnings = 0;
  let fixable = 0;
  // Standard input cannot be fixed in place: its fixes are counted apart, for --fix-dry-run.
  let fixableStdin = 0;
  const out: string[] = [];
  for (const result of results) {
    if (result.messages.length === 0) continue;
    errors += result.errorCount;
    warnings += result.warningCount;
    out.push(c.underline(neutralize(result.filePath)));
    const width = Math.max(...result.messages.map((m) => `${m.line ?? 0}:${m.column ?? 0}`.length));
    const indent = `  ${" ".repeat(width)}  `;
    const source = result.source ?? result.sourceLines;
    const lines = source !== undefined ? new SourceLines(source) : undefined;
    const documents = lines ? new Documents(lines) : undefined;
    const pictured = new Set<string>();
    let frames = 0;
    for (const m of result.messages) {
      if (!m.fatal && m.fix) {
        if (result.stdin) fixableStdin++;
        else fixable++;
      }
      const where = `${m.line ?? 0}:${m.column ?? 0}`.padEnd(width);
      const level = m.severity === "error" ? c.red("error  ") : c.yellow("warning");
      out.push(`  ${c.dim(where)}  ${level}  ${cut(m.message)}  ${c.dim(m.ruleId ?? "")}`);
      if (!m.fatal && m.hint) out.push(`${indent}${c.cyan("hint")}     ${cut(m.hint)}`);
      if (!lines || !documents || m.fatal || frames >= MAX_FRAMES_PER_FILE) continue;
      frames++;
      const frame = codeFrame(lines, m, indent, c);
      // One picture per message and document: several findings about one turn would repeat it.
      const key = `${m.document?.line ?? 0}:${m.pointer.split("/").slice(0, 3).join("/")}`;
      const picture = pictured.has(key) ? [] : turnPicture(documents, m, `${indent}  `, c);
      if (picture.length) pictured.add(key);
      if (frame.length || picture.length) out.push("", ...frame);
      if (picture.length) out.push(`${indent}${c.cyan("turns")}`, ...picture);
      if (frame.length || picture.length) out.push("");
    }
    const framed = result.messages.filter((m) => !m.fatal).length;
    if (lines && framed > MAX_FRAMES_PER_FILE)
      out.push(c.dim(`${indent}(code frames for the first ${MAX_FRAMES_PER_FILE} findings of this file only)`));
    if (out[out.length - 1] !== "") out.push("");
  }
  const total = errors + warnings;
  if (total === 0) return "";
  const summary = `✖ ${plural(total, "problem")} (${plural(errors, "error")}, ${plural(warnings, "warning")})`;
  out.push(c.bold(errors ? c.red(summary) : c.yellow(summary)));
  if (fixable) out.push(c.dim(`  ${fixable} of them can be fixed with --fix, keeping the conversation's meaning.`));
  if (fixableStdin) {
    const which = fixable ? " (in standard input)" : "";
    out.push(
      c.dim(
        `  ${fixableStdin}${which} of them can be fixed with --fix-dry-run, which prints the fixed text (standard input cannot be fixed in place).`,
      ),
    );
  }
  return out.join("\n") + "\n";
};

export default stylish;
