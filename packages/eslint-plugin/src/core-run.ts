/** How the plugin asks core: with exactly the rules ESLint runs, findings grouped by rule. */
import { createRequire } from "node:module";
import type { Diagnostic, Linter, LintResult, LintSettings, RuleSetting } from "@msglint/core";

/** The linters that hold every API version already. */
const allVersionsLoaded = new WeakSet<Linter>();

/**
 * Core's findings, with the request schema of the API version the input is sent with loaded. ESLint rules run
 * synchronously and cannot await `loadApiVersion`, and loading every version with the plugin costs its import time
 * for a version few projects use: so the first run that core says needs another version loads them all (a
 * synchronous require of `@msglint/core/all-api-versions`, an ES module: Node 20.19 and later), and runs again.
 */
export function withApiVersions(linter: Linter, run: () => LintResult): Diagnostic[] {
  const found = run();
  if (allVersionsLoaded.has(linter) || found.unloadedApiVersions.length === 0) return found.diagnostics;
  allVersionsLoaded.add(linter);
  (createRequire(import.meta.url)("@msglint/core/all-api-versions") as typeof import("@msglint/core/all-api-versions")).loadAllApiVersions(linter);
  return run().diagnostics;
}

const levelsByLinter = new WeakMap<Linter, Map<string, Readonly<Record<string, RuleSetting>>>>();

/**
 * Core's rule levels for a run: the given rules on, every other rule off (core's defaults do not apply).
 * Files linted with the same rules share one object (a config has few distinct sets).
 */
export function coreRuleLevels(linter: Linter, enabled: EnabledRules): Readonly<Record<string, RuleSetting>> {
  let levelsByKey = levelsByLinter.get(linter);
  if (!levelsByKey) levelsByLinter.set(linter, (levelsByKey = new Map()));
  let rules = levelsByKey.get(enabled.key);
  if (!rules) {
    const levels: Record<string, RuleSetting> = Object.fromEntries(linter.rules.map((rule) => [rule.meta.id, "off"]));
    for (const id of enabled.ids) levels[id] = "error";
    if (levelsByKey.size >= 64) levelsByKey.clear();
    levelsByKey.set(enabled.key, (rules = Object.freeze(levels)));
  }
  return rules;
}

export function byRule(diagnostics: Iterable<Diagnostic>, into = new Map<string, Diagnostic[]>()): Map<string, Diagnostic[]> {
  for (const diagnostic of diagnostics) {
    const list = into.get(diagnostic.ruleId);
    if (list) list.push(diagnostic);
    else into.set(diagnostic.ruleId, [diagnostic]);
  }
  return into;
}

/**
 * The msglint rules ESLint runs on one file, as they register. Its key (the sorted ids) is built once per
 * change, not once per rule: every one of the ~100 rules looks its run up by it.
 */
export class EnabledRules {
  readonly ids = new Set<string>();
  #key: string | undefined;

  add(id: string): void {
    if (this.ids.has(id)) return;
    this.ids.add(id);
    this.#key = undefined;
  }

  get key(): string {
    return (this.#key ??= [...this.ids].sort().join(","));
  }

  get size(): number {
    return this.ids.size;
  }
}

const settingsKeys = new WeakMap<LintSettings, string>();

/** The identity of core settings for caching runs: equal settings share runs; computed once per settings object. */
export function settingsKey(settings: LintSettings): string {
  let key = settingsKeys.get(settings);
  if (key === undefined) settingsKeys.set(settings, (key = JSON.stringify(settings)));
  return key;
}

/** Runs by settings, then by set of rules: two lookups by strings whose hashes V8 keeps, O(1) per rule. */
export class RunCache<Run> {
  readonly #runs = new Map<string, Map<string, Run>>();

  get(settings: LintSettings, enabled: EnabledRules, make: () => Run): Run {
    const key = settingsKey(settings);
    let bySet = this.#runs.get(key);
    if (!bySet) this.#runs.set(key, (bySet = new Map()));
    let run = bySet.get(enabled.key);
    if (run === undefined) bySet.set(enabled.key, (run = make()));
    return run;
  }
}
