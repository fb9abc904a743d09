/**
 * Ignore patterns with `.gitignore` semantics (the `ignore` package, as ESLint and Prettier use), for `.gitignore`
 * files, `--ignore-pattern`, the config's `ignores`, `files` and overrides: a pattern without a `/` matches a name at
 * any depth, one with a `/` is anchored to its base directory, a trailing `/` matches directories only, `!`
 * re-includes, the last matching pattern wins, and nothing inside an ignored directory can be re-included. Matching
 * is case-sensitive, as git's is by default on Linux; the package pins its wildcards, so no pattern makes it backtrack.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Ignore } from "ignore";
import { toPosixRelative } from "./paths.js";

type IgnoreFactory = typeof import("ignore");
let ignoreFactory: IgnoreFactory | undefined;
/** Required when a list is first made: Node's ESM import of this CommonJS package scans its source (measured 16 ms against 2). */
const ignore = (options: Parameters<IgnoreFactory>[0]) => (ignoreFactory ??= createRequire(import.meta.url)("ignore") as IgnoreFactory)(options);

/** Patterns that share a base directory (the folder of a `.gitignore`, the working directory, a config file's folder). */
export class IgnoreList {
  private readonly matcher: Ignore;
  /** How many patterns the list holds (blank lines and `#` comments do not count). */
  readonly size: number;

  /** `base` is absolute; patterns are as in a `.gitignore` file, one per entry (blank entries and `#` comments skipped). */
  constructor(
    readonly base: string,
    patterns: readonly string[],
  ) {
    this.matcher = ignore({ ignorecase: false }).add([...patterns]);
    this.size = patterns.filter((line) => line.trim() !== "" && !line.startsWith("#")).length;
  }

  static fromGitignore(directory: string): IgnoreList | undefined {
    let text: string;
    try {
      text = readFileSync(join(directory, ".gitignore"), "utf8");
    } catch {
      return undefined;
    }
    const list = new IgnoreList(directory, text.split(/\r?\n/));
    return list.size ? list : undefined;
  }

  /** `true` ignored, `false` re-included, `undefined` no pattern speaks about the path (or a folder above it, in this list). */
  decide(absolutePath: string, isDirectory: boolean): boolean | undefined {
    const rel = toPosixRelative(absolutePath, this.base, true);
    if (rel === undefined || rel === "") return undefined;
    // The package tells a folder by its trailing slash.
    const { ignored, unignored } = this.matcher.test(isDirectory ? `${rel}/` : rel);
    return ignored ? true : unignored ? false : undefined;
  }
}

/** Several lists, the later ones (deeper `.gitignore` files, or stronger sources) overriding the earlier. */
export function decide(lists: readonly IgnoreList[], absolutePath: string, isDirectory: boolean): boolean {
  for (let i = lists.length - 1; i >= 0; i--) {
    const verdict = lists[i]!.decide(absolutePath, isDirectory);
    if (verdict !== undefined) return verdict;
  }
  return false;
}

/** Whether a directory, or one of its parents, is ignored. */
export function isDirectoryIgnored(lists: readonly IgnoreList[], absoluteDirectory: string): boolean {
  if (lists.length === 0) return false;
  const parts = absoluteDirectory.split(/[\\/]/);
  for (let i = 1; i < parts.length; i++) {
    if (parts[i] === "") continue;
    if (decide(lists, parts.slice(0, i + 1).join("/"), true)) return true;
  }
  return false;
}

/** Whether a file is ignored, looking at its parent directories first (nothing in an ignored folder comes back). */
export function isIgnoredWithParents(lists: readonly IgnoreList[], absoluteFile: string): boolean {
  if (lists.length === 0) return false;
  return isDirectoryIgnored(lists, dirname(absoluteFile)) || decide(lists, absoluteFile, false);
}
