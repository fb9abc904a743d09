/**
 * Configuration: found by cosmiconfig (project search from the working directory) or named with `-c`,
 * validated against the generated schema, and flattened into layers that are resolved per file.
 *
 * Every run starts from `msglint:recommended`. Preset levels follow the target (a rule that only Bedrock
 * enforces stays off for `anthropic`); levels set by name in `rules` or `--rule` apply on every target.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join, resolve } from "node:path";
import {
  closestName,
  LINT_SETTING_KEYS,
  rules,
  type LintOptions,
  type LintSettings,
  type ResolvedRuleMeta,
  type RuleSetting,
  type Target,
} from "@msglint/core";
import type { DialectSetting } from "./schema.js";
import type { ErrorObject } from "ajv";
import type { Loader, PublicExplorer } from "cosmiconfig";
import { dialectTargets, PRESETS, ruleTarget } from "./schema.js";
import { IgnoreList, isIgnoredWithParents } from "../files/ignore.js";
import { JsoncError, locateInJsonc, parseJsonc } from "./jsonc.js";
import { toPosixRelative } from "../files/paths.js";
import { locateInYaml } from "./yaml-locate.js";
import { importDialect } from "../run-linter.js";

/** Where cosmiconfig looks, in each folder from the working directory up to the project root. */
export const SEARCH_PLACES = [
  "package.json",
  ".msglintrc",
  ".msglintrc.json",
  ".msglintrc.jsonc",
  ".msglintrc.yaml",
  ".msglintrc.yml",
  ".msglintrc.js",
  ".msglintrc.mjs",
  ".msglintrc.cjs",
  "msglint.config.js",
  "msglint.config.mjs",
  "msglint.config.cjs",
  "msglint.config.json",
  "msglint.config.ts",
  "msglint.config.mts",
];

/** What a config file and each of its overrides may set for the files they apply to. */
interface ConfigSettings {
  dialect?: string;
  target?: Target;
  model?: string;
  /** The AWS Region Bedrock requests are sent to. */
  region?: string;
  /** The URL the requests are sent to. */
  endpoint?: string;
  apiVersion?: string;
  betas?: string[];
  /** The date model lifecycle rules compare with (`YYYY-MM-DD`). */
  now?: string;
  rules?: Record<string, RuleSetting>;
}

/** A config file as written (after validation). */
export interface ConfigFile extends ConfigSettings {
  $schema?: string;
  extends?: string | string[];
  dialects?: string[];
  files?: string[];
  ignores?: string[];
  overrides?: (ConfigSettings & { files: string | string[]; excludedFiles?: string | string[] })[];
}

/** A rule's level as one layer sets it. Preset levels are `gated`: on only for the rule's targets. */
interface RuleEntry {
  setting: RuleSetting;
  gated: boolean;
}

/** One source of settings, applied to the files it matches, in order. */
interface Layer {
  source: string;
  files?: IgnoreList;
  excludedFiles?: IgnoreList;
  rules: Map<string, RuleEntry>;
  dialect?: DialectSetting;
  target?: Target;
  model?: string;
  /** The AWS Region Bedrock requests are sent to. */
  region?: string;
  /** The URL the requests are sent to. */
  endpoint?: string;
  apiVersion?: string;
  betas?: string[];
  now?: string;
}

export interface LoadedConfig {
  /** The config file found or named; undefined when none. */
  filePath?: string;
  layers: Layer[];
  /** The `ignores` of every config file, each relative to its own folder. */
  ignores: IgnoreList[];
  /** The files a folder's walk lints (`files`, relative to the folder of the config that sets it; the last one set wins). */
  files?: IgnoreList;
  /** The modules of the dialects the config files name (`dialects`), absolute, in order. */
  dialectModules: string[];
}

/** What the command line adds on top of the config: what a config sets. */
export type CliSettings = ConfigSettings;

/** A config that cannot be used: the run stops with exit code 2. */
export class ConfigError extends Error {
  constructor(
    message: string,
    readonly file?: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
  }

