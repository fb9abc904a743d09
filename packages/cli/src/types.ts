import type { Writable } from "node:stream";
import type { Diagnostic, RequestView } from "@msglint/core";

/** A finding as the CLI reports it: core's diagnostic, or a file that could not be linted at all (`ruleId: null`, as in ESLint). */
export type CliMessage =
  | (Diagnostic & { fatal?: false })
  | {
      ruleId: null;
      severity: "error";
      message: string;
      fatal: true;
      line: number;
      column: number;
      pointer: "";
    };

/** What the CLI reads and writes through: the process, or a test's stand-in. */
export interface CliIo {
  cwd: string;
  stdout: (text: string) => void;
  /** Standard output as a stream, for output written as it is found (`--format ndjson`): backpressure, a closed pipe. */
  stdoutStream?: Writable;
  stderr: (text: string) => void;
  readStdin: () => Promise<string>;
  /** Standard input whole, as bytes, so that bytes that are not UTF-8 are found; without it, `readStdin` is used. */
  readStdinBytes?: () => Promise<Uint8Array>;
  /** Standard input as it arrives, for JSON Lines read a line at a time; without it, `readStdin` is used. */
  stdinChunks?: () => AsyncIterable<Uint8Array>;
  /** Whether stdout is a colour terminal (and `NO_COLOR` is not set). */
  color: boolean;
  /** `FORCE_COLOR`'s verdict, which beats `--color` and `--no-color`; undefined when it is not set. */
  forceColor?: boolean;
  /** Whether stderr is a terminal: the progress bar is drawn only there. */
  stderrIsTTY?: boolean;
  /** `MSGLINT_DEBUG=1` reports how the work was split, on stderr. */
  debug?: boolean;
}

/** What standard input is reported as when `--stdin-filename` names it nothing. */
export const STDIN_NAME = "<stdin>";

export interface FileResult {
  /** Relative to the working directory, POSIX separators; for standard input, `--stdin-filename` or `STDIN_NAME`. */
  filePath: string;
  /** Standard input (`-`): it cannot be fixed in place, only with `--fix-dry-run`. */
  stdin?: true;
  /** Why the file was not linted after all (found in a folder or by a glob, it holds no conversation); not reported. */
  skipped?: string;
  messages: CliMessage[];
  errorCount: number;
  warningCount: number;
  /** The file's text, for formatters that show code frames; absent when it could not be read or has no findings. */
  source?: string;
  /** For a file streamed line by line, instead of `source`: the lines findings are on and the line before each. */
  sourceLines?: SparseSource;
  /** With `--fix` or `--fix-dry-run`: the fixed text, when fixes changed it. */
  output?: string;
  /** With `--fix` or `--fix-dry-run`: the fixes applied, in order. */
  fixes?: AppliedFix[];
  /** API versions the content named whose schemas were not loaded: the file is linted again once they are. */
  unloadedApiVersions?: string[];
}

/** Some lines of a file, by 1-based line number (as a split on `\r\n`, `\r` and `\n` numbers them). */
export interface SparseSource {
  /** How many lines the file has. */
  count: number;
  lines: ReadonlyMap<number, string>;
}

/** A fix `--fix` applied, for the summary. */
export interface AppliedFix {
  ruleId: string;
  description: string;
  /** The API's path of the finding (`messages.3`). */
  path: string;
  /** The finding's line in the text the fixing pass saw. */
  line?: number;
}

/** Everything a formatter may look at besides the results. */
export interface FormatterContext {
  cwd: string;
  color: boolean;
  rulesMeta: Record<string, { docsUrl: string; description: string }>;
  /** For `--format html`: each file's requests as drawn, by `filePath`; a note where a file is not drawn (too large). */
  views?: ReadonlyMap<string, FileViews>;
}

/** A file's requests as the HTML report draws them, or why it draws none. */
export type FileViews = RequestView[] | { note: string };

export type Formatter = (results: FileResult[], context: FormatterContext) => string;
