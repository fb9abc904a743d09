/**
 * `--cache`: a file's result is reused while the file, its config and msglint are what they were. The proof that
 * a file was not linted again is a dialect of the test's own that counts, in a file, every request it is asked to
 * detect: core asks each dialect once per linted request, so the count is the number of lints.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { json, msglint, project, requests, ROOT } from "./helpers.js";

const ECHO = join(ROOT, "packages/cli/test/fixtures/echo-dialect.mjs");

/** A project whose config loads a dialect that appends a byte to `count.txt` each time a request is linted. */
function counted(files: Record<string, string>, config: Record<string, unknown> = {}) {
  const counter = "counter.mjs";
  const source = `import { appendFileSync } from "node:fs";
import { dialect as echo } from ${JSON.stringify(pathToFileURL(ECHO).href)};
const COUNT = new URL("./count.txt", import.meta.url);
export const dialect = { ...echo, id: "counted", detect(value) { appendFileSync(COUNT, "x"); return echo.detect(value); } };
`;
  const cwd = project({ [counter]: source, ".msglintrc.json": JSON.stringify({ dialects: [`./${counter}`], ...config }), ...files });
  const lints = () => (existsSync(join(cwd, "count.txt")) ? readFileSync(join(cwd, "count.txt"), "utf8").length : 0);
  return { cwd, lints };
}

const cacheOf = (path: string) =>
  JSON.parse(readFileSync(path, "utf8")) as { version: number; msglint: string; node: number; entries: Record<string, { displayPath: string }> };
const cachedNames = (path: string) =>
  Object.values(cacheOf(path).entries)
    .map((entry) => entry.displayPath)
    .sort();
const reused = (stderr: string) => /cache: (\d+) of/.exec(stderr)?.[1];

