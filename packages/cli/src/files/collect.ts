import { existsSync, readdirSync, realpathSync, statSync, type Stats } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join, resolve } from "node:path";
import { globOf, globProblem, hasMagic, staticPrefix } from "./glob.js";
import { decide, IgnoreList, isDirectoryIgnored, isIgnoredWithParents } from "./ignore.js";
import { toPosixRelative } from "./paths.js";

export { toPosixRelative } from "./paths.js";

/** Extensions linted when a directory is named; a file named explicitly is linted whatever its extension. */
export const LINTED_EXTENSIONS = [".json", ".jsonc", ".jsonl", ".ndjson", ".har"];
const SKIPPED_DIRECTORIES = new Set(["node_modules", ".git"]);
/**
 * Tool configs that are never conversations and are often not plain JSON (comments, trailing commas), which would
 * read as a broken recording: skipped by name when found in a folder or by a glob; linted when named. Any other file
 * that holds no conversation is skipped by what core finds in it (see `lintFile`).
 */
const SKIPPED_FILES =
  /^(package(-lock)?\.json|[jt]sconfig(\..*)?\.json|\.msglintrc(\.jsonc?)?|msglint\.config\.json|\.?eslintrc\.json|renovate\.json|\.prettierrc(\.json)?|composer(\.lock|\.json))$/;

export interface FileEntry {
  /** Absolute path. */
  path: string;
  /** Found in a folder or by a glob, not named: skipped when it holds no conversation. */
  expanded?: true;
  /** Set when the argument names nothing readable: reported as a finding, the run goes on. */
  error?: string;
  /** A named file's size and modification time, from the `stat` that found it: the size for `auto`, the time for `--cache`. */
  stat?: FileStat;
}

/** What a `stat` said of a regular file, kept so that the run does not ask again. */
export interface FileStat {
  size: number;
  mtimeMs: number;
}

export interface CollectOptions {
  /** Exclude files everywhere, named files included (`--ignore-pattern`, the config's `ignores`). */
  ignores?: readonly IgnoreList[];
  /** Skip what `.gitignore` files exclude, for files found in directories or by globs (default: true). */
  gitignore?: boolean;
  /** The files a folder's walk lints (the config's `files`); default: the files with a linted extension. */
  files?: IgnoreList;
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
  /** The files a glob matches that no ignore excludes: found by tinyglobby from the glob's fixed folders, then filtered as a walk would. */
  const expandGlob = (arg: string) => {
    const pattern = globOf(arg);
    const problem = globProblem(pattern);
    if (problem) {
      add({ path: resolve(cwd, arg), error: `Cannot expand the pattern ${arg}: ${problem}.` });
      return -1;
    }
    const prefix = staticPrefix(pattern);
    const root = resolve(cwd, prefix || ".");
    if (!existsSync(root)) return 0;
    const gitignores = gitignoresAbove(root, arg);
    if (!gitignores) return -1;
    const matches = tinyglobby().globSync([prefix ? pattern.slice(prefix.length + 1) : pattern], {
      cwd: root,
      absolute: true,
      dot: true,
      extglob: false,
      expandDirectories: false,
      // As a walk: no dot folders and no node_modules below the folders the glob names.
      ignore: ["**/node_modules/**", "**/.*/**"],
    });
    const found = matches
      .map((file) => resolve(file))
      .filter((file) => !SKIPPED_FILES.test(basename(file)) && !excludedBelow(root, file, gitignores));
    // A symlinked folder is followed once, as a walk follows it: a file reached through two folder paths is linted under the first.
    const realDirs = new Map<string, string>();
    const seenHere = new Set<string>();
    const once = found.sort().filter((file) => {
      const dir = dirname(file);
      let real = realDirs.get(dir);
      if (real === undefined) realDirs.set(dir, (real = realpathOrSelf(dir)));
      const identity = join(real, basename(file));
      return !seenHere.has(identity) && seenHere.add(identity);
    });
    for (const file of once) add({ path: file, expanded: true });
    return once.length;
  };
  /** Whether an ignore excludes `file` or a folder between `root` and it, each folder's own `.gitignore` counted from there on. */
  const excludedBelow = (root: string, file: string, gitignores: IgnoreList[]) => {
    const folder = folderBelow(root, dirname(file), gitignores);
    return folder.excluded || decide(folder.lists, file, false) || decide(ignores, file, false);
  };
  /** A folder at or below a glob's root: excluded or not, and the `.gitignore` lists that apply inside it. Each folder is decided once. */
  const folders = new Map<string, { excluded: boolean; lists: IgnoreList[] }>();
  const folderBelow = (root: string, dir: string, gitignores: IgnoreList[]): { excluded: boolean; lists: IgnoreList[] } => {
    let folder = folders.get(dir);
    if (folder) return folder;
    if (dir.length <= root.length) {
      folder = { excluded: false, lists: gitignores };
    } else {
      const parent = folderBelow(root, dirname(dir), gitignores);
      folder = { excluded: parent.excluded || decide(parent.lists, dir, true) || decide(ignores, dir, true), lists: parent.lists };
    }
    const own = gitignoreOf(dir);
    if (own) folder = { ...folder, lists: [...folder.lists, own] };
    folders.set(dir, folder);
    return folder;
  };
  /** The `.gitignore` files above `root`; undefined (and `onIgnored`) when an ignore excludes `root` itself. */
  const gitignoresAbove = (root: string, arg: string) => {
    const gitignores = useGitignore ? ancestorGitignores(root, gitignoreOf) : [];
    // Everything in a folder that .gitignore (or `ignores`) excludes is excluded, even when the folder is named.
    if (isDirectoryIgnored(gitignores, root) || isDirectoryIgnored(ignores, root)) {
      options.onIgnored?.(arg);
      return undefined;
    }
    return gitignores;
  };
  /** The files of a folder with a linted extension that no ignore excludes. */
  const walk = (root: string, arg: string) => {
    const gitignores = gitignoresAbove(root, arg);
    if (!gitignores) return;
    const found = walkDirectory(root, {
      accept: options.files ? (file) => isIgnoredWithParents([options.files!], file) : (file) => LINTED_EXTENSIONS.some((ext) => file.endsWith(ext)),
      gitignores,
      gitignoreOf,
      ignores,
      onError: (dir, error) => add({ path: dir, error: `Cannot read directory ${toPosixRelative(dir, cwd) || "."}: ${error.message}` }),
    });
    for (const file of found) add({ path: file, expanded: true });
  };

  for (const arg of args) {
    const path = resolve(cwd, arg);
    if (hasMagic(arg) && !existsSync(path)) {
      const count = expandGlob(arg);
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
      walk(path, arg);
    } else if (!stats.isFile()) {
      // Opening a FIFO blocks until a writer comes (an unquoted glob can name one): never opened.
      add({ path, error: notRegularFile(arg, stats) });
    } else if (isIgnoredWithParents(ignores, path)) {
      options.onIgnored?.(arg);
    } else {
      add({ path, stat: { size: stats.size, mtimeMs: stats.mtimeMs } });
    }
  }
  return out;
}

let globber: typeof import("tinyglobby") | undefined;
/** Loaded for the first glob argument only (about 20 ms of start-up, picomatch's mostly). */
const tinyglobby = () => (globber ??= createRequire(import.meta.url)("tinyglobby") as typeof import("tinyglobby"));

function realpathOrSelf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
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
