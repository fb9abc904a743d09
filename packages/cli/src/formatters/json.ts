import type { CliMessage, Formatter } from "../types.js";

/** A finding as ESLint's JSON format writes it: severity 1 (warning) or 2 (error); a file that could not be linted is `fatal`. */
export function jsonMessage(m: CliMessage) {
  return {
    ruleId: m.ruleId,
    severity: m.severity === "error" ? 2 : 1,
    message: m.message,
    line: m.line,
    column: m.column,
    ...(m.fatal ? { fatal: true } : { endLine: m.endLine, endColumn: m.endColumn }),
    pointer: m.pointer,
    ...(!m.fatal && m.hint ? { hint: m.hint } : {}),
  };
}

/** ESLint's JSON format: one object per file, `output` when fixes changed the file. */
const json: Formatter = (results) =>
  JSON.stringify(
    results.map(({ filePath, messages, errorCount, warningCount, output }) => ({
      filePath,
      messages: messages.map(jsonMessage),
      errorCount,
      warningCount,
      fatalErrorCount: messages.filter((m) => m.fatal).length,
      fixableErrorCount: messages.filter((m) => !m.fatal && m.fix && m.severity === "error").length,
      fixableWarningCount: messages.filter((m) => !m.fatal && m.fix && m.severity === "warning").length,
      // As ESLint: with --fix-dry-run (or --fix), the fixed text of a file that fixes changed.
      ...(output !== undefined ? { output } : {}),
    })),
  ) + "\n";

export default json;
