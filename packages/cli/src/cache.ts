/**
 * `--cache`: each file's result kept from run to run, as ESLint's `--cache` keeps them, so a run over files that
 * have not changed costs a hash (or a `stat`) per file instead of a lint.
 *
 * A file's entry is reused only when all of these are what they were when it was stored: the file (an XXH64 hash of
 * its bytes, or with `--cache-strategy metadata` its size and modification time), the name it is reported under,
 * whether it was found in a folder (such a file may be skipped), and its config key: the effective options it is
 * linted with (settings and every rule level, as core receives them), `--quiet` and the fix mode, the bytes of the
 * config files and of the config's own dialect modules. The cache file as a whole is dropped when msglint's
 * version or Node's major version differ from the run's. The main thread decides hits before any file goes to a
 * worker, so a hit costs no lint at all.
 *
 * Only what a lint of the same bytes would report again is stored: never a result with a fatal message (a file
 * that could not be read, a worker that failed), never one whose text `--fix` or `--fix-dry-run` changed (the
 * rewritten file is linted again on the next run, and stored then). Parse errors are ordinary findings of the
 * file's bytes, and are stored like any other. The file is JSON with a format `version`, written to a temporary
 * file and renamed over the old one; a cache file that cannot be read as one of msglint's is ignored with a
 * one-line warning, never an error.
 */
