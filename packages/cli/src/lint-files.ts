import { isUtf8 } from "node:buffer";
import { closeSync, constants, fstatSync, openSync } from "node:fs";
import { readsAsLines, utf8Problem, type LintOptions } from "@msglint/core";
import { cannotWrite, fixText, removeStaleTempFiles, writeFileAtomic } from "./fix.js";
import { notRegularFile, type FileEntry } from "./files/collect.js";
import { holdsNoConversation, skippedResult } from "./not-a-conversation.js";
import { lintLinesOfFile, streamedResult } from "./stream-lines.js";
import type { CliMessage, FileResult } from "./types.js";
import { runLinter } from "./run-linter.js";
import { decodeUtf8 } from "./utf8-text.js";
import { FileBytes } from "./file-bytes.js";

/** Each thread's one buffer for the files it reads. */
const fileBytes = new FileBytes();

/** Bytes sniffed for NUL to tell a binary file from text, as git and grep do. */
export const SNIFF_BYTES = 8000;

/** `write`: `--fix`; `dry-run`: `--fix-dry-run` (the fixed text goes into the result, nothing is written). */
export type FixMode = "off" | "write" | "dry-run";

export interface FileLintOptions {
  fix?: FixMode;
  /** Only errors count (`--quiet`): warnings are dropped and their fixes not applied. */
  quiet?: boolean;
  /** A file found in a folder or by a glob: when it holds no conversation, it is skipped rather than reported. */
  skipNotConversation?: boolean;
}

export function fatal(message: string): CliMessage {
  return { ruleId: null, severity: "error", message, fatal: true, line: 1, column: 1, pointer: "" };
}

export function result(filePath: string, messages: CliMessage[], source?: string): FileResult {
  return {
    filePath,
    messages,
    errorCount: messages.filter((m) => m.severity === "error").length,
    warningCount: messages.filter((m) => m.severity === "warning").length,
    // Only formatters that show findings read the text; a clean file's text is not carried around.
    ...(source !== undefined && messages.length > 0 ? { source } : {}),
  };
}

/** Lints one text (fixing it in memory when asked); the file name only chooses the input format. */
export function lintSource(text: string, filePath: string, options: LintOptions, fileOptions: FileLintOptions = {}): FileResult {
  const quiet = fileOptions.quiet ?? false;
  const keep = (messages: CliMessage[]) => (quiet ? messages.filter((m) => m.severity === "error") : messages);
  if (!fileOptions.fix || fileOptions.fix === "off") {
    // Object.assign, not a spread followed by new keys: that takes V8's slow path on Node 20 (about 0.6 µs an object).
    const linted = runLinter().verify(text, Object.assign({}, options, { filePath }));
    if (fileOptions.skipNotConversation && holdsNoConversation(linted.diagnostics)) return skippedResult(filePath);
    const found = result(filePath, keep(linted.diagnostics), text);
    return linted.unloadedApiVersions.length > 0 ? Object.assign(found, { unloadedApiVersions: linted.unloadedApiVersions }) : found;
  }
  const outcome = fixText(text, Object.assign({}, options, { filePath }), quiet);
  if (fileOptions.skipNotConversation && outcome.fixed.length === 0 && holdsNoConversation(outcome.diagnostics)) return skippedResult(filePath);
  const fixed = result(filePath, keep(outcome.diagnostics), outcome.output);
  if (outcome.unloadedApiVersions.length > 0) fixed.unloadedApiVersions = outcome.unloadedApiVersions;
  if (outcome.fixed.length === 0) return fixed;
  return Object.assign(fixed, { output: outcome.output, fixes: outcome.fixed });
}

/**
 * Opens a file to read, refusing what is not a regular file: opened without blocking, so a FIFO put in a listed
 * file's place is refused too instead of waiting for a writer forever. A string is why it was not opened.
 */
function openRegularFile(path: string, displayPath: string): { fd: number; size: number } | string {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    return `Cannot read ${displayPath}: ${(error as Error).message}`;
  }
  const stats = fstatSync(fd);
  if (stats.isFile()) return { fd, size: stats.size };
  closeSync(fd);
  return notRegularFile(displayPath, stats);
}

/**
 * A result with core's finding for the first byte of `bytes` that is not UTF-8 added, when there is one (`text`: their
 * decoding; `valid`: whether they are UTF-8, when the caller checked).
 */
