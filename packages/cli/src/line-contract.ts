/**
 * The line contract for cluster engines (docs/beyond.md): `msglint - --input-format jsonl --format ndjson` reads one
 * request body a line from standard input and writes one result a line, in order, as it reads. Each line is
 * linted on its own as one body (what the UDF does with a cell): memory holds one line at a time, nothing waits
 * for a later line, and a line that is empty, not JSON or not a request gets its result like any other. Findings
 * that need several lines (a batch's duplicate `custom_id`s) are not looked for. JSON Lines files given with
 * `--format ndjson` go through the same contract, each result naming its file.
 */
import { closeSync, createReadStream, mkdirSync, openSync, writeSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Writable } from "node:stream";
import { API_VERSIONS, MAX_WHOLE_TEXT, type InputFormat, type LintOptions } from "@msglint/core";
import { runLinter } from "./run-linter.js";
import { ndjsonLine, type LineResult } from "./formatters/ndjson.js";
import { fatal, lintFile } from "./lint-files.js";
import type { CliIo, CliMessage, FileResult } from "./types.js";

const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
/** Bytes read from a file at a time. */
const FILE_CHUNK_BYTES = 1 << 20;

/** Where result lines go. `write` gives false once the reader has gone (a closed pipe); awaiting it is the backpressure. */
export interface ResultSink {
  write(text: string): boolean | Promise<boolean>;
  /** Why writing stopped, when it was not the reader closing the pipe. */
  readonly failure?: Error;
}

/** How standard input is read with `--format ndjson`, or why it cannot be. */
export function lineFormatOf(format: InputFormat): { format: "json" | "batch" } | { problem: string } {
  if (format === "auto" || format === "jsonl") return { format: "json" };
  if (format === "batch") return { format: "batch" };
  return {
    problem: `--format ndjson reads standard input a line at a time, one request body (or --input-format batch: one batch entry) a line; --input-format ${format} is read whole: name the file instead`,
  };
}

/**
 * Bytes in, lines out: each line without its `\n` and the `\r` before it. A line longer than `maxLineBytes` is not
 * kept (memory stays bounded): it comes out as undefined, in its place.
 */
export class LineSplitter {
  private carry: Buffer[] = [];
  private carried = 0;
  private overlong = false;

  constructor(private readonly maxLineBytes: number) {}

  push(chunk: Buffer, onLine: (bytes: Buffer | undefined) => void): void {
    let start = 0;
    for (let at = chunk.indexOf(LINE_FEED); at >= 0; at = chunk.indexOf(LINE_FEED, start)) {
      onLine(this.take(chunk.subarray(start, at)));
      start = at + 1;
    }
    if (start < chunk.length) this.keep(chunk.subarray(start));
  }

  /** The last line, when the input does not end with `\n`. */
  end(onLine: (bytes: Buffer | undefined) => void): void {
    if (this.carried > 0 || this.overlong) onLine(this.take(Buffer.alloc(0)));
  }

  private keep(bytes: Buffer): void {
    if (this.overlong) return;
    if (this.carried + bytes.length > this.maxLineBytes) {
      this.overlong = true;
      this.carry = [];
      this.carried = 0;
      return;
    }
    // Copied: a chunk's buffer may be reused for the next read.
    this.carry.push(Buffer.from(bytes));
    this.carried += bytes.length;
  }

  private take(last: Buffer): Buffer | undefined {
    const overlong = this.overlong || this.carried + last.length > this.maxLineBytes;
    const bytes = overlong ? undefined : this.carry.length === 0 ? last : Buffer.concat([...this.carry, last]);
    this.carry = [];
    this.carried = 0;
    this.overlong = false;
    if (bytes === undefined) return undefined;
    return bytes[bytes.length - 1] === CARRIAGE_RETURN ? bytes.subarray(0, -1) : bytes;
  }
}

/** A line that could not be linted at all. */
function unlinted(line: number, message: string): LineResult {
  return { line, errorCount: 1, warningCount: 0, messages: [{ ...fatal(message), line }] };
}

