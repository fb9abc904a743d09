/**
 * JSON Lines files read in chunks and linted a line at a time, so memory stays flat however big the file is
 * (and a file over the ~512 MB a string can hold is linted at all). Each line is decoded on its own: a `\n`
 * byte is never part of a multi-byte UTF-8 character, so the text is what decoding the whole file gives,
 * replacement characters for invalid UTF-8 included. Only findings are kept, with the lines of those the
 * stylish report frames (the first few of a file).
 */
import { closeSync, openSync, readSync } from "node:fs";
import { lintLines, type Diagnostic, type LintOptions } from "@msglint/core";
import { MAX_FRAMES_PER_FILE } from "./formatters/stylish.js";
import type { CliMessage, FileResult } from "./types.js";

/** Bytes read at a time. */
export const CHUNK_BYTES = 1 << 20;
const LINE_FEED = 0x0a;

export interface StreamedLint {
  diagnostics: Diagnostic[];
  /** The whole text, when the file had to be linted whole (a transcript). */
  wholeText?: string;
  /** Otherwise the lines the first findings are on, and the line before each. */
  sourceLines: ReadonlyMap<number, string>;
  lineCount: number;
  /** Why the file could not be linted, or why it is not a text. */
  problem?: string;
}

/**
 * Lints the file at `path` (a file read as JSON Lines: see `readsAsLines`) a line at a time, reading
 * `chunkBytes` at a time into one reused buffer. `sniffBytes`: the first bytes, where a NUL means a binary file.
 */
export function lintLinesOfFile(path: string, options: LintOptions, sniffBytes: number, chunkBytes = CHUNK_BYTES): StreamedLint {
  const session = lintLines(options, { keepSourceLines: true, sourceLinesLimit: MAX_FRAMES_PER_FILE });
  const diagnostics: Diagnostic[] = [];
  const buffer = Buffer.allocUnsafe(chunkBytes);
  /** The start of a line that goes on past the bytes read so far (copied: the buffer is reused). */
  let carry: Buffer[] = [];
  let sniffed = 0;
  let lineNumber = 0;
  const done = (problem?: string): StreamedLint => ({
    diagnostics,
    ...(session.wholeText !== undefined ? { wholeText: session.wholeText } : {}),
    sourceLines: session.sourceLines,
    lineCount: session.lineCount,
    ...(problem !== undefined ? { problem } : {}),
  });
  const decode = (bytes: Buffer, start: number, end: number): string => {
    lineNumber++;
    if (carry.length === 0) return bytes.toString("utf8", start, end);
    const whole = Buffer.concat([...carry, bytes.subarray(start, end)]);
    carry = [];
    return whole.toString("utf8");
  };
  const fd = openSync(path, "r");
  try {
    for (;;) {
      const read = readSync(fd, buffer, 0, chunkBytes, null);
      if (read === 0) break;
      if (sniffed < sniffBytes) {
        const look = Math.min(read, sniffBytes - sniffed);
        if (buffer.subarray(0, look).includes(0)) return done("binary");
        sniffed += look;
      }
      let start = 0;
      for (let at = buffer.indexOf(LINE_FEED, 0); at >= 0 && at < read; at = buffer.indexOf(LINE_FEED, start)) {
        for (const d of session.push(decode(buffer, start, at))) diagnostics.push(d);
        start = at + 1;
        if (session.unlinted !== undefined) return done(session.unlinted);
      }
      if (start < read) carry.push(Buffer.from(buffer.subarray(start, read)));
    }
    for (const d of session.end(decode(Buffer.alloc(0), 0, 0))) diagnostics.push(d);
    return done(session.unlinted);
  } catch (error) {
    // One line longer than a string can hold.
    if ((error as { code?: string }).code === "ERR_STRING_TOO_LONG") return done(`line ${lineNumber} is too long to read as one text`);
    throw error;
  } finally {
    closeSync(fd);
  }
}

/** A streamed file's result, as `lintFile` gives results: the findings kept (`quiet`: errors only), and the source lines they need. */
export function streamedResult(displayPath: string, streamed: StreamedLint, quiet: boolean, fatal: (message: string) => CliMessage): FileResult {
  const messages: CliMessage[] = quiet ? streamed.diagnostics.filter((d) => d.severity === "error") : streamed.diagnostics;
  if (streamed.problem === "binary") messages.splice(0, messages.length, fatal(`Not a conversation: ${displayPath} is a binary file (it contains NUL bytes).`));
  else if (streamed.problem !== undefined) messages.unshift(fatal(`Cannot lint ${displayPath}: ${streamed.problem}; split it into smaller files.`));
  const result: FileResult = {
    filePath: displayPath,
    messages,
    errorCount: messages.filter((m) => m.severity === "error").length,
    warningCount: messages.filter((m) => m.severity === "warning").length,
  };
  if (messages.length === 0 || streamed.problem !== undefined) return result;
  if (streamed.wholeText !== undefined) result.source = streamed.wholeText;
  else result.sourceLines = { count: streamed.lineCount, lines: streamed.sourceLines };
  return result;
}
