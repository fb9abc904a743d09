/** A JSON Lines file as the processor holds it: its lines, each to be linted as a document of its own. */
import type { Linter as CoreLinter, LintSettings } from "@msglint/core";
import type { EnabledRules } from "../core-run.js";

export interface Block {
  /** 1-based line of the file. */
  line: number;
  /** Offset of the line in the file. */
  offset: number;
  text: string;
}

/** A JSONL file between preprocess and postprocess (ESLint calls them in pairs, per file, with the rules between). */
export interface JsonlFile {
  /** The file's text, without a BOM. */
  text: string;
  blocks: Block[];
  /** The msglint rules ESLint ran on the file's lines, and their settings, as the rules report them. */
  enabled: EnabledRules;
  settings?: LintSettings;
  /** The linter of the plugin whose rules ran on the lines. */
  linter?: CoreLinter;
}
