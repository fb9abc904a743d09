/** What the plugin tests share: the shared fixtures, seen as ESLint configs and expected ESLint messages. */
import json from "@eslint/json";
import { activeRules, lint, toTextEdits, type Diagnostic, type Edit, type LintOptions, type TextEdit } from "@msglint/core";
import type { ESLint, Linter } from "eslint";
import { loadAllApiVersions } from "@msglint/core/all-api-versions";
import type { FixtureCase } from "../../../fixtures/load.js";
import plugin from "../src/index.js";

// In-process, core is its sources (vitest's alias), which the plugin's synchronous require of the built
// `@msglint/core/all-api-versions` does not reach: every version is loaded here, as a host that imports them would.
// The plugin's own loading on first use is tested on the built packages (test/api-versions.test.ts).
loadAllApiVersions();

export const PREFIX = "msglint/";

export function lintOptions(fixture: FixtureCase): LintOptions {
  return { ...fixture.options, filePath: fixture.file } as LintOptions;
}

/** The ESLint rule levels that mirror the rules core runs for the fixture (its defaults and `<case>.options.json`). */
function eslintRules(fixture: FixtureCase): Linter.RulesRecord {
  const rules: Linter.RulesRecord = {};
  for (const { rule, severity, options } of activeRules(lintOptions(fixture))) {
    rules[PREFIX + rule.meta.id] = [severity === "error" ? "error" : "warn", ...options];
  }
  return rules;
}

export function eslintSettings(fixture: FixtureCase): Record<string, unknown> {
  return fixture.options.settings ? { msglint: fixture.options.settings } : {};
}

/** The two languages `.json` files can be linted in: the plugin's own (its configs'), and @eslint/json's. */
export type JsonLanguage = "msglint/json" | "json/json";

/** The plugin wired as a user wires it (as its configs do, or with @eslint/json's language for JSON), with the fixture's rules and settings. */
export function eslintConfig(fixture: FixtureCase, jsonLanguage: JsonLanguage = "msglint/json"): Linter.Config[] {
  const plugins = { json: json as unknown as ESLint.Plugin, msglint: plugin as unknown as ESLint.Plugin };
  const rules = eslintRules(fixture);
  const settings = eslintSettings(fixture);
  return [
    { files: ["**/*.json"], plugins, language: jsonLanguage, rules, settings },
    { files: ["**/*.jsonc"], plugins, language: "json/jsonc", rules, settings },
    { files: ["**/*.jsonl"], plugins, processor: "msglint/jsonl" },
    { files: ["**/*.jsonl/*.json"], plugins, language: jsonLanguage, rules, settings },
  ];
}

export interface Comparable {
  ruleId: string | null;
  message: string;
  line: number;
  column: number;
}

export const byPosition = (a: Comparable, b: Comparable) =>
  a.line - b.line || a.column - b.column || String(a.ruleId).localeCompare(String(b.ruleId)) || a.message.localeCompare(b.message);

export function fromEslint(messages: Linter.LintMessage[]): Comparable[] {
  return messages
    .map(({ ruleId, message, line, column }) => ({
      ruleId: ruleId?.startsWith(PREFIX) ? ruleId.slice(PREFIX.length) : ruleId,
      message,
      line,
      column,
    }))
    .sort(byPosition);
}

export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  let out = text;
  let last = Infinity;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    if (edit.end > last) throw new Error("overlapping text edits");
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
    last = edit.start;
  }
  return out;
}

/** One ESLint fix per diagnostic (its text edits merged, as ESLint merges a report's fixes), applied in one pass as RuleTester does. */
export function onePassOutput(text: string, diagnostics: Diagnostic[]): string | null {
  const fixes = diagnostics
    .filter((d) => d.fix)
    .map((d) => {
      const edits = toTextEdits(text, d.fix!.edits);
      const start = edits[0]!.start;
      const end = edits[edits.length - 1]!.end;
      return { start, end, text: applyTextEdits(text.slice(0, end), edits).slice(start) };
    })
    .sort((a, b) => a.start - b.start || a.end - b.end);
  if (fixes.length === 0) return null;
  let out = "";
  let last = -Infinity;
  for (const fix of fixes) {
    if (last >= fix.start) continue;
    out += text.slice(Math.max(0, last), fix.start) + fix.text;
    last = fix.end;
  }
  return out + text.slice(Math.max(0, last));
}

/** The text a suggestion leaves, by core's edits turned into text edits. */
export function suggestionOutput(text: string, edits: Edit[]): string {
  return applyTextEdits(text, toTextEdits(text, edits));
}

/** Core's own findings for the fixture, for the cases where ESLint's expectations need more than errors.json (fixes, suggestions). */
export function coreDiagnostics(fixture: FixtureCase): Diagnostic[] {
  return lint(fixture.text, lintOptions(fixture));
}
