/**
 * The compile cache (src/compile-cache.ts): scripts run the same with cached data, without, and with data that is bad.
 * Each load runs in a fresh process of the built module: within one process V8 reuses what it compiled, cache or not.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { msglint, project, ROOT } from "./helpers.js";

const LAUNCH = pathToFileURL(join(ROOT, "packages/cli/dist/launch.js")).href;
/** A request with one finding (`text-block-empty`). */
const EMPTY_TEXT_REQUEST = JSON.stringify({
  model: "claude-sonnet-4-5",
  max_tokens: 10,
  messages: [{ role: "user", content: [{ type: "text", text: "" }] }],
});

/** A CommonJS build of two scripts that require each other, a Node module, and `import()` through `__import`. */
function build(): string {
  const dir = mkdtempSync(join(tmpdir(), "msglint-scripts-"));
  writeFileSync(
    join(dir, "entry.cjs"),
    [
      'exports.early = "set before ./part.cjs runs";',
      'const part = require("./part.cjs");',
      'const { basename } = require("node:path");',
      "exports.sum = part.add(2, 3);",
      "exports.partSawEarly = part.sawEarly;",
      "exports.file = basename(__filename);",
      'exports.imported = __import("node:os").then((os) => typeof os.tmpdir);',
    ].join("\n"),
  );
  writeFileSync(
    join(dir, "part.cjs"),
    ['const entry = require("./entry.cjs");', "exports.sawEarly = entry.early;", "exports.add = (a, b) => a + b;"].join("\n"),
  );
  return dir;
}

const cacheFiles = (cacheDir: string) => {
  const [versionDir] = readdirSync(cacheDir);
  return versionDir === undefined ? [] : readdirSync(join(cacheDir, versionDir)).map((name) => join(cacheDir, versionDir, name));
};

interface Loaded {
  result: Record<string, unknown>;
  loaded: { file: string; cache: string; linted: boolean }[];
}

/** Loads the build in a fresh process; `save` writes the cache after, as a run that linted files when `linted`. */
function runBuild(dir: string, cacheDir: string | undefined, { save = false, linted = false } = {}): Loaded {
  const script = `
    const { requireWithCompileCache } = await import(${JSON.stringify(LAUNCH)});
    const options = { cacheDir: ${JSON.stringify(cacheDir)}, version: "1.2.3", importModule: (specifier) => import(specifier) };
    const compiled = requireWithCompileCache(${JSON.stringify(join(dir, "entry.cjs"))}, options);
    const { sum, partSawEarly, file, imported } = compiled.exports;
    ${save ? `compiled.saveCache(${linted});` : ""}
    console.log(JSON.stringify({ result: { sum, partSawEarly, file, imported: await imported }, loaded: compiled.loaded }));`;
  const child = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout) as Loaded;
}

const EXPECTED = { sum: 5, partSawEarly: "set before ./part.cjs runs", file: "entry.cjs", imported: "function" };

