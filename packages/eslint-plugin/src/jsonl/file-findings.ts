/**
 * A JSONL file is linted by core as a whole, as the CLI lints it: a request may be built from several lines
 * (a session transcript). Each line's findings are then served to the rules that run on that line.
 */
import { defaultLinter, type Diagnostic, type LintSettings } from "@msglint/core";
import { byRule, coreRuleLevels, EnabledRules, RunCache, withApiVersions } from "../core-run.js";
import type { JsonlFile } from "./file.js";

/** Findings by the line their document starts on, then by rule id; per settings and set of rules. */
const runs = new WeakMap<JsonlFile, RunCache<Map<number, Map<string, Diagnostic[]>>>>();

/** The findings of the document on physical line `line`, by rule id, with lines counted from that line. */
export function lineFindings(file: JsonlFile, line: number, settings: LintSettings, enabled: EnabledRules): Map<string, Diagnostic[]> {
  let cache = runs.get(file);
  if (!cache) runs.set(file, (cache = new RunCache()));
  // The plugin's linter, as the file's rules set it (the default one when no rule ran).
  const linter = file.linter ?? defaultLinter();
  const run = cache.get(settings, enabled, () => {
    const run = new Map<number, Map<string, Diagnostic[]>>();
    for (const diagnostic of withApiVersions(linter, () =>
      linter.verify(file.text, { settings, rules: coreRuleLevels(linter, enabled), format: "jsonl" }),
    )) {
      const documentLine = diagnostic.document?.line ?? 1;
      const shift = (n: number | undefined) => (n === undefined ? undefined : n - documentLine + 1);
      let lineRun = run.get(documentLine);
      if (!lineRun) run.set(documentLine, (lineRun = new Map()));
      byRule([{ ...diagnostic, line: shift(diagnostic.line), endLine: shift(diagnostic.endLine) }], lineRun);
    }
    return run;
  });
  return run.get(line) ?? new Map();
}

/**
 * The findings core makes for a line ESLint could not parse (`body-not-json`, or what a transcript says of an
 * unreadable line), with the rules and settings the other lines ran with (core's defaults when none ran).
 */
export function unreadableLineFindings(file: JsonlFile, line: number): Diagnostic[] {
  let enabled = file.enabled;
  if (enabled.size === 0) {
    enabled = new EnabledRules();
    for (const active of (file.linter ?? defaultLinter()).activeRules({ settings: file.settings ?? {} })) enabled.add(active.rule.meta.id);
  }
  return [...lineFindings(file, line, file.settings ?? {}, enabled).values()].flat();
}
