import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { collectFiles } from "../src/files/collect.js";
import { globOf, globProblem, hasMagic, staticPrefix } from "../src/files/glob.js";
import { IgnoreList, isIgnoredWithParents } from "../src/files/ignore.js";

/** Whether the glob, expanded in a fresh folder that holds only `path`, finds that file. */
function globFinds(pattern: string, path: string): boolean {
  const dir = mkdtempSync(join(tmpdir(), "msglint-glob-"));
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), "{}");
  const found = collectFiles([pattern.startsWith("/") ? join(dir, pattern) : pattern], dir);
  return found.some((entry) => !entry.error && entry.path === join(dir, path));
}

describe("glob arguments (tinyglobby)", () => {
  const cases: [string, string, boolean][] = [
    ["*.json", "a.json", true],
    ["*.json", "dir/a.json", false],
    ["*.json", ".hidden.json", true],
    ["a?c", "abc", true],
    ["a?c", "a/c", false],
    ["**/*.json", "a.json", true],
    ["**/*.json", "x/y/z/a.json", true],
    ["**/*.json", "x/y/z/a.jsonl", false],
    ["logs/**/*.json", "logs/a.json", true],
    ["logs/**/*.json", "logs/2024/05/a.json", true],
    ["logs/**/*.json", "other/logs/a.json", false],
    ["logs/**", "logs/a/b.json", true],
    ["logs/**", "logsx/a.json", false],
    ["a/**/b/**/c", "a/b/c", true],
    ["a/**/b/**/c", "a/x/b/y/z/c", true],
    ["a/**/b/**/c", "a/x/y/z/c", false],
    ["*.{json,jsonl}", "x.jsonl", true],
    ["*.{json,jsonl}", "x.jsonc", false],
    ["{a,b/{c,d}}/*.json", "b/d/x.json", true],
    ["{a,b/{c,d}}/*.json", "b/e/x.json", false],
    ["{a}", "{a}", true],
    ["file[0-9].json", "file7.json", true],
    ["file[0-9].json", "filex.json", false],
    ["file[!0-9].json", "filex.json", true],
    ["file[!0-9].json", "file7.json", false],
    ["\\*.json", "*.json", true],
    ["\\*.json", "a.json", false],
    ["a**b", "axxb", true],
    ["a**b", "ax/xb", false],
    ["/abs/**/x.json", "abs/x.json", true],
    ["/abs/**/x.json", "abs/p/q/x.json", true],
    ["résumé/*.json", "résumé/ü.json", true],
    // Below the folders a glob names, dot folders and node_modules are not searched; named, a dot folder is.
    ["**/*.json", ".cache/a.json", false],
    ["**/*.json", "node_modules/p/a.json", false],
    [".cache/*.json", ".cache/a.json", true],
  ];
  it.each(cases)("%s on %s is %s", (pattern, path, expected) => {
    expect(globFinds(pattern, path)).toBe(expected);
  });

  it("refuses a glob whose matching could take exponential time, and stays fast on such a name", () => {
    const dir = mkdtempSync(join(tmpdir(), "msglint-glob-"));
    writeFileSync(join(dir, "a".repeat(200)), "{}");
    const [refused] = collectFiles(["*a*a*a*a*a*a*a*a*a*a*a*a*a*a*b"], dir);
    expect(refused!.error).toMatch(/Cannot expand the pattern \*a\*a.*: its segment "\*a\*a.*" has 15 `\*`; at most 3 are allowed in one segment\.$/);
    expect(collectFiles(["**/a/**/a/**/b"], dir)[0]!.error).toMatch(/it has 3 `\*\*` segments; at most 2 are allowed/);
    // The most a glob may hold, on a name built to make it backtrack.
    expect(collectFiles(["*a*a*ab"], dir)[0]!.error).toBe("No files match the pattern *a*a*ab");
    expect(collectFiles(["*a*a*a"], dir).map((entry) => entry.path)).toEqual([join(dir, "a".repeat(200))]);
    expect(globProblem("logs/**/2024/**/*-*-*.json")).toBeUndefined();
    expect(globProblem("\\*\\*\\*\\*.json")).toBeUndefined();
  });

  it("reads a Windows argument's backslashes as folder separators, elsewhere as escapes", () => {
    expect(globOf("logs\\2024\\*.json", "win32")).toBe("logs/2024/*.json");
    expect(globOf("C:\\Users\\me\\logs\\**\\*.json", "win32")).toBe("C:/Users/me/logs/**/*.json");
    expect(globOf("\\*.json", "linux")).toBe("\\*.json");
    expect(staticPrefix(globOf("C:\\Users\\me\\logs\\*.json", "win32"))).toBe("C:/Users/me/logs");
  });

  it("knows glob syntax and where a walk starts", () => {
    expect(hasMagic("logs/*.json")).toBe(true);
    expect(hasMagic("logs/a.json")).toBe(false);
    expect(staticPrefix("logs/2024/**/*.json")).toBe("logs/2024");
    expect(staticPrefix("*.json")).toBe("");
    expect(staticPrefix("/tmp/x/{a,b}/c.json")).toBe("/tmp/x");
  });
});

describe("IgnoreList (.gitignore semantics)", () => {
  const list = new IgnoreList("/repo", ["# comment", "", "*.log.json", "/top.json", "build/", "deep/**/skip.json", "!keep.log.json", "secret"]);

  it.each([
    ["/repo/a.log.json", false, true],
    ["/repo/x/y/a.log.json", false, true],
    ["/repo/keep.log.json", false, false],
    ["/repo/top.json", false, true],
    ["/repo/sub/top.json", false, false],
    ["/repo/build", true, true],
    ["/repo/build", false, false],
    ["/repo/deep/a/b/skip.json", false, true],
    ["/repo/secret", true, true],
    ["/repo/x/secret", false, true],
    ["/elsewhere/a.log.json", false, false],
  ] as const)("%s (directory: %s) ignored: %s", (path, isDirectory, expected) => {
    expect(list.decide(path, isDirectory) ?? false).toBe(expected);
  });

  it("stays fast on a pattern that makes backtracking matchers explode (a .gitignore is the repository's, not the user's)", () => {
    const hostile = new IgnoreList("/repo", ["*a*a*a*a*a*a*a*a*a*a*a*a*a*a*b"]);
    expect(hostile.decide(`/repo/${"a".repeat(20_000)}`, false)).toBeUndefined();
    expect(hostile.decide(`/repo/x/${"a".repeat(20_000)}b`, false)).toBe(true);
  });

  it("is case-sensitive, as git is by default on Linux", () => {
    expect(new IgnoreList("/repo", ["Secret.json"]).decide("/repo/secret.json", false)).toBeUndefined();
  });

  it("ignores everything inside an ignored directory, even what a later pattern re-includes", () => {
    const lists = [new IgnoreList("/repo", ["build/", "!build/keep.json"])];
    expect(isIgnoredWithParents(lists, "/repo/build/keep.json")).toBe(true);
    expect(isIgnoredWithParents(lists, "/repo/other/keep.json")).toBe(false);
  });
});
