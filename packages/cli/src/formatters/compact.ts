import type { Formatter } from "../types.js";
import { neutralize } from "./neutralize.js";

/** One line per finding: `file:line:col: severity message [rule]`, for grep and editors' problem matchers. */
const compact: Formatter = (results) => {
  const lines: string[] = [];
  for (const { filePath, messages } of results) {
    for (const m of messages) {
      const where = `${neutralize(filePath)}:${m.line ?? 0}:${m.column ?? 0}`;
      lines.push(`${where}: ${m.severity === "error" ? "Error" : "Warning"} - ${neutralize(m.message)} (${m.ruleId ?? "fatal"})`);
    }
  }
  return lines.length ? lines.join("\n") + "\n" : "";
};

export default compact;
