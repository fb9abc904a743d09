/**
 * Runs a CommonJS build through V8's code cache: what `module.enableCompileCache()` does from Node 22.1 on, for the
 * Node versions before it. Parsing the CLI and core (1.8 MB of JavaScript) was most of a start-up (BENCHMARKS.md,
 * session 11); a code cache skips it, and the functions the last run compiled come compiled.
 *
 * The cache is an optimisation only: a cache that is missing, stale, corrupt or unwritable costs a parse, never a
 * result. V8 rejects data made by another V8 or with other flags; the file's name holds the package version and the
 * source's size and modification time, so a rebuilt or upgraded file gets data of its own; each script keeps its
 * newest few entries (`KEPT`), so rebuilds and upgrades do not fill the folder.
 *
 * Data holds what the run that wrote it compiled, and accepted data is not written again: a first run of `--version`
 * would leave every later lint to compile the linter anew (12 ms of each start, BENCHMARKS.md session 27). So data comes
 * in two kinds: a run that linted files (`saveCache(true)`) writes data of its own kind, `.linted.bin`, which later
 * runs prefer and keep; any other run writes the plain kind only where a script has no data V8 accepts.
 */
import { isAscii } from "node:buffer";
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join, resolve } from "node:path";
import { Script } from "node:vm";

/** A CommonJS module's wrapper, with `__import`: a `vm.Script` cannot `import()`, so the loader's own is passed in. */
const WRAPPER_START = "(function (exports, require, module, __filename, __dirname, __import) { ";
const WRAPPER_END = "\n})";

/** Entries kept per script: a few msglint versions (projects) used in turn each keep theirs. */
const KEPT = 4;

/** A script that has an entry in the cache: its two kinds of data, which one it was compiled with, and the prefix of all its entries. */
interface Cached {
  /** `….bin`: written by a run that did not lint. */
  plain: string;
  /** `….linted.bin`: written by a run that linted files, so it holds the linter compiled. */
  linted: string;
  /** The kind of data V8 accepted for this run, if any. */
  accepted: "plain" | "linted" | undefined;
  script: Script;
  prefix: string;
}

interface ScriptModule {
  exports: unknown;
}

export interface CompileCacheOptions {
  /** The folder for the cached data; `undefined` runs without a cache. */
  cacheDir: string | undefined;
  /** Names the cache entries of this build (the package version). */
  version: string;
  /** `import()` for the scripts (resolved from the caller's module). */
  importModule: (specifier: string) => Promise<unknown>;
}

/** How a script was compiled: from its cached data, or parsed (no data, or data V8 rejected), or without a cache. */
export type CacheUse = "accepted" | "rejected" | "missing" | "off";

export interface CompiledScripts {
  /** What the entry exports. */
  exports: unknown;
  /** Each script loaded so far, and how it was compiled (`linted`: from data a run that linted wrote). */
  loaded: { file: string; cache: CacheUse; linted: boolean }[];
  /**
   * At exit, when the data holds every function the run compiled: `linted`, this run linted files, so each script
   * without data of that kind gets it; otherwise each script without data V8 accepted gets the plain kind.
   */
  saveCache(linted?: boolean): void;
}

/**
 * Requires `entry` (a CommonJS file) and the files it requires by a relative path, each compiled with its cached data
 * when there is some. Other requires (Node's modules, packages) go to Node's `require`.
 */
