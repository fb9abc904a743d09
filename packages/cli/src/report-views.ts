/**
 * The requests of each linted file as the HTML report draws them. Linting keeps no parsed value (workers, streamed
 * JSON Lines), so for `--format html` each file is read again and its views built: one more parse per file, paid
 * only for the report.
 */
import { readFileSync, statSync } from "node:fs";
import type { LintOptions } from "@msglint/core";
import { runLinter } from "./run-linter.js";
import { SNIFF_BYTES } from "./lint-files.js";
import type { FileViews } from "./types.js";

/** Larger files are listed with their findings, not drawn: a browser cannot hold the page their conversations make. */
export const MAX_DRAWN_BYTES = 64 * 1024 * 1024;

/** A linted input: a file by path, or a text already read (standard input). */
export interface DrawnSource {
  filePath: string;
  options: LintOptions;
  path?: string;
  text?: string;
}

export function readViews(sources: readonly DrawnSource[]): Map<string, FileViews> {
  const views = new Map<string, FileViews>();
  for (const source of sources) views.set(source.filePath, viewsOf(source));
  return views;
}

function viewsOf({ filePath, options, path, text }: DrawnSource): FileViews {
  if (text === undefined) {
    if (path === undefined) return { note: "Read as a stream: its findings are listed without the conversation." };
    let bytes: Buffer;
    try {
      const size = statSync(path).size;
      if (size > MAX_DRAWN_BYTES) {
        return { note: `At ${Math.round(size / 1024 / 1024)} MB this file is larger than the report draws (64 MB): its findings are listed alone.` };
      }
      bytes = readFileSync(path);
    } catch {
      return [];
    }
    if (bytes.subarray(0, SNIFF_BYTES).includes(0)) return [];
    text = bytes.toString();
  }
  try {
    return runLinter().views(text, { ...options, filePath });
  } catch (error) {
    // Drawing must not cost the report: the findings are still listed.
    return { note: `The conversation could not be drawn (${(error as Error).message}): its findings are listed alone.` };
  }
}
