/**
 * @msglint/eslint-plugin: msglint's rules in ESLint, with the same ids and messages as the CLI. The plugin
 * adapts core; it holds no rule logic.
 */
import { builtinDialects, createLinter, defaultLinter, type Dialect, type Linter as CoreLinter } from "@msglint/core";
import type { ESLint, Linter } from "eslint";
import { createConfigs } from "./configs/index.js";
import { adaptRule, type PluginRule } from "./rules.js";
import { jsonlProcessor } from "./jsonl/processor.js";
import { jsonLanguage } from "./json/language.js";
import { PLUGIN_NAME, PLUGIN_NAMESPACE, PLUGIN_VERSION } from "./meta.js";

export type { MsglintSettings } from "./settings.js";

export interface MsglintPlugin {
  meta: { name: string; version: string; namespace: string };
  rules: Record<string, PluginRule>;
  processors: { jsonl: typeof jsonlProcessor };
  /** `msglint/json`: JSON by `JSON.parse`, with no syntax tree (the configs' language for `.json` files). */
  languages: { json: NonNullable<ESLint.Plugin["languages"]>[string] };
  configs: { recommended: Linter.Config[]; strict: Linter.Config[] };
}

export interface PluginOptions {
  /** Dialects of your own, linted besides the built-in ones: each rule of theirs becomes a rule of the plugin. */
  dialects?: readonly Dialect[];
}

/** The plugin over a linter of its own that speaks the built-in dialects and `dialects`. */
export function createPlugin({ dialects = [] }: PluginOptions = {}): MsglintPlugin {
  return pluginOver(createLinter({ dialects: [...builtinDialects, ...dialects] }));
}

/** The plugin whose rules are every rule of `linter`, each linting with it. */
function pluginOver(linter: CoreLinter): MsglintPlugin {
  const plugin: MsglintPlugin = {
    meta: { name: PLUGIN_NAME, version: PLUGIN_VERSION, namespace: PLUGIN_NAMESPACE },
    rules: Object.fromEntries(linter.rules.map((rule) => [rule.meta.id, adaptRule(rule, linter)])),
    processors: { jsonl: jsonlProcessor },
    languages: { json: jsonLanguage as unknown as NonNullable<ESLint.Plugin["languages"]>[string] },
    configs: { recommended: [], strict: [] },
  };
  plugin.configs.recommended = createConfigs(plugin as unknown as ESLint.Plugin, linter.rules, "recommended");
  plugin.configs.strict = createConfigs(plugin as unknown as ESLint.Plugin, linter.rules, "strict");
  return plugin;
}

/** The plugin with msglint's built-in dialects, over the default linter. */
const plugin = pluginOver(defaultLinter());

export default plugin;
