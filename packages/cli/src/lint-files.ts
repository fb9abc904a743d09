import { readFileSync } from "node:fs";
import { lint, type LintOptions } from "@msglint/core";
import type { CliMessage, FileResult } from "./types.js";
import type { FileEntry } from "./files.js";

/** Bytes sniffed for NUL to tell a binary file from text, as git and grep do. */
const SNIFF_BYTES = 8000;

function fatal(message: string): CliMessage {
  return { ruleId: null, severity: "error", message, fatal: true, line: 1, column: 1, pointer: "" };
}

export function result(filePath: string, messages: CliMessage[], source?: string): FileResult {
  return {
    filePath,
    messages,
    errorCount: messages.filter((m) => m.severity === "error").length,
    warningCount: messages.filter((m) => m.severity === "warning").length,
    ...(source !== undefined ? { source } : {}),
  };
}

/** Lints one text; the file name only chooses the input format. */
export function lintSource(text: string, filePath: string, options: LintOptions): FileResult {
  return result(filePath, lint(text, { ...options, filePath }), text);
}

/** Reads and lints one file. A file that cannot be read or is binary is a finding, never a crash. */
export function lintFile(entry: FileEntry, displayPath: string, options: LintOptions): FileResult {
  if (entry.error) return result(displayPath, [fatal(entry.error)]);
  let bytes: Buffer;
  try {
    bytes = readFileSync(entry.path);
  } catch (error) {
    return result(displayPath, [fatal(`Cannot read ${displayPath}: ${(error as Error).message}`)]);
  }
  if (bytes.subarray(0, SNIFF_BYTES).includes(0)) {
    return result(displayPath, [fatal(`Not a conversation: ${displayPath} is a binary file (it contains NUL bytes).`)]);
  }
  return lintSource(bytes.toString(), displayPath, options);
}