describe("--cache", () => {
  it("reuses the results of unchanged files: the second run lints nothing and reports the same", () => {
    const { cwd, lints } = counted({ "a.json": requests.missingResult, "b.json": requests.clean });
    const first = msglint([".", "--cache", "--format", "json", "--debug"], { cwd });
    expect(lints()).toBe(2);
    expect(reused(first.stderr)).toBe("0");
    expect(cachedNames(join(cwd, ".msglintcache"))).toEqual(["a.json", "b.json"]);
    const second = msglint([".", "--cache", "--format", "json", "--debug"], { cwd });
    expect(lints()).toBe(2);
    expect(reused(second.stderr)).toBe("2");
    expect(second.stdout).toBe(first.stdout);
    expect(second.code).toBe(1);
    expect(json(second)[0]!.messages.map((m) => m.ruleId)).toEqual(["tool-use-missing-result"]);
  });

  it("hits cost no worker: with workers, the unchanged files are not linted either", () => {
    const files = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`t${i}.json`, requests.clean]));
    const { cwd, lints } = counted(files);
    msglint([".", "--cache", "--concurrency", "3"], { cwd });
    expect(lints()).toBe(6);
    writeFileSync(join(cwd, "t4.json"), requests.missingResult);
    const run = msglint([".", "--cache", "--concurrency", "3", "--format", "json"], { cwd });
    expect(lints()).toBe(7);
    expect(json(run).flatMap((r) => r.messages.map((m) => `${r.filePath} ${m.ruleId}`))).toEqual(["t4.json tool-use-missing-result"]);
  });

  it("a changed file is linted again, and only it", () => {
    const { cwd, lints } = counted({ "a.json": requests.clean, "b.json": requests.clean });
    msglint([".", "--cache"], { cwd });
    writeFileSync(join(cwd, "b.json"), requests.missingResult);
    const run = msglint([".", "--cache", "--format", "json"], { cwd });
    expect(lints()).toBe(3);
    expect(json(run).map((r) => [r.filePath, r.errorCount])).toEqual([
      ["a.json", 0],
      ["b.json", 1],
    ]);
  });

  it("content: a new mtime on the same bytes is still a hit; metadata: it is a miss", () => {
    const { cwd, lints } = counted({ "a.json": requests.clean });
    const touch = (minutes: number) => {
      const later = new Date(Date.now() + minutes * 60_000);
      utimesSync(join(cwd, "a.json"), later, later);
    };
    msglint(["a.json", "--cache"], { cwd });
    touch(1);
    msglint(["a.json", "--cache"], { cwd });
    expect(lints()).toBe(1);
    // Another strategy drops every entry (and a file found in a folder is another entry than the named one); then a
    // touch alone is a change. A named file's time comes from the stat that found it; a file found in a folder is
    // stat'ed by the cache: both must see the touch.
    for (const [arg, lintsBefore, minutes] of [
      ["a.json", 1, 2],
      [".", 3, 3],
    ] as const) {
      msglint([arg, "--cache", "--cache-strategy", "metadata"], { cwd });
      expect(lints()).toBe(lintsBefore + 1);
      msglint([arg, "--cache", "--cache-strategy", "metadata"], { cwd });
      expect(lints()).toBe(lintsBefore + 1);
      touch(minutes);
      msglint([arg, "--cache", "--cache-strategy", "metadata"], { cwd });
      expect(lints()).toBe(lintsBefore + 2);
    }
  });

  it("content: changed bytes of the same size under the same mtime are a miss; metadata: a hit", () => {
    const { cwd, lints } = counted({ "a.json": requests.clean });
    const path = join(cwd, "a.json");
    // A whole second, which every file system keeps exactly.
    const time = Math.floor(Date.now() / 1000) - 60;
    const write = (text: string) => {
      writeFileSync(path, text);
      utimesSync(path, time, time);
    };
    // One letter changed, the length kept, the time put back: only the bytes tell.
    const changed = requests.clean.replace('"Hello"', '"Jello"');
    expect(changed.length).toBe(requests.clean.length);
    write(requests.clean);
    msglint(["a.json", "--cache"], { cwd });
    write(changed);
    msglint(["a.json", "--cache"], { cwd });
    expect(lints()).toBe(2);
    msglint(["a.json", "--cache", "--cache-strategy", "metadata"], { cwd });
    expect(lints()).toBe(3);
    write(requests.clean);
    msglint(["a.json", "--cache", "--cache-strategy", "metadata"], { cwd });
    expect(lints()).toBe(3);
  });

  it("a changed config file, or one changed only in its text, lints everything again", () => {
    const { cwd, lints } = counted({ "a.json": requests.unknownTool, "b.json": requests.clean });
    msglint([".", "--cache"], { cwd });
    const config = JSON.parse(readFileSync(join(cwd, ".msglintrc.json"), "utf8")) as Record<string, unknown>;
    writeFileSync(join(cwd, ".msglintrc.json"), JSON.stringify({ ...config, rules: { "tool-use-unknown-tool": "error" } }));
    const run = msglint([".", "--cache", "--format", "json"], { cwd });
    expect(lints()).toBe(4);
    expect(json(run)[0]!.messages.map((m) => [m.ruleId, m.severity])).toEqual([["tool-use-unknown-tool", 2]]);
    writeFileSync(join(cwd, ".msglintrc.json"), JSON.stringify({ ...config, rules: { "tool-use-unknown-tool": "error" } }, null, 2));
    msglint([".", "--cache"], { cwd });
    expect(lints()).toBe(6);
  });

  it("a changed rule level on the command line, --quiet, or a changed dialect module lints again", () => {
    const { cwd, lints } = counted({ "a.json": requests.unknownTool });
    msglint(["a.json", "--cache"], { cwd });
    const off = msglint(["a.json", "--cache", "--rule", "tool-use-unknown-tool: off", "--format", "json"], { cwd });
    expect(lints()).toBe(2);
    expect(json(off)[0]!.messages).toEqual([]);
    msglint(["a.json", "--cache", "--rule", "tool-use-unknown-tool: off"], { cwd });
    expect(lints()).toBe(2);
    msglint(["a.json", "--cache", "--rule", "tool-use-unknown-tool: off", "--quiet"], { cwd });
    expect(lints()).toBe(3);
    writeFileSync(join(cwd, "counter.mjs"), readFileSync(join(cwd, "counter.mjs"), "utf8") + "// changed\n");
    msglint(["a.json", "--cache", "--rule", "tool-use-unknown-tool: off", "--quiet"], { cwd });
    expect(lints()).toBe(4);
  });

  it("a cache written by another msglint version, another Node or in an older format is dropped, and written again by this one", () => {
    const { cwd, lints } = counted({ "a.json": requests.clean });
    msglint(["a.json", "--cache"], { cwd });
    const path = join(cwd, ".msglintcache");
    const current = cacheOf(path);
    expect(current.version).toBe(2);
    expect(current.node).toBe(Number(process.versions.node.split(".")[0]));
    writeFileSync(path, JSON.stringify({ ...current, msglint: "0.0.0-older" }));
    const run = msglint(["a.json", "--cache"], { cwd });
    expect(run.stderr).toBe("");
    expect(lints()).toBe(2);
    expect(cacheOf(path).msglint).toBe(current.msglint);
    writeFileSync(path, JSON.stringify({ ...current, node: current.node - 1 }));
    msglint(["a.json", "--cache"], { cwd });
    expect(lints()).toBe(3);
    msglint(["a.json", "--cache"], { cwd });
    expect(lints()).toBe(3);
    // Format 1 (SHA-256 hashes) from this same version: read as stale, not as a foreign file.
    writeFileSync(path, JSON.stringify({ ...current, version: 1 }));
    const older = msglint(["a.json", "--cache"], { cwd });
    expect(older.stderr).toBe("");
    expect(lints()).toBe(4);
    expect(cacheOf(path).version).toBe(2);
  });

  it("a corrupt or foreign cache file is a one-line warning and a full run, never a crash", () => {
    const { cwd, lints } = counted({ "a.json": requests.missingResult });
    const expected = msglint(["a.json", "--format", "json"], { cwd });
    for (const content of ['{"version":1,"entr', '[{"filePath":"a.json"}]', '{"version":99,"entries":{}}', '{"version":2,"entries":{}}', "null"]) {
      writeFileSync(join(cwd, ".msglintcache"), content);
      const before = lints();
      const run = msglint(["a.json", "--cache", "--format", "json"], { cwd });
      expect(run.stderr).toMatch(
        /^msglint: ignoring the cache file .*\.msglintcache: it is not a msglint cache file \(format 2\); linting every file\.\n$/,
      );
      expect(run.code).toBe(1);
      expect(run.stdout).toBe(expected.stdout);
      expect(lints()).toBe(before + 1);
      expect(cacheOf(join(cwd, ".msglintcache")).version).toBe(2);
    }
  });

  it("--fix: a fixed file is not stored as it was; the next run lints its new text", () => {
    const { cwd, lints } = counted({ "a.json": requests.textBeforeResult });
    const plain = msglint(["a.json", "--cache", "--format", "json"], { cwd });
    expect(json(plain)[0]!.messages.map((m) => m.ruleId)).toEqual(["tool-result-not-first"]);
    const fix = msglint(["a.json", "--cache", "--fix", "--format", "json"], { cwd });
    expect(json(fix)[0]!.messages).toEqual([]);
    expect(readFileSync(join(cwd, "a.json"), "utf8")).not.toBe(requests.textBeforeResult);
    expect(cachedNames(join(cwd, ".msglintcache"))).toEqual([]);
    const lintsAfterFix = lints();
    const after = msglint(["a.json", "--cache", "--format", "json"], { cwd });
    expect(lints()).toBe(lintsAfterFix + 1);
    expect(json(after)[0]!.messages).toEqual([]);
    expect(after.code).toBe(0);
    // A file with nothing to fix is stored by a --fix run, and a --fix run reuses it.
    msglint(["a.json", "--cache", "--fix"], { cwd });
    expect(cachedNames(join(cwd, ".msglintcache"))).toEqual(["a.json"]);
    const count = lints();
    const again = msglint(["a.json", "--cache", "--fix"], { cwd });
    expect(lints()).toBe(count);
    expect(again.stderr).toBe("msglint: nothing to fix.\n");
  });

  it("--fix-dry-run never stores a result whose text it would change", () => {
    const { cwd, lints } = counted({ "a.json": requests.textBeforeResult });
    msglint(["a.json", "--cache", "--fix-dry-run"], { cwd });
    expect(cachedNames(join(cwd, ".msglintcache"))).toEqual([]);
    // Fixing lints a text more than once: the second run lints as much as the first.
    const first = lints();
    const run = msglint(["a.json", "--cache", "--fix-dry-run"], { cwd });
    expect(lints()).toBe(2 * first);
    expect(run.stderr).toMatch(/would fix 1 problem in 1 file/);
  });

  it("files that are gone are pruned from the cache; files not linted this run but present are kept", () => {
    const { cwd } = counted({ "a.json": requests.clean, "b.json": requests.clean, "sub/c.json": requests.clean });
    msglint([".", "--cache"], { cwd });
    expect(cachedNames(join(cwd, ".msglintcache"))).toEqual(["a.json", "b.json", "sub/c.json"]);
    rmSync(join(cwd, "b.json"));
    msglint(["sub", "--cache"], { cwd });
    expect(cachedNames(join(cwd, ".msglintcache"))).toEqual(["a.json", "sub/c.json"]);
  });

  it("--cache-location: a file, an existing folder, or a path ending in a separator (a folder, made)", () => {
    const { cwd, lints } = counted({ "a.json": requests.clean });
    msglint(["a.json", "--cache", "--cache-location", "my-cache.json"], { cwd });
    expect(cachedNames(join(cwd, "my-cache.json"))).toEqual(["a.json"]);
    expect(existsSync(join(cwd, ".msglintcache"))).toBe(false);
    msglint(["a.json", "--cache", "--cache-location", "my-cache.json"], { cwd });
    expect(lints()).toBe(1);

    const folder = mkdtempSync(join(tmpdir(), "msglint-cache-dir-"));
    msglint(["a.json", "--cache", "--cache-location", folder], { cwd });
    const inside = readdirSync(folder);
    expect(inside).toEqual([expect.stringMatching(/^\.msglintcache_[0-9a-f]{12}$/)]);
    expect(cachedNames(join(folder, inside[0]!))).toEqual(["a.json"]);

    msglint(["a.json", "--cache", "--cache-location", "caches/"], { cwd });
    expect(statSync(join(cwd, "caches")).isDirectory()).toBe(true);
    expect(readdirSync(join(cwd, "caches"))).toEqual(inside);
    // Without --cache, nothing is read or written.
    rmSync(join(cwd, "caches"), { recursive: true });
    msglint(["a.json", "--cache-location", "caches/"], { cwd });
    expect(existsSync(join(cwd, "caches"))).toBe(false);
  });

  it("a cache file that cannot be written is a warning; the report stands", () => {
    const { cwd } = counted({ "a.json": requests.missingResult });
    writeFileSync(join(cwd, "blocker"), "a file, not a folder");
    const run = msglint(["a.json", "--cache", "--cache-location", "blocker/sub/cache", "--format", "json"], { cwd });
    expect(run.stderr).toMatch(/^msglint: cannot write the cache file .*blocker\/sub\/cache \(.*\)\.\n$/);
    expect(run.code).toBe(1);
    expect(json(run)[0]!.errorCount).toBe(1);
  });
});

