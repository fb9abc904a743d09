/** @msglint/cli: the `msglint` command, and the pieces it is built from for programmatic use. */
export { run } from "./cli.js";
export type { CliIo } from "./types.js";
export { collectFiles } from "./files/collect.js";
export { lintFile, lintSource } from "./lint-files.js";
export { formatters } from "./formatters/index.js";
export { buildConfigSchema, renderConfigSchema } from "./config/schema.js";
export { loadConfig, resolveFileConfig, ConfigError, SEARCH_PLACES, type ConfigFile, type EffectiveConfig } from "./config/load.js";
export { explain, matchErrorText } from "./commands/explain.js";
export type { CliMessage, FileResult, Formatter, FormatterContext } from "./types.js";
