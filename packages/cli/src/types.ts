import type { Diagnostic } from "@msglint/core";

/** A finding as the CLI reports it: core's diagnostic, or a file that could not be linted at all (`ruleId: null`, as in ESLint). */
export type CliMessage = (Diagnostic & { fatal?: false }) | {
  ruleId: null;
  severity: "error";
  message: string;
  fatal: true;
  line: number;
  column: number;
  pointer: "";
};

export interface FileResult {
  /** Relative to the working directory, POSIX separators. */
  filePath: string;
  messages: CliMessage[];
  errorCount: number;
  warningCount: number;
  /** The file's text, for formatters that show code frames; absent when it could not be read or has no findings. */
  source?: string;
  /** With `--fix` or `--fix-dry-run`: the fixed text, when fixes changed it. */
  output?: string;
  /** With `--fix` or `--fix-dry-run`: the fixes applied, in order. */
  fixes?: AppliedFix[];
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
}

export type Formatter = (results: FileResult[], context: FormatterContext) => string;