import { hash } from "node:crypto";
import {
  closeSync,
  constants,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import type { LintOptions } from "@msglint/core";
import packageJson from "../package.json" with { type: "json" };
import type { FileLintOptions } from "./lint-files.js";
import type { CliMessage, FileResult } from "./types.js";
import { decodeUtf8 } from "./utf8-text.js";
import { FileBytes } from "./file-bytes.js";
import type { CacheStrategy } from "./cache-strategy.js";
import type { FileStat } from "./files/collect.js";
import xxhash64 from "hash-wasm/dist/xxhash64.umd.min.js";

/** The cache file's format: a file of another format is ignored (and rewritten). 2: files hashed with XXH64, not SHA-256. */
export const CACHE_FORMAT = 2;
/** `--cache-location`'s default, in the working directory. */
export const DEFAULT_CACHE_FILE = ".msglintcache";

/** What is kept of a result: what the formatters read, less the text, which is read again from the file. */
interface CachedResult {
  messages: CliMessage[];
  errorCount: number;
  warningCount: number;
  skipped?: string;
  /** The result carried the file's text (`source`): on a hit it is read from the file again. */
  source?: true;
  /** A file streamed a line at a time: the lines its findings are on. */
  sourceLines?: { count: number; lines: [number, string][] };
}

interface CacheEntry {
  /** The name the file is reported under (relative to the working directory). */
  displayPath: string;
  expanded: boolean;
  size: number;
  mtimeMs: number;
  /** `content`: the XXH64 hash of the bytes, in hex. */
  hash?: string;
  /** The config key (see `configKeys`). */
  config: string;
  result: CachedResult;
}

export interface CacheFileData {
  version: typeof CACHE_FORMAT;
  msglint: string;
  node: number;
  strategy: CacheStrategy;
  entries: Record<string, CacheEntry>;
}

/** The file a `--cache-location` names: a folder (existing, or written with a trailing separator) gets one inside it, named by the working directory. */
export function cacheFilePath(location: string | undefined, cwd: string): string {
  const path = resolve(cwd, location ?? DEFAULT_CACHE_FILE);
  let folder = location !== undefined && /[\\/]$/.test(location);
  if (!folder) {
    try {
      folder = statSync(path).isDirectory();
    } catch {
      // not there yet: a file
    }
  }
  // As ESLint does: several projects can share one cache folder.
  return folder ? join(path, `.msglintcache_${hash("sha256", cwd, "hex").slice(0, 12)}`) : path;
}

const nodeMajor = () => Number(process.versions.node.split(".")[0]);

/** Reads a file's bytes in one piece, or a large one in chunks into the hash (a Buffer stops at 2 GB). */
const WHOLE_READ_LIMIT = 64 * 1024 * 1024;

function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

function fileDigest(path: string): string {
  try {
    return hash("sha256", readFileSync(path), "base64");
  } catch {
    return "unreadable";
  }
}

/**
 * Each options-table entry's config key: the options core lints with (the resolved settings and rule levels),
 * the run's `--quiet` and fix mode, and the bytes of the config files and dialect modules that made them.
 */
export function configKeys(
  optionsTable: readonly LintOptions[],
  fileOptions: FileLintOptions,
  configFiles: readonly string[],
  dialectModules: readonly string[],
): string[] {
  const shared = sortedJson({
    fix: fileOptions.fix ?? "off",
    quiet: fileOptions.quiet ?? false,
    configFiles: configFiles.map((file) => [file, fileDigest(file)]),
    dialectModules: dialectModules.map((file) => [file, fileDigest(file)]),
  });
  return optionsTable.map((options) => hash("sha256", `${shared}\n${sortedJson(options)}`, "base64"));
}

/** What a file looked like when it was checked: kept to store its result under once it is linted. */
interface Signature {
  size: number;
  mtimeMs: number;
  hash?: string;
  /** `content`: the bytes hashed, while the lookup needs them. */
  bytes?: Buffer;
}

/**
 * `metadata`: one `stat`, no open, or none when the file was named and `stat`ed as it was found. Undefined when it is not
 * a regular file that can be read (the lint says why).
 */
function metadataSignature(path: string, known: FileStat | undefined): Signature | undefined {
  if (known) return { size: known.size, mtimeMs: known.mtimeMs };
  try {
    const stats = statSync(path);
    return stats.isFile() ? { size: stats.size, mtimeMs: stats.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/** The buffer signatures read files into: a new one per file cost a tenth of a run in allocation and collection. */
const signatureBytes = new FileBytes();

/** What hashes a file's bytes: one XXH64 state, reused for every file. */
type Hasher = Awaited<ReturnType<typeof xxhash64.createXXHash64>>;

/**
 * `content`: the size, time and a hash of the bytes (read into the reused buffer, which `bytes` points into). XXH64
 * tells a changed file, as SHA-256 did, and hashes 100 MB in about 13 ms here where SHA-256 took 58: the cache is a
 * record of the user's own runs, not a defence against someone who can write both the files and the cache.
 */
function contentSignature(path: string, hasher: Hasher): Signature | undefined {
  let fd: number;
  try {
    // Without blocking: a FIFO in a file's place is not waited on (the lint refuses it).
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch {
    return undefined;
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return undefined;
    hasher.init();
    if (stats.size > WHOLE_READ_LIMIT) {
      const chunk = Buffer.allocUnsafe(1024 * 1024);
      for (let read = readSync(fd, chunk); read > 0; read = readSync(fd, chunk)) hasher.update(chunk.subarray(0, read));
      return { size: stats.size, mtimeMs: stats.mtimeMs, hash: hasher.digest("hex") };
    }
    const bytes = signatureBytes.read(fd, stats.size);
    return { size: stats.size, mtimeMs: stats.mtimeMs, hash: hasher.update(bytes).digest("hex"), bytes };
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

export interface CacheTask {
  path: string;
  displayPath: string;
  expanded?: true;
  error?: string;
  /** What the `stat` that found a named file said: `metadata` asks no second time. */
  stat?: FileStat;
}

export class LintCache {
  private entries: Record<string, CacheEntry>;
  private readonly visited = new Set<string>();
  private readonly signatures = new Map<string, Signature>();
  private dirty = false;
  hits = 0;

  private constructor(
    readonly file: string,
    readonly strategy: CacheStrategy,
    entries: Record<string, CacheEntry>,
    dirty: boolean,
    private readonly hasher: Hasher | undefined,
  ) {
    this.entries = entries;
    this.dirty = dirty;
  }

  /** The cache in `file`; a file that is not one of msglint's cache files is ignored with a warning on `warn`. */
  static async open(file: string, strategy: CacheStrategy, warn: (line: string) => void): Promise<LintCache> {
    const hasher = strategy === "content" ? await xxhash64.createXXHash64() : undefined;
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (error) {
      // None yet (ENOTDIR: a folder on its path is a file, which writing it says).
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "ENOENT" && code !== "ENOTDIR")
        warn(`msglint: cannot read the cache file ${file} (${(error as Error).message}); linting every file.\n`);
      return new LintCache(file, strategy, {}, true, hasher);
    }
    let data: Partial<CacheFileData> | undefined;
    try {
      data = JSON.parse(text) as Partial<CacheFileData>;
    } catch {
      // reported below
    }
    // msglint's cache files, of any format, name their format and their msglint; only the current format is read.
    const isCache =
      data !== null &&
      typeof data === "object" &&
      !Array.isArray(data) &&
      typeof data.version === "number" &&
      typeof data.msglint === "string" &&
      typeof data.entries === "object" &&
      data.entries !== null &&
      !Array.isArray(data.entries);
    if (!isCache) {
      warn(`msglint: ignoring the cache file ${file}: it is not a msglint cache file (format ${CACHE_FORMAT}); linting every file.\n`);
      return new LintCache(file, strategy, {}, true, hasher);
    }
    // Another format, msglint, Node or strategy: every entry is stale (not an error).
    if (data!.version !== CACHE_FORMAT || data!.msglint !== packageJson.version || data!.node !== nodeMajor() || data!.strategy !== strategy)
      return new LintCache(file, strategy, {}, true, hasher);
    return new LintCache(file, strategy, data!.entries!, false, hasher);
  }

  /** The stored result of the task's file when it may be reused; undefined when the file must be linted. */
  lookup(task: CacheTask, config: string): FileResult | undefined {
    if (task.error) return undefined;
    const key = task.path;
    this.visited.add(key);
    const checked = this.hasher ? contentSignature(key, this.hasher) : metadataSignature(key, task.stat);
    if (!checked) return undefined;
    const { bytes, ...signature } = checked;
    this.signatures.set(key, signature);
    const entry = this.entries[key];
    if (
      !entry ||
      entry.config !== config ||
      entry.displayPath !== task.displayPath ||
      entry.expanded !== Boolean(task.expanded) ||
      entry.size !== signature.size ||
      (this.strategy === "content" ? entry.hash !== signature.hash : entry.mtimeMs !== signature.mtimeMs)
    ) {
      return undefined;
    }
    const cached = entry.result;
    const result: FileResult = {
      filePath: task.displayPath,
      messages: cached.messages,
      errorCount: cached.errorCount,
      warningCount: cached.warningCount,
      ...(cached.skipped !== undefined ? { skipped: cached.skipped } : {}),
    };
    if (cached.sourceLines) result.sourceLines = { count: cached.sourceLines.count, lines: new Map(cached.sourceLines.lines) };
    if (cached.source) {
      try {
        result.source = decodeUtf8(bytes ?? readFileSync(key));
      } catch {
        return undefined;
      }
    }
    this.hits++;
    return result;
  }

  /** Keeps a linted file's result, when it is one a lint of the same bytes would give again; otherwise forgets the file. */
  store(task: CacheTask, config: string, result: FileResult): void {
    const signature = this.signatures.get(task.path);
    const reusable =
      signature !== undefined &&
      !task.error &&
      result.output === undefined &&
      !result.fixes?.length &&
      !result.unloadedApiVersions?.length &&
      !result.messages.some((message) => message.fatal);
    if (!reusable) {
      if (this.entries[task.path]) {
        delete this.entries[task.path];
        this.dirty = true;
      }
      return;
    }
    const cached: CachedResult = {
      messages: result.messages,
      errorCount: result.errorCount,
      warningCount: result.warningCount,
      ...(result.skipped !== undefined ? { skipped: result.skipped } : {}),
      ...(result.source !== undefined ? { source: true as const } : {}),
      ...(result.sourceLines ? { sourceLines: { count: result.sourceLines.count, lines: [...result.sourceLines.lines] } } : {}),
    };
    this.entries[task.path] = {
      displayPath: task.displayPath,
      expanded: Boolean(task.expanded),
      size: signature.size,
      mtimeMs: signature.mtimeMs,
      ...(signature.hash !== undefined ? { hash: signature.hash } : {}),
      config,
      result: cached,
    };
    this.dirty = true;
  }

  /**
   * Writes the cache back when it changed, atomically (a temporary file renamed over it), without the entries of
   * files that are gone. A cache that cannot be written is a warning: the run's report stands.
   */
  save(warn: (line: string) => void): void {
    for (const key of Object.keys(this.entries)) {
      if (this.visited.has(key)) continue;
      try {
        if (statSync(key).isFile()) continue;
      } catch {
        // gone
      }
      delete this.entries[key];
      this.dirty = true;
    }
    if (!this.dirty) return;
    const data: CacheFileData = {
      version: CACHE_FORMAT,
      msglint: packageJson.version,
      node: nodeMajor(),
      strategy: this.strategy,
      entries: this.entries,
    };
    const temp = join(dirname(this.file), `.${basename(this.file)}.${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`);
    try {
      // One level only: a recursive mkdir spins where a level cannot be made (under /proc).
      mkdirIfMissing(dirname(this.file));
      writeFileSync(temp, JSON.stringify(data));
      renameSync(temp, this.file);
    } catch (error) {
      try {
        unlinkSync(temp);
      } catch {
        // never made
      }
      warn(`msglint: cannot write the cache file ${this.file} (${(error as Error).message}).\n`);
    }
  }
}

function mkdirIfMissing(folder: string): void {
  try {
    mkdirSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}