  /** `file:line:column: message`, the file relative to `cwd`. */
  describe(cwd: string): string {
    if (!this.file) return this.message;
    const where = [toPosixRelative(this.file, cwd), this.line, this.column].filter((p) => p !== undefined).join(":");
    return `${where}: ${this.message}`;
  }
}

const rulesById = new Map(rules.map((rule) => [rule.meta.id, rule.meta]));

function presetLayer(name: (typeof PRESETS)[number]): Layer {
  const entries = new Map<string, RuleEntry>();
  for (const meta of rulesById.values()) {
    if (name === "msglint:recommended") {
      if (meta.recommended) entries.set(meta.id, { setting: meta.defaultSeverity === "error" ? "error" : "warn", gated: true });
    } else {
      // strict: every rule on, and what the API accepts but is almost surely a bug fails the run too.
      entries.set(meta.id, { setting: "error", gated: true });
    }
  }
  return { source: name, rules: entries };
}

function explicitRules(record: Record<string, RuleSetting> | undefined): Map<string, RuleEntry> {
  return new Map(Object.entries(record ?? {}).map(([id, setting]) => [id, { setting, gated: false }]));
}

/** The settings a config file, an override or the command line may set: core's list, read by each layer. */
const SETTING_KEYS = LINT_SETTING_KEYS;

/** The settings a config file or an override sets (undefined where it sets none). */
const settingsOf = (config: Pick<ConfigFile, (typeof SETTING_KEYS)[number]>) =>
  Object.fromEntries(SETTING_KEYS.map((key) => [key, config[key]])) as Pick<ConfigFile, (typeof SETTING_KEYS)[number]>;

const asList = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Every error of a config file, by the schema's validator (compiled with config.schema.json: scripts/config-validator.mjs),
 * loaded only when there is a config to check: its 300 KB cost start-up about 5 ms.
 */
async function validate(config: unknown): Promise<ErrorObject[]> {
  const { default: validateConfig } = await import("./config.validate.js");
  return validateConfig(config) ? [] : (validateConfig.errors ?? []);
}

/** The config file's text, kept by the loaders so that validation errors can name a line. */
const texts = new Map<string, string>();

const loadJsonc: Loader = (filepath, content) => {
  texts.set(filepath, content);
  try {
    return parseJsonc(content);
  } catch (error) {
    if (error instanceof JsoncError) throw new ConfigError(error.message, filepath, error.line, error.column);
    throw error;
  }
};

const loadYaml: Loader = (filepath, content) => {
  texts.set(filepath, content);
  try {
    return yamlLoader!(filepath, content);
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    throw new ConfigError(`invalid YAML: ${reason}`, filepath, mark ? mark.line + 1 : undefined, mark ? mark.column + 1 : undefined);
  }
};

/**
 * A TypeScript config, transpiled by the project's own `typescript` package (cosmiconfig's TypeScript loader, which
 * writes the JavaScript beside the file for a moment): Node 20 does not strip types, and msglint ships no compiler.
 */