describe("requireWithCompileCache", () => {
  it("runs a CommonJS build: relative requires once each (a cycle sees the partial exports), Node's modules, __import", () => {
    const { result, loaded } = runBuild(build(), undefined);
    expect(result).toEqual(EXPECTED);
    expect(loaded.map((script) => [script.file.split(/[\\/]/).pop(), script.cache])).toEqual([
      ["entry.cjs", "off"],
      ["part.cjs", "off"],
    ]);
  });

  it("writes each script's data when asked, in a folder of this Node and architecture, and compiles from it next time", () => {
    const dir = build();
    const cacheDir = mkdtempSync(join(tmpdir(), "msglint-cache-"));
    expect(runBuild(dir, cacheDir).loaded.map((script) => script.cache)).toEqual(["missing", "missing"]);
    expect(existsSync(cacheDir) && cacheFiles(cacheDir)).toEqual([]);
    expect(runBuild(dir, cacheDir, { save: true }).loaded.map((script) => script.cache)).toEqual(["missing", "missing"]);
    expect(readdirSync(cacheDir)).toEqual([`${process.version}-${process.arch}`]);
    const names = cacheFiles(cacheDir).map((file) => file.split(/[\\/]/).pop());
    expect(names.sort()).toEqual([
      expect.stringMatching(/^entry\.cjs-1\.2\.3-\d+-\d+\.bin$/),
      expect.stringMatching(/^part\.cjs-1\.2\.3-\d+-\d+\.bin$/),
    ]);
    const second = runBuild(dir, cacheDir);
    expect(second.result).toEqual(EXPECTED);
    expect(second.loaded.map((script) => script.cache)).toEqual(["accepted", "accepted"]);
  });

  it("parses a script whose data is corrupt, with the same result, and replaces the data", () => {
    const dir = build();
    const cacheDir = mkdtempSync(join(tmpdir(), "msglint-cache-"));
    runBuild(dir, cacheDir, { save: true });
    for (const file of cacheFiles(cacheDir)) writeFileSync(file, Buffer.from("not V8's code cache"));
    const corrupt = runBuild(dir, cacheDir);
    expect(corrupt.result).toEqual(EXPECTED);
    expect(corrupt.loaded.map((script) => script.cache)).toEqual(["rejected", "rejected"]);
    runBuild(dir, cacheDir, { save: true });
    expect(runBuild(dir, cacheDir).loaded.map((script) => script.cache)).toEqual(["accepted", "accepted"]);
  });

  it("gives a changed script data of its own", () => {
    const dir = build();
    const cacheDir = mkdtempSync(join(tmpdir(), "msglint-cache-"));
    runBuild(dir, cacheDir, { save: true });
    writeFileSync(join(dir, "part.cjs"), `${readFileSync(join(dir, "part.cjs"), "utf8")}\nexports.add = (a, b) => a * b;`);
    const changed = runBuild(dir, cacheDir);
    expect(changed.result.sum).toBe(6);
    expect(changed.loaded.map((script) => script.cache)).toEqual(["accepted", "missing"]);
  });

  it("keeps a script's newest four entries: rebuilds do not fill the folder", () => {
    const dir = build();
    const cacheDir = mkdtempSync(join(tmpdir(), "msglint-cache-"));
    const names = () => cacheFiles(cacheDir).map((file) => file.split(/[\\/]/).pop()!);
    for (let build = 1; build <= 6; build++) {
      // A rebuild: another size, so an entry of its own.
      writeFileSync(join(dir, "part.cjs"), `${readFileSync(join(dir, "part.cjs"), "utf8")}\n// build ${build}`);
      runBuild(dir, cacheDir, { save: true });
    }
    const parts = names().filter((name) => name.startsWith("part.cjs-"));
    expect(parts).toHaveLength(4);
    const newest = `part.cjs-1.2.3-${statSync(join(dir, "part.cjs")).size}-`;
    expect(parts.some((name) => name.startsWith(newest))).toBe(true);
    // The other script's entry stays, and is used.
    expect(names().filter((name) => name.startsWith("entry.cjs-"))).toHaveLength(1);
    expect(runBuild(dir, cacheDir).loaded.map((script) => script.cache)).toEqual(["accepted", "accepted"]);
  });

  it("prefers and keeps the data of a run that linted: a first run that did not lint does not decide for good", () => {
    const dir = build();
    const cacheDir = mkdtempSync(join(tmpdir(), "msglint-cache-"));
    const names = () =>
      cacheFiles(cacheDir)
        .map((file) => file.split(/[\\/]/).pop()!)
        .sort();
    const kinds = (loaded: Loaded) => loaded.loaded.map((script) => `${script.cache}${script.linted ? " linted" : ""}`);
    runBuild(dir, cacheDir, { save: true });
    expect(names()).toEqual([expect.stringMatching(/^entry\.cjs-.*\d\.bin$/), expect.stringMatching(/^part\.cjs-.*\d\.bin$/)]);
    // Plain data accepted: a run that does not lint leaves it; one that lints replaces it with its own kind.
    runBuild(dir, cacheDir, { save: true });
    expect(names()).toEqual([expect.stringMatching(/^entry\.cjs-.*\d\.bin$/), expect.stringMatching(/^part\.cjs-.*\d\.bin$/)]);
    expect(kinds(runBuild(dir, cacheDir, { save: true, linted: true }))).toEqual(["accepted", "accepted"]);
    expect(names()).toEqual([expect.stringMatching(/^entry\.cjs-.*\.linted\.bin$/), expect.stringMatching(/^part\.cjs-.*\.linted\.bin$/)]);
    const written = cacheFiles(cacheDir).map((file) => statSync(file).mtimeMs);
    // Linted data is used, and kept by any run.
    expect(kinds(runBuild(dir, cacheDir, { save: true }))).toEqual(["accepted linted", "accepted linted"]);
    expect(kinds(runBuild(dir, cacheDir, { save: true, linted: true }))).toEqual(["accepted linted", "accepted linted"]);
    expect(cacheFiles(cacheDir).map((file) => statSync(file).mtimeMs)).toEqual(written);
    expect(runBuild(dir, cacheDir).result).toEqual(EXPECTED);
  });

  it("replaces linted data that V8 rejects", () => {
    const dir = build();
    const cacheDir = mkdtempSync(join(tmpdir(), "msglint-cache-"));
    runBuild(dir, cacheDir, { save: true, linted: true });
    for (const file of cacheFiles(cacheDir)) writeFileSync(file, Buffer.from("not V8's code cache"));
    const corrupt = runBuild(dir, cacheDir, { save: true });
    expect(corrupt.result).toEqual(EXPECTED);
    expect(corrupt.loaded.map((script) => script.cache)).toEqual(["rejected", "rejected"]);
    // The rejected linted data is gone, plain data in its place, used next time.
    expect(cacheFiles(cacheDir).every((file) => !file.endsWith(".linted.bin"))).toBe(true);
    expect(runBuild(dir, cacheDir).loaded.map((script) => script.cache)).toEqual(["accepted", "accepted"]);
  });

  it("runs the same when the cache cannot be written, and leaves no temporary file", () => {
    const dir = build();
    const parent = mkdtempSync(join(tmpdir(), "msglint-cache-"));
    const cacheDir = join(parent, "a-file");
    writeFileSync(cacheDir, "where the cache folder would be");
    expect(runBuild(dir, cacheDir, { save: true }).result).toEqual(EXPECTED);
    expect(readdirSync(parent)).toEqual(["a-file"]);
  });
});

