import { describe, expect, it } from "vitest";
import { compileGlob, expandBraces, hasMagic, staticPrefix } from "../src/files/glob.js";
import { IgnoreList, isIgnoredWithParents } from "../src/files/ignore.js";

describe("compileGlob", () => {
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
    ["/abs/**/x.json", "/abs/x.json", true],
    ["/abs/**/x.json", "/abs/p/q/x.json", true],
    ["résumé/*.json", "résumé/ü.json", true],
  ];
  it.each(cases)("%s on %s is %s", (pattern, path, expected) => {
    expect(compileGlob(pattern)(path)).toBe(expected);
  });

  it("stays fast on a pattern that makes backtracking matchers explode", () => {
    // A backtracking regex for this pattern takes exponential time on the text below; the state set stays small.
    const pattern = compileGlob("*a*a*a*a*a*a*a*a*a*a*a*a*a*a*b");
    const text = "a".repeat(20_000);
    expect(pattern(text)).toBe(false);
    expect(pattern(text + "b")).toBe(true);
  });

  it("expands braces and leaves unbalanced ones literal", () => {
    expect(expandBraces("a{b,c}d{1,2}")).toEqual(["abd1", "abd2", "acd1", "acd2"]);
    expect(expandBraces("a{b")).toEqual(["a{b"]);
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

  it("ignores everything inside an ignored directory, even what a later pattern re-includes", () => {
    const lists = [new IgnoreList("/repo", ["build/", "!build/keep.json"])];
    expect(isIgnoredWithParents(lists, "/repo/build/keep.json")).toBe(true);
    expect(isIgnoredWithParents(lists, "/repo/other/keep.json")).toBe(false);
  });
});
