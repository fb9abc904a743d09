/**
 * JSON Lines files read in chunks and linted a line at a time, so memory stays flat however big the file is
 * (and a file over the ~512 MB a string can hold is linted at all). Each line is decoded on its own: a `\n`
 * byte is never part of a multi-byte UTF-8 character, so the text is what decoding the whole file gives,
 * replacement characters for invalid UTF-8 included. Only findings are kept, with the lines of those the
 * stylish report frames (the first few of a file).
 */
import { isUtf8 } from "node:buffer";
import { closeSync, openSync, readSync } from "node:fs";
import { lintLinesWith, MAX_WHOLE_TEXT, utf8Problem, type Diagnostic, type LintOptions, type Utf8Problem } from "@msglint/core";
import { runLinter } from "./run-linter.js";

type LineSession = ReturnType<typeof lintLinesWith>;
import { MAX_FRAMES_PER_FILE } from "./formatters/stylish.js";
import { holdsNoConversation, skippedResult } from "./not-a-conversation.js";
import type { CliMessage, FileResult } from "./types.js";

/** Bytes read at a time. */
export const CHUNK_BYTES = 1 << 20;
/** A longer line cannot be decoded into one string (V8's limit; a UTF-8 byte is at most one UTF-16 unit): it is reported, not read. */
export const MAX_LINE_BYTES = MAX_WHOLE_TEXT;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

export interface StreamedLint {
  diagnostics: Diagnostic[];
  /** The whole text, when the file had to be linted whole (a transcript). */
  wholeText?: string;
  /** Otherwise the lines the first findings are on, and the line before each. */
  sourceLines: ReadonlyMap<number, string>;
  lineCount: number;
  /** Why the file could not be linted, or why it is not a text. */
  problem?: string;
  /** API versions the content named whose schemas were not loaded. */
  unloadedApiVersions: readonly string[];
  /** Lines longer than one text can hold: each a finding, the other lines linted. */
  unreadLines: { line: number; bytes: number }[];
}

/**
 * Bytes in, lines out: splits chunks on newline bytes, decodes each line on its own and lints it in `session`.
 * `feed` and `end` return the reason to stop early (a binary file, a text too big to lint), or undefined.
 */
class LineReader {
  readonly diagnostics: Diagnostic[] = [];
  /** The start of a line that goes on past the bytes read so far (copied: a file's buffer is reused). */
  private carry: Buffer[] = [];
  private sniffed = 0;
  lineNumber = 0;
  /** Bytes before the line being read. */
  private lineOffset = 0;
  /** The first byte that is not UTF-8, once found (one finding per file). */
  private invalidUtf8: Utf8Problem | undefined;
  private carried = 0;
  /** The line being read is longer than `maxLineBytes`: its bytes are counted, not kept. */
  private overlong: { bytes: number; returns: number; endsWithReturn: boolean } | undefined;
  readonly unreadLines: { line: number; bytes: number }[] = [];

  constructor(
    readonly session: LineSession,
    private readonly sniffBytes: number,
    private readonly options: LintOptions,
    private readonly maxLineBytes: number,
  ) {}

  feed(buffer: Buffer, read: number): string | undefined {
    if (this.sniffed < this.sniffBytes) {
      const look = Math.min(read, this.sniffBytes - this.sniffed);
      if (buffer.subarray(0, look).includes(0)) return "binary";
      this.sniffed += look;
    }
    let start = 0;
    for (let at = buffer.indexOf(LINE_FEED, 0); at >= 0 && at < read; at = buffer.indexOf(LINE_FEED, start)) {
      if (this.overlong || this.carried + at - start > this.maxLineBytes) {
        this.countOverlong(buffer, start, at);
        for (const d of this.skipOverlong()) this.diagnostics.push(d);
      } else for (const d of this.session.push(this.decode(buffer, start, at))) this.diagnostics.push(d);
      start = at + 1;
      if (this.session.unlinted !== undefined) return this.session.unlinted;
    }
    if (start >= read) return undefined;
    if (this.overlong || this.carried + read - start > this.maxLineBytes) this.countOverlong(buffer, start, read);
    else {
      this.carry.push(Buffer.from(buffer.subarray(start, read)));
      this.carried += read - start;
    }
    return undefined;
  }

