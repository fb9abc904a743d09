import { existsSync, readdirSync, statSync, type Stats } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { compileGlob, hasMagic, staticPrefix } from "./glob.js";
import { decide, IgnoreList, isDirectoryIgnored, isIgnoredWithParents } from "./ignore.js";
import { toPosix, toPosixRelative } from "./paths.js";

export { toPosixRelative } from "./paths.js";

/** Extensions linted when a directory is named; a file named explicitly is linted whatever its extension. */
export const LINTED_EXTENSIONS = [".json", ".jsonc", ".jsonl", ".ndjson", ".har"];
const SKIPPED_DIRECTORIES = new Set(["node_modules", ".git"]);
/**
 * JSON files that are never conversations: msglint's own config files and the usual tool configs. Skipped
 * when found in a folder or by a glob (so `msglint .` does not report them); linted when named.
 */
const SKIPPED_FILES =
  /^(package(-lock)?\.json|[jt]sconfig(\..*)?\.json|\.msglintrc(\.jsonc?)?|msglint\.config\.json|\.?eslintrc\.json|renovate\.json|\.prettierrc(\.json)?|composer(\.lock|\.json))$/;

export interface FileEntry {
  /** Absolute path. */
  path: string;
  /** Set when the argument names nothing readable: reported as a finding, the run goes on. */
  error?: string;
}

export interface CollectOptions {
  /** Exclude files everywhere, named files included (`--ignore-pattern`, the config's `ignores`). */
  ignores?: readonly IgnoreList[];
  /** Skip what `.gitignore` files exclude, for files found in directories or by globs (default: true). */
  gitignore?: boolean;
  /** Called for an argument that is ignored as a whole: a named file that `ignores` excludes, a folder that any ignore excludes. */
  onIgnored?: (arg: string) => void;
}

/**
 * Expands arguments (files, directories, globs) into files, in a deterministic order: each argument's files
 * sorted, duplicates dropped. Directories are walked recursively (symlink loops cut; dot folders and
 * node_modules skipped).
 */
export function collectFiles(args: readonly string[], cwd: string, options: CollectOptions = {}): FileEntry[] {
  const ignores = options.ignores ?? [];
  const useGitignore = options.gitignore ?? true;
  const gitignoreCache = new Map<string, IgnoreList | undefined>();
  const gitignoreOf = (dir: string) => {
    if (!gitignoreCache.has(dir)) gitignoreCache.set(dir, useGitignore ? IgnoreList.fromGitignore(dir) : undefined);
    return gitignoreCache.get(dir);
  };
  const seen = new Set<string>();
  const out: FileEntry[] = [];
  const add = (entry: FileEntry) => {
    if (seen.has(entry.path)) return;
    seen.add(entry.path);
    out.push(entry);
  };
  /** The number of files found, or -1 when the folder is ignored as a whole. */
  const walk = (root: string, accept: (file: string) => boolean, arg: string) => {
    const gitignores = useGitignore ? ancestorGitignores(root, gitignoreOf) : [];
    // Everything in a folder that .gitignore (or `ignores`) excludes is excluded, even when the folder is named.
    if (isDirectoryIgnored(gitignores, root) || isDirectoryIgnored(ignores, root)) {
      options.onIgnored?.(arg);
      return -1;
    }
    const found = walkDirectory(root, {
      accept,
      gitignores,
      gitignoreOf,
      ignores,
      onError: (dir, error) => add({ path: dir, error: `Cannot read directory ${toPosixRelative(dir, cwd) || "."}: ${error.message}` }),
    });
    for (const file of found) add({ path: file });
    return found.length;
  };

  for (const arg of args) {
    const path = resolve(cwd, arg);
    if (hasMagic(arg) && !existsSync(path)) {
      const pattern = toPosix(path);
      const match = compileGlob(pattern);
      const root = resolve(cwd, staticPrefix(toPosix(arg)) || ".");
      const count = existsSync(root) ? walk(root, (file) => match(toPosix(file)), arg) : 0;
      if (count === 0) add({ path, error: `No files match the pattern ${arg}` });
      continue;
    }
    let stats;
    try {
      stats = statSync(path);
    } catch (error) {
      add({
        path,
        error: `Cannot read ${arg}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file or directory" : (error as Error).message}`,
      });
      continue;
    }
    if (stats.isDirectory()) {
      walk(path, (file) => LINTED_EXTENSIONS.some((ext) => file.endsWith(ext)), arg);
    } else if (!stats.isFile()) {
      // Opening a FIFO blocks until a writer comes (an unquoted glob can name one): never opened.
      add({ path, error: notRegularFile(arg, stats) });
    } else if (isIgnoredWithParents(ignores, path)) {
      options.onIgnored?.(arg);
    } else {
      add({ path });
    }
  }
  return out;
}

