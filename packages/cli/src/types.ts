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
  /** The file's text, for formatters that show code frames; absent when it could not be read. */
  source?: string;
}

/** Everything a formatter may look at besides the results. */
export interface FormatterContext {
  cwd: string;
  color: boolean;
  rulesMeta: Record<string, { docsUrl: string; description: string }>;
}

export type Formatter = (results: FileResult[], context: FormatterContext) => string;
