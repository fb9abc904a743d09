import type { Formatter } from "../types.js";

/** One line per finding: `file:line:col: severity message [rule]`, for grep and editors' problem matchers. */
const compact: Formatter = (results) => {
  const lines: string[] = [];
  for (const { filePath, messages } of results) {
    for (const m of messages) {
      const text = m.message.replace(/\r?\n|\r/g, "\\n");
      lines.push(`${filePath}:${m.line ?? 0}:${m.column ?? 0}: ${m.severity === "error" ? "Error" : "Warning"} - ${text} (${m.ruleId ?? "fatal"})`);
    }
  }
  return lines.length ? lines.join("\n") + "\n" : "";
};

export default compact;