describe("--cache output is the output without it", () => {
  // The repository's fixtures: every rule, JSON Lines streamed, transcripts, HAR captures, parse errors, skipped files.
  const cacheDir = mkdtempSync(join(tmpdir(), "msglint-cache-golden-"));
  const location = join(cacheDir, "cache.json");
  const args = ["fixtures", "--concurrency", "off"];
  it("first run (all misses) and second (all hits), in every format that shows findings", () => {
    const plain = msglint([...args, "--format", "json"]);
    const first = msglint([...args, "--format", "json", "--cache", "--cache-location", location, "--debug"]);
    expect(reused(first.stderr)).toBe("0");
    expect(first.stdout).toBe(plain.stdout);
    expect(first.code).toBe(plain.code);
    const entries = Object.keys(cacheOf(location).entries).length;
    expect(entries).toBeGreaterThan(1000);
    for (const format of ["json", "stylish", "compact", "sarif"]) {
      const without = msglint([...args, "--format", format]);
      const withCache = msglint([...args, "--format", format, "--cache", "--cache-location", location, "--debug"]);
      expect(withCache.stdout, format).toBe(without.stdout);
      expect(withCache.code, format).toBe(without.code);
      expect(Number(reused(withCache.stderr))).toBe(entries);
    }
  }, 120_000);
});