/** Lints one line as one request body; its findings are placed on input line `line`. */
export function lintLine(bytes: Buffer | undefined, line: number, options: LintOptions, quiet: boolean, maxLineBytes = MAX_WHOLE_TEXT): LineResult {
  if (bytes === undefined) return unlinted(line, `Line ${line} is longer than ${maxLineBytes} bytes: not linted.`);
  const found = runLinter().lint(bytes.toString(), options);
  const messages: CliMessage[] = (quiet ? found.filter((d) => d.severity === "error") : found).map((d) => ({
    ...d,
    line: line + (d.line ?? 1) - 1,
    ...(d.endLine !== undefined ? { endLine: line + d.endLine - 1 } : {}),
  }));
  return {
    line,
    errorCount: messages.filter((m) => m.severity === "error").length,
    warningCount: messages.filter((m) => m.severity === "warning").length,
    messages,
  };
}

export interface LineTotals {
  lines: number;
  errorCount: number;
  warningCount: number;
  /** The reader went away before the input ended. */
  stopped: boolean;
}

/**
 * Lints a byte stream a line at a time and writes each result line to `sink`, a chunk's results at once, waiting
 * for the sink before reading on. `filePath` names the input in each result (absent for standard input).
 */
export async function lintLineStream(
  chunks: AsyncIterable<Uint8Array>,
  options: LintOptions,
  sink: ResultSink,
  { quiet = false, filePath, maxLineBytes = MAX_WHOLE_TEXT }: { quiet?: boolean; filePath?: string; maxLineBytes?: number } = {},
): Promise<LineTotals> {
  const splitter = new LineSplitter(maxLineBytes);
  const totals: LineTotals = { lines: 0, errorCount: 0, warningCount: 0, stopped: false };
  let out = "";
  const add = (result: LineResult) => {
    totals.errorCount += result.errorCount;
    totals.warningCount += result.warningCount;
    out += ndjsonLine(filePath === undefined ? result : { filePath, ...result });
  };
  const onLine = (bytes: Buffer | undefined) => add(lintLine(bytes, ++totals.lines, options, quiet, maxLineBytes));
  const flush = async () => {
    const written = out === "" || (await sink.write(out));
    out = "";
    return written;
  };
  try {
    for await (const chunk of chunks) {
      splitter.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength), onLine);
      // Leaving the loop ends the stream's iteration: standard input is not read further.
      if (!(await flush())) return { ...totals, stopped: true };
    }
    splitter.end(onLine);
  } catch (error) {
    // What could not be read is a result too: the lines read so far are reported, and one line says what failed.
    add(unlinted(++totals.lines, `Cannot read ${filePath ?? "standard input"}: ${(error as Error).message}`));
  }
  if (!(await flush())) totals.stopped = true;
  return totals;
}

/** A writable stream as a sink: waits for `drain`; an error (EPIPE: the reader closed the pipe) ends the writing. */
export function streamSink(stream: Writable): ResultSink {
  let failure: (Error & { code?: string }) | undefined;
  stream.on("error", (error: Error) => {
    failure ??= error;
  });
  const open = () => failure === undefined;
  return {
    get failure() {
      return failure === undefined || failure.code === "EPIPE" ? undefined : failure;
    },
    write(text) {
      if (!open()) return false;
      if (stream.write(text)) return open();
      // A destroyed stream emits nothing more: waiting for it would never end.
      if (!open() || stream.destroyed) return false;
      return new Promise<boolean>((resolve) => {
        const done = () => {
          for (const event of ["drain", "error", "close"]) stream.off(event, done);
          resolve(open());
        };
        for (const event of ["drain", "error", "close"]) stream.on(event, done);
      });
    },
  };
}

export interface NdjsonTask {
  path: string;
  displayPath: string;
  error?: string;
  options: LintOptions;
}

