/**
 * Ignore patterns with `.gitignore` semantics, used for `.gitignore` files, `--ignore-pattern` and the
 * config's `ignores`: a pattern without a `/` matches a name at any depth, one with a `/` is anchored to its
 * base directory, a trailing `/` matches directories only, `!` re-includes, the last matching pattern wins,
 * and nothing inside an ignored directory can be re-included.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { compileGlob, type GlobMatcher } from "./glob.js";
import { toPosixRelative } from "./paths.js";

interface IgnoreRule {
  negated: boolean;
  directoryOnly: boolean;
  match: GlobMatcher;
}

/** Patterns that share a base directory (the folder of a `.gitignore`, the working directory, a config file's folder). */
export class IgnoreList {
  private readonly rules: IgnoreRule[];

  /** `base` is absolute; patterns are as in a `.gitignore` file, one per entry (blank entries and `#` comments skipped). */
  constructor(
    readonly base: string,
    patterns: readonly string[],
  ) {
    this.rules = patterns.flatMap((line) => {
      const rule = parseLine(line);
      return rule ? [rule] : [];
    });
  }

  static fromGitignore(directory: string): IgnoreList | undefined {
    let text: string;
    try {
      text = readFileSync(join(directory, ".gitignore"), "utf8");
    } catch {
      return undefined;
    }
    const list = new IgnoreList(directory, text.split(/\r?\n/));
    return list.rules.length ? list : undefined;
  }

  get size(): number {
    return this.rules.length;
  }

  /** `true` ignored, `false` re-included, `undefined` no pattern speaks about the path. The path itself only, not its parents. */
  decide(absolutePath: string, isDirectory: boolean): boolean | undefined {
    const rel = toPosixRelative(absolutePath, this.base, true);
    if (rel === undefined || rel === "") return undefined;
    for (let i = this.rules.length - 1; i >= 0; i--) {
      const rule = this.rules[i]!;
      if (rule.directoryOnly && !isDirectory) continue;
      if (rule.match(rel)) return !rule.negated;
    }
    return undefined;
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

function parseLine(raw: string): IgnoreRule | undefined {
  let line = raw.replace(/(?<!\\)\s+$/, "");
  if (line === "" || line.startsWith("#")) return undefined;
  let negated = false;
  if (line.startsWith("!")) {
    negated = true;
    line = line.slice(1);
  } else if (line.startsWith("\\!") || line.startsWith("\\#")) line = line.slice(1);
  let directoryOnly = false;
  if (line.endsWith("/")) {
    directoryOnly = true;
    line = line.replace(/\/+$/, "");
  }
  if (line === "") return undefined;
  const anchored = line.includes("/");
  if (line.startsWith("/")) line = line.slice(1);
  const pattern = anchored || line.startsWith("**") ? line : `**/${line}`;
  return { negated, directoryOnly, match: compileGlob(pattern) };
}