export function requireWithCompileCache(entry: string, options: CompileCacheOptions): CompiledScripts {
  const modules = new Map<string, ScriptModule>();
  const loaded: CompiledScripts["loaded"] = [];
  const cached: Cached[] = [];
  const load = (file: string): unknown => {
    const known = modules.get(file);
    if (known) return known.exports;
    const { source, cacheFile } = readSource(file, options);
    const lintedFile = cacheFile === undefined ? undefined : cacheFile.replace(/\.bin$/, ".linted.bin");
    const lintedData = lintedFile === undefined ? undefined : readIfAny(lintedFile);
    const cachedData = lintedData ?? (cacheFile === undefined ? undefined : readIfAny(cacheFile));
    const script = new Script(WRAPPER_START + source + WRAPPER_END, { filename: file, cachedData });
    const cache: CacheUse =
      cacheFile === undefined ? "off" : cachedData === undefined ? "missing" : script.cachedDataRejected ? "rejected" : "accepted";
    loaded.push({ file, cache, linted: cache === "accepted" && lintedData !== undefined });
    if (cacheFile !== undefined && lintedFile !== undefined) {
      const accepted = cache !== "accepted" ? undefined : lintedData !== undefined ? "linted" : "plain";
      cached.push({ plain: cacheFile, linted: lintedFile, accepted, script, prefix: `${basename(file)}-` });
    }
    const module: ScriptModule = { exports: {} };
    modules.set(file, module);
    const nodeRequire = createRequire(file);
    const requireHere = (id: string) => (id.startsWith("./") || id.startsWith("../") ? load(resolve(dirname(file), id)) : nodeRequire(id));
    const run = script.runInThisContext() as (...args: unknown[]) => void;
    run.call(module.exports, module.exports, requireHere, module, file, dirname(file), options.importModule);
    return module.exports;
  };
  const exports = load(resolve(entry));
  return { exports, loaded, saveCache: (linted = false) => saveCaches(cached.splice(0), linted) };
}

/** A file's text, and where its cached data lives (none without a cache folder). */
function readSource(file: string, options: CompileCacheOptions): { source: string; cacheFile: string | undefined } {
  const fd = openSync(file, "r");
  try {
    const bytes = readFileSync(fd);
    // The builds are ASCII (tsdown.config.ts): read as Latin-1 that is the same text, at a tenth of UTF-8's decoding.
    const source = isAscii(bytes) ? bytes.toString("latin1") : bytes.toString("utf8");
    if (options.cacheDir === undefined) return { source, cacheFile: undefined };
    const { size, mtimeMs } = fstatSync(fd);
    const name = `${basename(file)}-${options.version}-${size}-${Math.trunc(mtimeMs)}.bin`;
    return { source, cacheFile: join(options.cacheDir, `${process.version}-${process.arch}`, name) };
  } finally {
    closeSync(fd);
  }
}

function readIfAny(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * The data of each script that lacks it (`Cached`), written whole or not at all (a temporary file renamed), so a
 * reader never sees half. Data of a run that linted replaces the script's plain data.
 */
function saveCaches(scripts: readonly Cached[], linted: boolean): void {
  for (const { plain, linted: lintedFile, accepted, script, prefix } of scripts) {
    if (accepted === "linted" || (accepted === "plain" && !linted)) continue;
    const file = linted ? lintedFile : plain;
    const temporary = `${file}.${process.pid}.tmp`;
    try {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(temporary, script.createCachedData());
      renameSync(temporary, file);
      // The plain kind is outdone; linted data that is there but was not accepted is data V8 rejects.
      rmSync(linted ? plain : lintedFile, { force: true });
      pruneOlder(dirname(file), prefix);
    } catch {
      // A cache that cannot be written (read-only, full) only costs the next run a parse.
      try {
        rmSync(temporary, { force: true });
      } catch {
        // Nothing was made.
      }
    }
  }
}

/** Removes all but the newest `KEPT` entries of one script (its entries' names start with `prefix`). */
function pruneOlder(folder: string, prefix: string): void {
  const entries = readdirSync(folder)
    .filter((name) => name.startsWith(prefix) && name.endsWith(".bin"))
    .map((name) => ({ path: join(folder, name), mtimeMs: statSync(join(folder, name)).mtimeMs }))
    .sort((a, b) => b.mtimeMs - a.mtimeMs);
  for (const { path } of entries.slice(KEPT)) rmSync(path, { force: true });
}
