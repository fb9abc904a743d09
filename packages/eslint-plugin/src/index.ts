/**
 * @msglint/eslint-plugin: msglint's rules in ESLint, with the same ids and messages as the CLI. The plugin
 * adapts core; it holds no rule logic.
 */
import { rules as coreRules } from "@msglint/core";
import type { ESLint, Linter } from "eslint";
import { createConfigs } from "./configs/index.js";
import { adaptRule, type PluginRule } from "./rules.js";
import { jsonlProcessor } from "./jsonl/processor.js";
import { PLUGIN_NAME, PLUGIN_NAMESPACE, PLUGIN_VERSION } from "./meta.js";

export type { MsglintSettings } from "./settings.js";

const rules: Record<string, PluginRule> = Object.fromEntries(coreRules.map((rule) => [rule.meta.id, adaptRule(rule)]));

interface MsglintPlugin {
  meta: { name: string; version: string; namespace: string };
  rules: Record<string, PluginRule>;
  processors: { jsonl: typeof jsonlProcessor };
  configs: { recommended: Linter.Config[]; strict: Linter.Config[] };
}

const plugin: MsglintPlugin = {
  meta: { name: PLUGIN_NAME, version: PLUGIN_VERSION, namespace: PLUGIN_NAMESPACE },
  rules,
  processors: { jsonl: jsonlProcessor },
  configs: { recommended: [], strict: [] },
};
plugin.configs.recommended = createConfigs(plugin as unknown as ESLint.Plugin, "recommended");
plugin.configs.strict = createConfigs(plugin as unknown as ESLint.Plugin, "strict");

export default plugin;