/** Why a path that is not a regular file is not read: what it is instead. */
export function notRegularFile(name: string, stats: Stats): string {
  const kind = stats.isFIFO()
    ? "a FIFO (named pipe)"
    : stats.isSocket()
      ? "a socket"
      : stats.isCharacterDevice()
        ? "a character device"
        : stats.isBlockDevice()
          ? "a block device"
          : "not a regular file";
  return `Not read: ${name} is ${kind}; msglint reads regular files only (use - for standard input).`;
}

/** The `.gitignore` files above `dir`, from the repository's root down; none when `dir` is in no repository. */
function ancestorGitignores(dir: string, gitignoreOf: (dir: string) => IgnoreList | undefined): IgnoreList[] {
  const chain: string[] = [];
  for (let current = dirname(dir); ; current = dirname(current)) {
    chain.push(current);
    if (existsSync(join(current, ".git"))) break;
    if (dirname(current) === current) return [];
  }
  if (existsSync(join(dir, ".git"))) return [];
  return chain.reverse().flatMap((d) => gitignoreOf(d) ?? []);
}

interface WalkOptions {
  accept: (file: string) => boolean;
  gitignores: IgnoreList[];
  gitignoreOf: (dir: string) => IgnoreList | undefined;
  ignores: readonly IgnoreList[];
  onError: (dir: string, error: Error) => void;
}

/** The files under `root` that `accept` takes and no ignore list excludes, sorted. */
function walkDirectory(root: string, options: WalkOptions): string[] {
  const visited = new Set<string>();
  const found: string[] = [];
  const stack: { dir: string; gitignores: IgnoreList[] }[] = [{ dir: root, gitignores: options.gitignores }];
  const excluded = (path: string, isDirectory: boolean, gitignores: IgnoreList[]) =>
    decide(gitignores, path, isDirectory) || decide(options.ignores, path, isDirectory);
  while (stack.length) {
    const { dir, gitignores: inherited } = stack.pop()!;
    let identity: string;
    try {
      const stats = statSync(dir);
      identity = `${stats.dev}:${stats.ino}`;
    } catch {
      continue;
    }
    if (visited.has(identity)) continue;
    visited.add(identity);
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      options.onError(dir, error as Error);
      continue;
    }
    const own = options.gitignoreOf(dir);
    const gitignores = own ? [...inherited, own] : inherited;
    for (const entry of entries) {
      const child = join(dir, entry.name);
      let isDirectory = entry.isDirectory();
      let isFile = entry.isFile();
      if (entry.isSymbolicLink()) {
        try {
          const target = statSync(child);
          isDirectory = target.isDirectory();
          isFile = target.isFile();
        } catch {
          continue; // a dangling link names nothing to lint
        }
      }
      if (isDirectory) {
        if (SKIPPED_DIRECTORIES.has(entry.name) || entry.name.startsWith(".")) continue;
        if (excluded(child, true, gitignores)) continue;
        stack.push({ dir: child, gitignores });
      } else if (isFile && !SKIPPED_FILES.test(entry.name) && options.accept(child) && !excluded(child, false, gitignores)) {
        found.push(child);
      }
    }
  }
  return found.sort();
}
