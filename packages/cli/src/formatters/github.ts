import type { CliMessage, Formatter } from "../types.js";
// Long texts must not flood a CI log (and GitHub shows only the start of an annotation).
import { neutralize } from "./neutralize.js";
import { cut, LONE_SURROGATE } from "./text.js";

/** Text from input, shown in a log and the pull request: controls and bidi controls neutralised, lone surrogates replaced. */
function clean(value: string): string {
  return neutralize(value.replace(LONE_SURROGATE, "\uFFFD"));
}

/** The runner's escaping for a command's data (actions/toolkit `escapeData`). */
export function escapeData(value: string): string {
  return value.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

/** The runner's escaping for a property value (actions/toolkit `escapeProperty`): `:` and `,` would end it. */
export function escapeProperty(value: string): string {
  return escapeData(value).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

function command(filePath: string, m: CliMessage): string {
  const line = Math.max(1, m.line ?? 1);
  const props: [string, string | number][] = [
    ["file", filePath],
    ["line", line],
  ];
  const endLine = !m.fatal && m.endLine !== undefined && m.endLine >= line ? m.endLine : line;
  // GitHub takes columns only for an annotation on one line.
  if (m.column !== undefined && endLine === line) {
    props.push(["col", m.column]);
    if (!m.fatal && m.endColumn !== undefined && m.endColumn >= m.column) props.push(["endColumn", m.endColumn]);
  }
  if (endLine !== line) props.push(["endLine", endLine]);
  props.push(["title", m.ruleId ?? "msglint/fatal"]);
  const data = !m.fatal && m.hint ? `${clean(cut(m.message))}\nHint: ${clean(cut(m.hint))}` : clean(cut(m.message));
  const level = m.severity === "error" ? "error" : "warning";
  return `::${level} ${props.map(([key, value]) => `${key}=${escapeProperty(typeof value === "number" ? String(value) : clean(value))}`).join(",")}::${escapeData(data)}`;
}

/** GitHub Actions workflow commands: one `::error` or `::warning` annotation per finding, on its file and line. */
const github: Formatter = (results) => {
  const lines: string[] = [];
  for (const { filePath, messages } of results) {
    for (const m of messages) lines.push(command(filePath, m));
  }
  return lines.length ? lines.join("\n") + "\n" : "";
};

export default github;