describe("the CLI through the compile cache", () => {
  it("writes plain data after `--version`, and the linter's after a run that lints, which later runs keep", () => {
    const dir = project({
      "request.json": JSON.stringify({ model: "claude-sonnet-4-5", max_tokens: 10, messages: [{ role: "user", content: "hi" }] }),
    });
    const cacheDir = join(dir, "compile-cache");
    const env = { NODE_COMPILE_CACHE: cacheDir };
    const bin = () => cacheFiles(cacheDir).filter((file) => /[\\/]bin\.cjs-/.test(file));
    expect(msglint(["--version"], { cwd: dir, env }).code).toBe(0);
    expect(bin()).toEqual([expect.stringMatching(/\d\.bin$/)]);
    expect(msglint(["--no-config-lookup", "request.json"], { cwd: dir, env }).code).toBe(0);
    expect(bin()).toEqual([expect.stringMatching(/\.linted\.bin$/)]);
    const [linted] = bin();
    const written = statSync(linted!).mtimeMs;
    expect(msglint(["--version"], { cwd: dir, env }).code).toBe(0);
    expect(msglint(["--no-config-lookup", "request.json"], { cwd: dir, env }).code).toBe(0);
    expect(bin()).toEqual([linted]);
    expect(statSync(linted!).mtimeMs).toBe(written);
  });

  it("a lint worker compiles from the data the CLI wrote: the CLI's own script, which holds the worker", () => {
    const dir = project({
      "request.json": JSON.stringify({ model: "claude-sonnet-4-5", max_tokens: 10, messages: [{ role: "user", content: "hi" }] }),
    });
    const cacheDir = join(dir, "compile-cache");
    const env = { NODE_COMPILE_CACHE: cacheDir, MSGLINT_DEBUG: "1" };
    const thisThread = (stderr: string) => /^msglint: compile cache, this thread: (.*)$/m.exec(stderr)?.[1];
    expect(thisThread(msglint(["--no-config-lookup", "request.json"], { cwd: dir, env }).stderr)).toMatch(/^bin\.cjs missing/);
    expect(thisThread(msglint(["--no-config-lookup", "request.json"], { cwd: dir, env }).stderr)).toMatch(/^bin\.cjs accepted linted/);
    // Given an empty request, a worker answers once it has started.
    const child = runPoolWorker([], env);
    expect(child.status, child.stderr).toBe(0);
    // The CLI's own script, core and the worker in it, as the CLI left it.
    expect(/^msglint: compile cache, a worker: (.*)$/m.exec(child.stderr)?.[1]).toMatch(/^bin\.cjs accepted linted/);
  });

  // The path Node 22.1 and later take (src/launch.ts), which CI's Node 20 takes only with the cache turned off.
  it("with Node's compile cache off, a lint worker runs the ES module build and lints what it is given", () => {
    const dir = project({ "request.json": EMPTY_TEXT_REQUEST });
    const child = runPoolWorker([{ path: join(dir, "request.json"), displayPath: "request.json", options: 0 }], {
      NODE_DISABLE_COMPILE_CACHE: "1",
      MSGLINT_DEBUG: "1",
    });
    expect(child.status, child.stderr).toBe(0);
    // Not the CommonJS script's path, which prints how it was compiled.
    expect(child.stderr).not.toContain("compile cache");
    const [found] = JSON.parse(child.stdout) as { filePath: string; messages: { ruleId: string }[] }[];
    expect(found!.filePath).toBe("request.json");
    expect(found!.messages.map((message) => message.ruleId)).toContain("text-block-empty");
  });

  it("gives the same output and exit code with a cache written, read, and turned off", () => {
    const dir = project({ "request.json": EMPTY_TEXT_REQUEST });
    const cacheDir = join(dir, "compile-cache");
    const args = ["--format", "json", "--no-config-lookup", "request.json"];
    const first = msglint(args, { cwd: dir, env: { NODE_COMPILE_CACHE: cacheDir } });
    expect(first.code).toBe(1);
    expect(first.stderr).toBe("");
    expect(JSON.parse(first.stdout)[0].messages.length).toBeGreaterThan(0);
    const written = cacheFiles(cacheDir);
    expect(written.length).toBeGreaterThan(0);
    const sizes = written.map((file) => statSync(file).size);
    const second = msglint(args, { cwd: dir, env: { NODE_COMPILE_CACHE: cacheDir } });
    expect(second).toEqual(first);
    // Data V8 accepted is not written again.
    expect(cacheFiles(cacheDir).map((file) => statSync(file).size)).toEqual(sizes);
    expect(cacheFiles(cacheDir).some((file) => /[\\/]bin\.cjs-.*\.linted\.bin$/.test(file))).toBe(true);
    const offDir = join(dir, "off");
    const off = msglint(args, { cwd: dir, env: { NODE_COMPILE_CACHE: offDir, NODE_DISABLE_COMPILE_CACHE: "1" } });
    expect(off).toEqual(first);
    expect(existsSync(offDir)).toBe(false);
  });
});

/**
 * A lint worker started as the pool starts one (`dist/worker-launch.cjs`), in a process of its own, given a request
 * with these tasks: it writes each batch's results to stdout as JSON and ends when the worker says it is idle.
 */
function runPoolWorker(tasks: { path: string; displayPath: string; options: number }[], env: Record<string, string>) {
  const request = `{ id: 0, tasks: ${JSON.stringify(tasks)}, optionsTable: [{}], fileOptions: {}, next: new SharedArrayBuffer(4), batchSize: 1, progress: new SharedArrayBuffer(8) }`;
  const script = `
    const { Worker } = require("node:worker_threads");
    const worker = new Worker(${JSON.stringify(join(ROOT, "packages/cli/dist/worker-launch.cjs"))});
    worker.on("message", (reply) => {
      if (reply.results) process.stdout.write(JSON.stringify(reply.results));
      else if (reply.idle) void worker.terminate();
      else throw new Error(JSON.stringify(reply));
    });
    worker.postMessage(${request});`;
  return spawnSync(process.execPath, ["-e", script], { encoding: "utf8", env: { ...process.env, ...env } });
}
