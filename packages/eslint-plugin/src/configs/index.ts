/**
 * Flat configs: `recommended` turns on the rules core runs by default (except `unrecognized-input`: in a
 * repository, most JSON files are not conversations), `strict` turns on every rule. Both wire the plugin's own
 * language for `.json` (and the lines of JSON Lines files), @eslint/json's for `.jsonc`, the JSONL processor for
 * `.jsonl`, and the rules for JavaScript and TypeScript files (requests passed to Messages API calls).
 */
import json from "@eslint/json";
import type { Rule as CoreRule } from "@msglint/core";
import type { ESLint, Linter } from "eslint";
import { PLUGIN_NAMESPACE } from "../meta.js";

export const CODE_FILES = ["**/*.js", "**/*.mjs", "**/*.cjs", "**/*.jsx", "**/*.ts", "**/*.mts", "**/*.cts", "**/*.tsx"];

/** Off in the editor preset: it would flag every `package.json` and `tsconfig.json`. On in `strict`. */
const NOT_IN_RECOMMENDED = new Set(["unrecognized-input"]);

function level(rule: CoreRule): Linter.RuleSeverity {
  return rule.meta.defaultSeverity === "error" ? "error" : "warn";
}

export function ruleLevels(coreRules: readonly CoreRule[], which: "recommended" | "strict"): Linter.RulesRecord {
  const out: Linter.RulesRecord = {};
  for (const rule of coreRules) {
    if (which === "recommended" && (!rule.meta.recommended || NOT_IN_RECOMMENDED.has(rule.meta.id))) continue;
    out[`${PLUGIN_NAMESPACE}/${rule.meta.id}`] = level(rule);
  }
  return out;
}

/** The configs of a plugin whose rules are `coreRules`. */
export function createConfigs(plugin: ESLint.Plugin, coreRules: readonly CoreRule[], which: "recommended" | "strict"): Linter.Config[] {
  const own = { [PLUGIN_NAMESPACE]: plugin };
  const plugins = { json: json as unknown as ESLint.Plugin, ...own };
  const rules = ruleLevels(coreRules, which);
  const prefix = `${PLUGIN_NAMESPACE}/${which}`;
  // JSON in the plugin's language: @eslint/json's builds a syntax tree that ESLint walks for any rule, and
  // msglint's rules read none of it (less than half the time, BENCHMARKS.md figure 24). JSONC needs its comments.
  const language = `${PLUGIN_NAMESPACE}/json`;
  return [
    { name: `${prefix}/json`, files: ["**/*.json"], plugins: own, language, rules },
    { name: `${prefix}/jsonc`, files: ["**/*.jsonc"], plugins, language: "json/jsonc", rules },
    { name: `${prefix}/jsonl`, files: ["**/*.jsonl", "**/*.ndjson"], plugins: own, processor: `${PLUGIN_NAMESPACE}/jsonl` },
    // The lines of a JSONL file, as the processor names them: `file.jsonl/<n>_<line>.json`.
    { name: `${prefix}/jsonl-lines`, files: ["**/*.jsonl/*.json", "**/*.ndjson/*.json"], plugins: own, language, rules },
    // Requests built in code. TypeScript needs the parser the project lints it with (typescript-eslint's).
    { name: `${prefix}/code`, files: CODE_FILES, plugins: own, rules },
  ];
}