export function withUtf8Finding(
  linted: FileResult,
  bytes: Uint8Array,
  text: string,
  options: LintOptions,
  quiet = false,
  valid?: boolean,
): FileResult {
  // Node's check first (SIMD, about 10 GB/s): searching every text for U+FFFD cost a tenth of a 2,000-file run.
  if (valid ?? isUtf8(bytes)) return linted;
  const problem = utf8Problem(bytes, { decoded: text });
  const diagnostic = problem && runLinter().invalidUtf8Diagnostic(problem, options);
  if (!diagnostic || (quiet && diagnostic.severity !== "error")) return linted;
  const messages = sortByLine([diagnostic, ...linted.messages]);
  return {
    ...result(linted.filePath, messages, linted.source ?? text),
    ...(linted.output !== undefined ? { output: linted.output } : {}),
    ...(linted.fixes ? { fixes: linted.fixes } : {}),
  };
}

/** In file order, a stable sort. */
export function sortByLine<T extends { line?: number; column?: number }>(messages: T[]): T[] {
  return messages.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}

/** Reads, lints and (with `fix: "write"`) fixes one file. A file that cannot be read or is binary is a finding, never a crash. */
export function lintFile(entry: FileEntry, displayPath: string, options: LintOptions, runOptions: FileLintOptions = {}): FileResult {
  if (entry.error) return result(displayPath, [fatal(entry.error)]);
  const fileOptions = entry.expanded ? Object.assign({}, runOptions, { skipNotConversation: true }) : runOptions;
  if (fileOptions.fix === "write") removeStaleTempFiles(entry.path);
  const opened = openRegularFile(entry.path, displayPath);
  if (typeof opened === "string") return result(displayPath, [fatal(opened)]);
  const { fd, size } = opened;
  let bytes: Buffer;
  try {
    // JSON Lines stream, so memory stays flat whatever the size; fixing needs the whole text.
    if ((fileOptions.fix ?? "off") === "off" && readsAsLines(options.format, displayPath)) {
      try {
        return streamedResult(
          displayPath,
          lintLinesOfFile(fd, { ...options, filePath: displayPath }, SNIFF_BYTES),
          fileOptions.quiet ?? false,
          fatal,
          fileOptions.skipNotConversation,
        );
      } catch (error) {
        if ((error as NodeJS.ErrnoException).syscall === undefined) throw error;
        return result(displayPath, [fatal(`Cannot read ${displayPath}: ${(error as Error).message}`)]);
      }
    }
    try {
      // In this thread's reused buffer: every use of `bytes` below ends before this function returns.
      bytes = fileBytes.read(fd, size);
    } catch (error) {
      return result(displayPath, [fatal(`Cannot read ${displayPath}: ${(error as Error).message}`)]);
    }
  } finally {
    closeSync(fd);
  }
  if (bytes.subarray(0, SNIFF_BYTES).includes(0)) {
    return result(displayPath, [fatal(`Not a conversation: ${displayPath} is a binary file (it contains NUL bytes).`)]);
  }
  const valid = isUtf8(bytes);
  let text: string;
  try {
    text = decodeUtf8(bytes, 0, bytes.length, valid);
  } catch {
    // V8 strings stop at about 512 MB.
    return result(displayPath, [
      fatal(`Cannot lint ${displayPath}: at ${bytes.length} bytes it is too large to read as one text; split it into smaller files.`),
    ]);
  }
  const linted = withUtf8Finding(lintSource(text, displayPath, options, fileOptions), bytes, text, options, fileOptions.quiet, valid);
  if (fileOptions.fix !== "write" || linted.output === undefined) return linted;

  // Rewriting the file must change nothing but the edits: a text that does not round-trip to the same bytes
  // (invalid UTF-8) would be changed elsewhere too.
  const refuse = (reason: string) => {
    const original = withUtf8Finding(
      lintSource(text, displayPath, options, { quiet: fileOptions.quiet }),
      bytes,
      text,
      options,
      fileOptions.quiet,
      valid,
    );
    return result(displayPath, [fatal(`Cannot fix ${displayPath}: ${reason}; it was left unchanged.`), ...original.messages], text);
  };
  if (!Buffer.from(text).equals(bytes)) return refuse("it is not valid UTF-8, and rewriting it would change more than the fixes");
  const reason = cannotWrite(entry.path);
  if (reason) return refuse(reason);
  try {
    writeFileAtomic(entry.path, linted.output);
  } catch (error) {
    return refuse(`writing it failed (${(error as Error).message})`);
  }
  return linted;
}