/** A file is read as lines when it holds JSON Lines of bodies or batch entries; a transcript or a JSON body is one document. */
function readsAsRequestLines(task: NdjsonTask): boolean {
  const format = task.options.format ?? "auto";
  return format === "jsonl" || format === "batch" || (format === "auto" && /\.(jsonl|ndjson)$/i.test(task.displayPath));
}

/**
 * `--format ndjson`: standard input (`stdinOptions`) and then each file, as result lines to stdout or `outputFile`.
 * Returns a summary per input for the exit code, or the exit code itself when the results could not be written.
 */
export async function lintToNdjson(
  io: CliIo,
  { stdinOptions, tasks }: { stdinOptions?: LintOptions; tasks: readonly NdjsonTask[] },
  { quiet, outputFile }: { quiet: boolean; outputFile?: string },
): Promise<FileResult[] | number> {
  if (outputFile !== undefined) {
    const target = resolve(io.cwd, outputFile);
    let fd: number;
    try {
      mkdirSync(dirname(target), { recursive: true });
      fd = openSync(target, "w");
    } catch (error) {
      io.stderr(`msglint: cannot write the report to ${outputFile}: ${(error as Error).message}\n`);
      return 2;
    }
    try {
      return await lintInto(fileSink(fd), io, { stdinOptions, tasks }, quiet);
    } finally {
      closeSync(fd);
    }
  }
  const sink: ResultSink = io.stdoutStream ? streamSink(io.stdoutStream) : { write: (text) => (io.stdout(text), true) };
  return lintInto(sink, io, { stdinOptions, tasks }, quiet);
}

/** A file descriptor as a sink: a failed write (a full disk) ends the writing. */
function fileSink(fd: number): ResultSink {
  let failure: Error | undefined;
  return {
    get failure() {
      return failure;
    },
    write(text) {
      if (failure) return false;
      try {
        writeSync(fd, text);
        return true;
      } catch (error) {
        failure = error as Error;
        return false;
      }
    },
  };
}

/** Standard input, then each file, into `sink`. */
async function lintInto(
  sink: ResultSink,
  io: CliIo,
  { stdinOptions, tasks }: { stdinOptions?: LintOptions; tasks: readonly NdjsonTask[] },
  quiet: boolean,
): Promise<FileResult[] | number> {
  // Every version is loaded: a line's settings cannot be known before it is read.
  await Promise.all(API_VERSIONS.map((version) => runLinter().loadApiVersion(version)));
  const summaries: FileResult[] = [];
  const summarize = (filePath: string, totals: { errorCount: number; warningCount: number }) =>
    summaries.push({ filePath, messages: [], errorCount: totals.errorCount, warningCount: totals.warningCount });
  const stopped = () => {
    if (!sink.failure) return summaries;
    io.stderr(`msglint: cannot write the results: ${sink.failure.message}\n`);
    return 2;
  };

  // Each line is one body (or one batch entry): never split further, never read as a transcript.
  const perLine = (options: LintOptions): LintOptions => ({ ...options, format: options.format === "batch" ? "batch" : "json" });
  if (stdinOptions) {
    const chunks =
      io.stdinChunks?.() ??
      (async function* () {
        yield Buffer.from(await io.readStdin());
      })();
    const totals = await lintLineStream(chunks, perLine(stdinOptions), sink, { quiet });
    summarize("<stdin>", totals);
    if (totals.stopped) return stopped();
  }
  for (const task of tasks) {
    if (!task.error && readsAsRequestLines(task)) {
      const chunks = createReadStream(task.path, { highWaterMark: FILE_CHUNK_BYTES });
      const totals = await lintLineStream(chunks, perLine(task.options), sink, { quiet, filePath: task.displayPath });
      summarize(task.displayPath, totals);
      if (totals.stopped) return stopped();
      continue;
    }
    const result = lintFile({ path: task.path, ...(task.error ? { error: task.error } : {}) }, task.displayPath, task.options, { quiet });
    summarize(task.displayPath, result);
    if (!(await sink.write(ndjsonLine(Object.assign({}, result, { line: 1 }))))) return stopped();
  }
  return summaries;
}
