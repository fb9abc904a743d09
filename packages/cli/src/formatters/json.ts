import { resolve } from "node:path";
import { STDIN_NAME, type CliMessage, type Formatter } from "../types.js";

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

/**
 * ESLint's JSON format: one object per file with its absolute path (as ESLint gives it, and tools that read ESLint's
 * JSON expect), severities as 1 (warning) and 2 (error), `output` when fixes changed the file.
 */
const json: Formatter = (results, { cwd }) =>
  JSON.stringify(
    results.map(({ filePath, stdin, messages, errorCount, warningCount, output }) => ({
      filePath: stdin && filePath === STDIN_NAME ? filePath : resolve(cwd, filePath),
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