  /** Counts `buffer[start, end)` into a line too long to keep (what was carried of it first), keeping its lone `\r`s. */
  private countOverlong(buffer: Buffer, start: number, end: number): void {
    const line = (this.overlong ??= { bytes: 0, returns: 0, endsWithReturn: false });
    for (const piece of [...this.carry, buffer.subarray(start, end)]) {
      for (let at = piece.indexOf(CARRIAGE_RETURN); at >= 0; at = piece.indexOf(CARRIAGE_RETURN, at + 1)) line.returns++;
      if (piece.length > 0) line.endsWithReturn = piece[piece.length - 1] === CARRIAGE_RETURN;
      line.bytes += piece.length;
    }
    this.carry = [];
    this.carried = 0;
  }

  /** Ends a line too long to read: counted (its lone `\r`s end lines too), reported, not linted. */
  private skipOverlong(): Diagnostic[] {
    const { bytes, returns, endsWithReturn } = this.overlong!;
    this.overlong = undefined;
    this.lineNumber++;
    this.lineOffset += bytes + 1;
    this.unreadLines.push({ line: this.session.lineCount, bytes });
    return this.session.skip(returns - (endsWithReturn ? 1 : 0));
  }

  end(): string | undefined {
    if (this.overlong) {
      // A last line without its `\n`: a `\r` at its end is a line end of its own.
      this.overlong.endsWithReturn = false;
      for (const d of this.skipOverlong()) this.diagnostics.push(d);
    }
    for (const d of this.session.end(this.decode(Buffer.alloc(0), 0, 0))) this.diagnostics.push(d);
    return this.session.unlinted;
  }

  /** What went wrong reading, as a reason to stop: one line longer than a string can hold; anything else is thrown. */
  failed(error: unknown): string {
    if ((error as { code?: string }).code === "ERR_STRING_TOO_LONG") return `line ${this.lineNumber} is too long to read as one text`;
    throw error;
  }

  done(problem?: string): StreamedLint {
    const { session } = this;
    const utf8 = this.invalidUtf8 && runLinter().invalidUtf8Diagnostic(this.invalidUtf8, this.options);
    if (utf8) {
      // Before the findings at its place or after it, as a sort by place that puts it first gives.
      const after = this.diagnostics.findIndex((d) => (d.line ?? 0) > utf8.line! || (d.line === utf8.line && (d.column ?? 0) >= utf8.column!));
      this.diagnostics.splice(after < 0 ? this.diagnostics.length : after, 0, utf8);
    }
    return {
      diagnostics: this.diagnostics,
      ...(session.wholeText !== undefined ? { wholeText: session.wholeText } : {}),
      sourceLines: session.sourceLines,
      lineCount: session.lineCount,
      unreadLines: this.unreadLines,
      unloadedApiVersions: this.session.unloadedApiVersions,
      ...(problem !== undefined ? { problem } : {}),
    };
  }

  private decode(bytes: Buffer, start: number, end: number): string {
    this.lineNumber++;
    if (this.carry.length > 0) {
      bytes = Buffer.concat([...this.carry, bytes.subarray(start, end)]);
      [start, end] = [0, bytes.length];
      this.carry = [];
      this.carried = 0;
    }
    // Not `decodeUtf8`: its converter's copies, freed only at a collection, raised the peak memory of a 100 MB file by 12%.
    const text = bytes.toString("utf8", start, end);
    if (this.invalidUtf8 === undefined && !isUtf8(bytes.subarray(start, end))) {
      // Placed before the line is pushed: the session's line count is then the line it starts on.
      const place = { start, end, decoded: text, firstLine: this.session.lineCount, byteOffset: this.lineOffset, leadingBom: this.lineNumber === 1 };
      this.invalidUtf8 = utf8Problem(bytes, place);
    }
    this.lineOffset += end - start + 1;
    return text;
  }
}

