/**
 * `createLinter` and the default linter: the engine with every dialect msglint speaks. The functions of the
 * public API that take no linter (`lint`, `assertValid`, `repair`, the wrappers) run on the default one, made
 * at import; make a linter of your own for settings or loaded schemas that must not meet another caller's.
 */
import { builtinDialects } from "./dialects/index.js";
import { lintLines as lintLinesWith, type LineLintOptions, type LineLintSession } from "./engine/lint-lines.js";
import { Linter, type LinterOptions } from "./engine/linter.js";
import type { ActiveRule, Diagnostic, LintOptions } from "./types.js";

/** A linter of its own: its caches and loaded schemas are its own. `dialects` default to every built-in dialect. */
export function createLinter(options: Partial<LinterOptions> = {}): Linter {
  return new Linter({ ...options, dialects: options.dialects ?? builtinDialects });
}

// Made at import, immutable: its caches live inside the instance, and the constructor leaves every costly table to
// the first lint, so a program that imports core and never lints pays next to nothing (BENCHMARKS.md, session 23).
const instance: Linter = createLinter();

/** The linter `lint`, `assertValid`, `repair` and the wrappers run on: every built-in dialect, recommended settings. */
export function defaultLinter(): Linter {
  return instance;
}

/** Lints text (or bytes, decoded as UTF-8) or an already parsed value, with the default linter. */
export function lint(input: unknown, options: LintOptions = {}): Diagnostic[] {
  return defaultLinter().lint(input, options);
}

/** Lints text: one JSON document or JSON Lines. Every diagnostic carries its line and column in the text. */
export function lintText(text: string, options: LintOptions = {}): Diagnostic[] {
  return defaultLinter().verifyText(text, options).diagnostics;
}

/** Lints a parsed value: a request body, a bare list of messages, a batch. Diagnostics carry pointers, not lines. */
export function lintValue(value: unknown, options: LintOptions = {}): Diagnostic[] {
  return defaultLinter().verifyValue(value, options).diagnostics;
}

/** Loads an API version's request schema into the default linter (the Messages API's versions). */
export function loadApiVersion(apiVersion?: string): Promise<boolean> {
  return defaultLinter().loadApiVersion(apiVersion);
}

/** Starts linting a text given line by line, with the default linter; see `LineLintSession`. */
export function lintLines(options: LintOptions = {}, lineOptions: LineLintOptions = {}): LineLintSession {
  return lintLinesWith(defaultLinter(), options, lineOptions);
}

/** The rules that run with these options on the default linter, every dialect's. */
export function activeRules(options: LintOptions = {}): ActiveRule[] {
  return defaultLinter().activeRules(options);
}