const loadTs = (filepath: string, content: string) =>
  (tsLoader!(filepath, content) as Promise<unknown>).catch((error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code;
    if ((code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") && /typescript/.test((error as Error).message)) {
      throw new ConfigError(
        `cannot load a TypeScript config without the typescript package: install it in the project (npm install --save-dev typescript), or write the config as ${basename(filepath).replace(/\.m?ts$/, ".mjs")} or .msglintrc.json`,
        filepath,
      );
    }
    throw error;
  });

/** How a JSON `.msglintrc` starts (comments allowed); another is YAML. */
const JSONC_START = /^\s*(\{|\/\/|\/\*)/;

/** `.msglintrc` holds JSON (comments allowed) or YAML. */
const loadRc: Loader = (filepath, content) => (JSONC_START.test(content) ? loadJsonc(filepath, content) : loadYaml(filepath, content));

/** cosmiconfig's YAML and TypeScript loaders, set when cosmiconfig loads (before any loader runs). */
let yamlLoader: ((path: string, content: string) => unknown) | undefined;
let tsLoader: ((path: string, content: string) => unknown) | undefined;
let explorer: PublicExplorer | undefined;

/** cosmiconfig, loaded (about 10 ms) only when a config file is named or may be found. */
async function configExplorer(): Promise<PublicExplorer> {
  if (!explorer) {
    // Required, not imported: Node wraps a CommonJS package imported from an ES module after a scan of its text.
    const { cosmiconfig, defaultLoaders } = createRequire(import.meta.url)("cosmiconfig") as typeof import("cosmiconfig");
    yamlLoader = defaultLoaders[".yaml"] as typeof yamlLoader;
    tsLoader = defaultLoaders[".ts"] as typeof tsLoader;
    explorer = cosmiconfig("msglint", {
      searchStrategy: "project",
      searchPlaces: SEARCH_PLACES,
      loaders: { ".json": loadJsonc, ".jsonc": loadJsonc, ".yaml": loadYaml, ".yml": loadYaml, ".ts": loadTs, ".mts": loadTs, noExt: loadRc },
      cache: false,
    });
  }
  return explorer;
}

/** Where cosmiconfig reads its own settings (in the working directory), besides a `cosmiconfig` key in package.json. */
const META_PLACES = [
  ".config/config.json",
  ".config/config.yaml",
  ".config/config.yml",
  ".config/config.js",
  ".config/config.ts",
  ".config/config.cjs",
  ".config/config.mjs",
];

/** A package.json whose `key` cosmiconfig could read (or that only cosmiconfig can tell: not plain JSON). */
function packageHas(dir: string, key: string): boolean {
  const file = join(dir, "package.json");
  if (!existsSync(file)) return false;
  try {
    const value: unknown = JSON.parse(readFileSync(file, "utf8"));
    return value === null || typeof value !== "object" || Object.hasOwn(value, key);
  } catch {
    return true;
  }
}

/** cosmiconfig's project search from `cwd`, with msglint's loaders. */
export async function cosmiconfigSearch(cwd: string): Promise<{ filepath: string; config: unknown } | undefined> {
  return (await (await configExplorer()).search(cwd)) ?? undefined;
}

/** The places read as JSON (comments allowed), as cosmiconfig's loaders that msglint gives it read them. */
const JSON_PLACES = new Set(["package.json", ".msglintrc.json", ".msglintrc.jsonc", "msglint.config.json"]);

/** The read errors cosmiconfig's search passes over (the place counts as absent). */
const ABSENT = new Set(["ENOENT", "EISDIR", "ENOTDIR", "EACCES"]);

/** What the search without cosmiconfig decided: the config it found, or none; or that only cosmiconfig can tell. */
type QuickSearch = { found: { filepath: string; config: unknown } | undefined } | "cosmiconfig";

/**
 * cosmiconfig's project search from `cwd`, for the configs that need none of its loaders: each folder from `cwd` up
 * to the first with a package file, each search place in order, an empty file passed over, package.json by its
 * `msglint` key, JSON read by `loadJsonc`. A YAML, JavaScript or TypeScript config on the way, an `$import`, a read
 * error other than absence, or settings of cosmiconfig's own: cosmiconfig searches (it takes about 10 ms to load).
 */
export function quickSearch(cwd: string): QuickSearch {
  const here = process.cwd();
  if (META_PLACES.some((place) => existsSync(join(here, place))) || existsSync(join(here, "package.yaml")) || packageHas(here, "cosmiconfig"))
    return "cosmiconfig";
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    for (const place of SEARCH_PLACES) {
      const filepath = join(dir, place);
      let content: string;
      try {
        content = readFileSync(filepath, "utf8");
      } catch (error) {
        if (ABSENT.has((error as NodeJS.ErrnoException).code ?? "")) continue;
        return "cosmiconfig";
      }
      if (content.trim() === "") continue;
      if (!JSON_PLACES.has(place) && !(place === ".msglintrc" && JSONC_START.test(content))) return "cosmiconfig";
      let config = loadJsonc(filepath, content);
      if (place === "package.json") {
        // cosmiconfig reads a property of null with hasOwnProperty, and throws: it says so in its words.
        if (config === null) return "cosmiconfig";
        config = (config as Record<string, unknown>).msglint ?? null;
      }
      if (config === null) continue;
      if (Object.prototype.hasOwnProperty.call(config, "$import")) return "cosmiconfig";
      return { found: { filepath, config } };
    }
    if (existsSync(join(dir, "package.json")) || existsSync(join(dir, "package.yaml")) || dirname(dir) === dir) return { found: undefined };
  }
}

/** Turns a validation error into a message with the config's path in dotted form. */
function describeError(error: ErrorObject): { pointer: string; message: string } {
  let pointer = error.instancePath;
  let message = error.message ?? "is invalid";
  const path = (p: string) =>
    p
      .split("/")
      .slice(1)
      .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"))
      .join(".") || "(root)";
  if (error.keyword === "additionalProperties") {
    const key = (error.params as { additionalProperty: string }).additionalProperty;
    pointer = `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    if (/\/rules$/.test(error.instancePath)) {
      const near = closestName(key, [...rulesById.keys()]);
      message = `unknown rule "${key}"${near ? `; did you mean "${near}"?` : ""} Run msglint --list-rules for the rules.`;
    } else message = `unknown key "${key}"`;
  } else if (/\/rules\/[^/]+(\/0)?$/.test(pointer)) {
    pointer = pointer.replace(/\/0$/, "");
    message = 'a rule\'s setting is "off", "warn" or "error" (or 0, 1, 2), or an array that starts with one: ["error", ...options]';
  } else if (/\/extends(\/\d+)?$/.test(pointer)) {
    message = `must be ${PRESETS.join(" or ")}, or the path of a config file (relative to this one), or an array of them`;
  } else if (error.keyword === "enum") {
    message = `must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(", ")}`;
  }
  return { pointer, message: `${path(pointer)}: ${message}` };
}

/** One error per place: ajv reports each failed branch of a `oneOf`; the first says enough. */
function pickErrors(errors: ErrorObject[]): ErrorObject[] {
  const byPointer = new Map<string, ErrorObject>();
  for (const error of errors) {
    const { pointer } = describeError(error);
    if (!byPointer.has(pointer)) byPointer.set(pointer, error);
  }
  return [...byPointer.values()];
}

/** Line and column of a place in a JSON or YAML config (package.json's `msglint` key included); JS configs have none. */
function locate(filepath: string, pointer: string): { line: number; column: number } | undefined {
  const text = texts.get(filepath);
  if (text === undefined) return undefined;
  if (pointer === "") return { line: 1, column: 1 };
  if (!/^\s*(\{|\[|\/\/|\/\*)/.test(text)) return locateInYaml(text, pointer);
  return locateInJsonc(text, /(^|[\\/])package\.json$/.test(filepath) ? `/msglint${pointer}` : pointer);
}

/** The dialects a config file names, imported: their modules and rule ids. Throws `ConfigError` at a module that is not one. */
async function configDialects(config: unknown, filepath: string): Promise<{ modules: string[]; ruleIds: string[] }> {
  const named = (config as ConfigFile | null)?.dialects;
  if (!Array.isArray(named) || !named.every((entry) => typeof entry === "string" && entry !== "")) return { modules: [], ruleIds: [] };
  const modules = named.map((entry) => resolve(dirname(filepath), entry));
  const ruleIds: string[] = [];
  for (const [i, module] of modules.entries()) {
    try {
      ruleIds.push(...(await importDialect(module)).rules.map((rule) => rule.meta.id));
    } catch (error) {
      const at = locate(filepath, `/dialects/${i}`);
      throw new ConfigError(`dialects: cannot load "${named[i]}": ${(error as Error).message.split("\n")[0]}`, filepath, at?.line, at?.column);
    }
  }
  return { modules, ruleIds };
}

/** Whether an error is an unknown rule id that a dialect the config names defines (accepted then). */
const isDialectRule = (error: ErrorObject, ruleIds: readonly string[]) =>
  error.keyword === "additionalProperties" &&
  /\/rules$/.test(error.instancePath) &&
  ruleIds.includes((error.params as { additionalProperty: string }).additionalProperty);

/** Throws a `ConfigError` at the first invalid place, with its line when the file is JSON; returns the dialects it names. */
async function checkConfig(config: unknown, filepath: string): Promise<{ modules: string[]; ruleIds: string[] }> {
  const dialects = await configDialects(config, filepath);
  const errors = (await validate(config)).filter((error) => !isDialectRule(error, dialects.ruleIds));
  if (errors.length === 0) return dialects;
  const picked = pickErrors(errors);
  const [first] = picked;
  const { pointer, message } = describeError(first!);
  const at = locate(filepath, pointer);
  const more =
    picked.length > 1
      ? ` (and ${picked.length - 1} more: ${picked
          .slice(1, 4)
          .map((e) => describeError(e).message)
          .join("; ")})`
      : "";
  throw new ConfigError(`${message}${more}`, filepath, at?.line, at?.column);
}

async function loadFile(filepath: string): Promise<ConfigFile> {
  let result;
  try {
    result = await (await configExplorer()).load(filepath);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === "ENOENT" ? "no such file" : (error as Error).message.replace(/^.*Error in [^\n]*:\n/, "");
    throw new ConfigError(`cannot load the config file: ${reason}`, filepath);
  }
  const config: unknown = result?.config ?? {};
  await checkConfig(config, filepath);
  return config as ConfigFile;
}

/** The layers of one config file: what it extends first, then its own settings, then its overrides. */
async function layersOf(
  config: ConfigFile,
  filepath: string,
  stack: string[],
): Promise<{ layers: Layer[]; ignores: IgnoreList[]; files?: IgnoreList; dialectModules: string[] }> {
  const base = dirname(filepath);
  const dialectModules: string[] = [];
  const layers: Layer[] = [];
  const ignores: IgnoreList[] = [];
  let files: IgnoreList | undefined;
  for (const entry of asList(config.extends)) {
    if ((PRESETS as readonly string[]).includes(entry)) {
      layers.push(presetLayer(entry as (typeof PRESETS)[number]));
      continue;
    }
    const extended = resolve(base, entry);
    if (stack.includes(extended)) {
      throw new ConfigError(`extends "${entry}" makes a cycle: ${[...stack, extended].map((f) => toPosixRelative(f, base)).join(" → ")}`, filepath);
    }
    let loaded: ConfigFile;
    try {
      loaded = await loadFile(extended);
    } catch (error) {
      if (error instanceof ConfigError && error.file === extended && error.line === undefined && /^cannot load/.test(error.message)) {
        const index = asList(config.extends).indexOf(entry);
        const at = locate(filepath, Array.isArray(config.extends) ? `/extends/${index}` : "/extends");
        throw new ConfigError(`extends: ${error.message.replace("the config file", `"${entry}"`)}`, filepath, at?.line, at?.column);
      }
      throw error;
    }
    const inner = await layersOf(loaded, extended, [...stack, extended]);
    layers.push(...inner.layers);
    ignores.push(...inner.ignores);
    dialectModules.push(...inner.dialectModules);
    files = inner.files ?? files;
  }
  layers.push({ source: filepath, rules: explicitRules(config.rules), ...settingsOf(config) });
  config.overrides?.forEach((override, i) => {
    layers.push({
      source: `${filepath} overrides[${i}]`,
      files: new IgnoreList(base, asList(override.files)),
      excludedFiles: override.excludedFiles ? new IgnoreList(base, asList(override.excludedFiles)) : undefined,
      rules: explicitRules(override.rules),
      ...settingsOf(override),
    });
  });
  if (config.ignores?.length) ignores.push(new IgnoreList(base, config.ignores));
  if (config.files?.length) files = new IgnoreList(base, config.files);
  for (const entry of config.dialects ?? []) dialectModules.push(resolve(base, entry));
  return { layers, ignores, dialectModules: [...new Set(dialectModules)], ...(files ? { files } : {}) };
}

export interface LoadOptions {
  cwd: string;
  /** `-c`: this file, and no search. */
  configFile?: string;
  /** `--no-config-lookup`: no search (a file named with `-c` still counts). */
  lookup: boolean;
}

/** Finds (or loads the named) config, validates it and flattens it into layers. Throws `ConfigError`. */
export async function loadConfig({ cwd, configFile, lookup }: LoadOptions): Promise<LoadedConfig> {
  const layers: Layer[] = [presetLayer("msglint:recommended")];
  let filepath: string | undefined;
  let config: ConfigFile | undefined;
  if (configFile) {
    filepath = resolve(cwd, configFile);
    config = await loadFile(filepath);
  } else if (lookup) {
    const quick = quickSearch(cwd);
    let found = quick === "cosmiconfig" ? undefined : quick.found;
    try {
      if (quick === "cosmiconfig") found = await cosmiconfigSearch(cwd);
    } catch (error) {
      if (error instanceof ConfigError) throw error;
      const file = (error as { filepath?: string }).filepath;
      throw new ConfigError(`cannot load the config file: ${(error as Error).message.replace(/^.*Error in [^\n]*:\n/, "")}`, file);
    }
    if (found) {
      filepath = found.filepath;
      const value: unknown = found.config ?? {};
      await checkConfig(value, found.filepath);
      config = value as ConfigFile;
    }
  }
  if (!config || !filepath) return { layers, ignores: [], dialectModules: [] };
  const own = await layersOf(config, filepath, [filepath]);
  return {
    filePath: filepath,
    layers: [...layers, ...own.layers],
    ignores: own.ignores,
    dialectModules: own.dialectModules,
    ...(own.files ? { files: own.files } : {}),
  };
}

/** The effective settings for one file (absolute path; undefined for standard input without a name). */
export interface EffectiveConfig {
  dialect?: string;
  target: Target;
  model?: string;
  /** The AWS Region Bedrock requests are sent to. */
  region?: string;
  /** The URL the requests are sent to. */
  endpoint?: string;
  apiVersion?: string;
  betas?: string[];
  now?: string;
  /** Every rule, with its level: "off", "warn", "error", or `[level, ...options]`. */
  rules: Record<string, RuleSetting>;
}

const normalLevel = (level: unknown) => (level === 2 || level === "error" ? "error" : level === 1 || level === "warn" ? "warn" : "off");

/** The rule entries and settings the layers that apply to a file set, the command line's last. */
function resolveLayers(
  config: LoadedConfig,
  file: string | undefined,
  cli: CliSettings,
): { settings: LintSettings; entries: Map<string, RuleEntry> } {
  const entries = new Map<string, RuleEntry>();
  // MSGLINT_NOW pins the calendar for a whole run (CI, tests) under what the config and the command line set.
  const settings: LintSettings = process.env.MSGLINT_NOW ? { now: process.env.MSGLINT_NOW } : {};
  const take = (from: Omit<CliSettings, "rules">) => {
    for (const key of SETTING_KEYS) {
      if (from[key] !== undefined) (settings as Record<string, unknown>)[key] = from[key];
    }
  };
  for (const layer of config.layers) {
    if (!layerApplies(layer, file)) continue;
    for (const [id, entry] of layer.rules) entries.set(id, entry);
    take(layer);
  }
  for (const [id, setting] of Object.entries(cli.rules ?? {})) entries.set(id, { setting, gated: false });
  take(cli);
  return { settings, entries };
}

const sortedMetas = [...rulesById.values()].sort((a, b) => (a.id < b.id ? -1 : 1));

/**
 * A rule's level on `target`: a preset's level only where the rule applies, a level set by name everywhere. A
 * target of another dialect stands for the rule's own dialect's default (`openai` for a Chat Completions rule).
 */
const levelOn = (meta: ResolvedRuleMeta, entry: RuleEntry | undefined, target: Target): RuleSetting =>
  entry && !(entry.gated && !meta.targets.includes(ruleTarget(meta, target))) ? normalize(entry.setting) : "off";

export function resolveFileConfig(config: LoadedConfig, file: string | undefined, cli: CliSettings): EffectiveConfig {
  const { settings, entries } = resolveLayers(config, file, cli);
  const target = settings.target ?? "anthropic";
  const out: Record<string, RuleSetting> = {};
  for (const meta of sortedMetas) out[meta.id] = levelOn(meta, entries.get(meta.id), target);
  return { ...settings, target, rules: out };
}

function layerApplies(layer: Layer, file: string | undefined): boolean {
  if (!layer.files) return true;
  if (file === undefined || !isIgnoredWithParents([layer.files], file)) return false;
  return !(layer.excludedFiles && isIgnoredWithParents([layer.excludedFiles], file));
}

/**
 * Core's options for each file: files that the same layers apply to share one object. With no `files` in any
 * layer (the usual case) that is one object for the whole run, found without looking at the file.
 */
export function lintOptionsResolver(
  config: LoadedConfig,
  cli: CliSettings,
  format: LintOptions["format"],
): (file: string | undefined) => LintOptions {
  return layerSetCache(config, (file) => lintOptionsOf(resolveLayers(config, file, cli), format));
}

function layerSetCache<T>(config: LoadedConfig, make: (file: string | undefined) => T): (file: string | undefined) => T {
  if (!config.layers.some((layer) => layer.files)) {
    let only: T | undefined;
    return (file) => (only ??= make(file));
  }
  const cache = new Map<string, T>();
  return (file) => {
    const key = config.layers.map((layer) => (layerApplies(layer, file) ? "1" : "0")).join("") + (file === undefined ? "-" : "");
    let value = cache.get(key);
    if (value === undefined) cache.set(key, (value = make(file)));
    return value;
  };
}

/**
 * Core's options for a file. Only what differs from core's defaults is passed: with no target set, core reads
 * each unit's own (a HAR capture of a Bedrock call is linted as Bedrock's); a level equal to core's default
 * is left to core, which gates it by each unit's target as a preset would (and reads no level per file).
 */
function lintOptionsOf(
  { settings, entries }: { settings: LintSettings; entries: Map<string, RuleEntry> },
  format: LintOptions["format"],
): LintOptions {
  const target = settings.target ?? "anthropic";
  const rules: Record<string, RuleSetting> = {};
  for (const meta of sortedMetas) {
    const entry = entries.get(meta.id);
    const level = entry ? normalize(entry.setting) : "off";
    const coreDefault = meta.recommended ? (meta.defaultSeverity === "error" ? "error" : "warn") : "off";
    // A level set by name applies on every target, so it is core's default only for a rule every target has.
    const sameEverywhere = !entry || entry.gated || meta.targets.length === dialectTargets(meta.dialect).length;
    if (level === coreDefault && sameEverywhere) continue;
    // Any other level is the same on every target, or (a preset level core's default cannot express) the file's.
    rules[meta.id] = levelOn(meta, entry, target);
  }
  // Rules of a config's own dialects: a level set by name applies as written; unset, core's default does.
  for (const [id, entry] of entries) if (!rulesById.has(id) && !entry.gated) rules[id] = normalize(entry.setting);
  // Frozen: core then reuses its rule set for every file without comparing the levels again (BENCHMARKS.md, session 37).
  return { settings, rules: Object.freeze(rules), format };
}

function normalize(setting: RuleSetting): RuleSetting {
  if (Array.isArray(setting)) {
    const [level, ...options] = setting;
    return options.length ? [normalLevel(level), ...options] : normalLevel(level);
  }
  return normalLevel(setting);
}

export function ruleMetas(): ResolvedRuleMeta[] {
  return [...rulesById.values()];
}