const newSession = (options: LintOptions) => lintLinesWith(runLinter(), options, { keepSourceLines: true, sourceLinesLimit: MAX_FRAMES_PER_FILE });

/**
 * Lints the file at `path` (a file read as JSON Lines: see `readsAsLines`; or a file descriptor open on it, left
 * open) a line at a time, reading `chunkBytes` at a time into one reused buffer. `sniffBytes`: the first bytes,
 * where a NUL means a binary file.
 */
export function lintLinesOfFile(
  path: string | number,
  options: LintOptions,
  sniffBytes: number,
  chunkBytes = CHUNK_BYTES,
  maxLineBytes = MAX_LINE_BYTES,
): StreamedLint {
  const reader = new LineReader(newSession(options), sniffBytes, options, maxLineBytes);
  const buffer = Buffer.allocUnsafe(chunkBytes);
  const fd = typeof path === "number" ? path : openSync(path, "r");
  try {
    for (;;) {
      const read = readSync(fd, buffer, 0, chunkBytes, null);
      if (read === 0) break;
      const problem = reader.feed(buffer, read);
      if (problem !== undefined) return reader.done(problem);
    }
    return reader.done(reader.end());
  } catch (error) {
    return reader.done(reader.failed(error));
  } finally {
    if (fd !== path) closeSync(fd);
  }
}

/** The same for a stream of chunks (standard input): what `lintLinesOfFile` gives on the same bytes. */
export async function lintLinesOfStream(
  chunks: AsyncIterable<Uint8Array>,
  options: LintOptions,
  sniffBytes: number,
  maxLineBytes = MAX_LINE_BYTES,
): Promise<StreamedLint> {
  const reader = new LineReader(newSession(options), sniffBytes, options, maxLineBytes);
  try {
    for await (const chunk of chunks) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      const problem = reader.feed(bytes, bytes.length);
      if (problem !== undefined) return reader.done(problem);
    }
    return reader.done(reader.end());
  } catch (error) {
    return reader.done(reader.failed(error));
  }
}

/** A streamed file's result, as `lintFile` gives results: the findings kept (`quiet`: errors only), and the source lines they need. */
export function streamedResult(
  displayPath: string,
  streamed: StreamedLint,
  quiet: boolean,
  fatal: (message: string) => CliMessage,
  skipNotConversation = false,
): FileResult {
  if (skipNotConversation && streamed.problem === undefined && holdsNoConversation(streamed.diagnostics)) {
    return skippedResult(displayPath);
  }
  const messages: CliMessage[] = quiet ? streamed.diagnostics.filter((d) => d.severity === "error") : [...streamed.diagnostics];
  for (const { line, bytes } of streamed.unreadLines) {
    const unread = {
      ...fatal(`Line ${line} of ${displayPath} was not linted: at ${bytes} bytes it is longer than one text can hold; the other lines were linted.`),
      line,
    } as CliMessage;
    const after = messages.findIndex((m) => (m.line ?? 0) > line);
    messages.splice(after < 0 ? messages.length : after, 0, unread);
  }
  if (streamed.problem === "binary")
    messages.splice(0, messages.length, fatal(`Not a conversation: ${displayPath} is a binary file (it contains NUL bytes).`));
  else if (streamed.problem !== undefined) messages.unshift(fatal(`Cannot lint ${displayPath}: ${streamed.problem}; split it into smaller files.`));
  const result: FileResult = {
    filePath: displayPath,
    messages,
    errorCount: messages.filter((m) => m.severity === "error").length,
    warningCount: messages.filter((m) => m.severity === "warning").length,
  };
  if (streamed.unloadedApiVersions.length > 0) result.unloadedApiVersions = [...streamed.unloadedApiVersions];
  if (messages.length === 0 || streamed.problem !== undefined) return result;
  if (streamed.wholeText !== undefined) result.source = streamed.wholeText;
  else result.sourceLines = { count: streamed.lineCount, lines: streamed.sourceLines };
  return result;
}
