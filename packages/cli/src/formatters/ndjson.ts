import type { CliMessage, Formatter } from "../types.js";
import { jsonMessage } from "./json.js";

/** One result of the line contract (docs/beyond.md): a line of standard input or of a JSON Lines file, or a file read whole. */
export interface LineResult {
  /** Absent for standard input. */
  filePath?: string;
  /** 1-based: the input line, or 1 for a file read whole. */
  line: number;
  errorCount: number;
  warningCount: number;
  messages: readonly CliMessage[];
}

/** The result as one line of JSON, its messages as the json format writes them. */
export function ndjsonLine({ filePath, line, errorCount, warningCount, messages }: LineResult): string {
  return (
    JSON.stringify({ ...(filePath !== undefined ? { filePath } : {}), line, errorCount, warningCount, messages: messages.map(jsonMessage) }) + "\n"
  );
}

/**
 * Results already gathered, one line per file (the CLI streams instead: one line per line of a JSON Lines input,
 * see line-contract.ts).
 */
const ndjson: Formatter = (results) =>
  results.map(({ filePath, messages, errorCount, warningCount }) => ndjsonLine({ filePath, line: 1, errorCount, warningCount, messages })).join("");

export default ndjson;
