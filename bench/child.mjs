/**
 * One measurement, in a fresh process: `node --expose-gc bench/child.mjs <task> '<json args>'` (or `@FILE` of them);
 * `CORE_URL` names another core build to measure (a worktree's `file://…/packages/core/dist/index.js`). Prints one
 * line of JSON. `run.mjs` starts these; they can be run by hand to look at one figure.
 *
 * Tasks:
 *   core   {paths, passes, minPassBytes}  lint vs JSON.parse, in memory and with the read, on the same texts
 *   guard  {groups: {name: paths}}        per request: JSON.parse, assertValid(parsed), withMsglint(fetch)
 *   eslint {mode, cwd, files}             ESLint + @eslint/json with no rules (`baseline`), one rule that does nothing
 *                                         (`oneRule`), the plugin's preset (`plugin`, JSON in its own language), or
 *                                         the preset on @eslint/json's language (`pluginOnJsonLanguage`)
 *   import {url}                          the time to import one module (a package's entry)
 */
import { Buffer } from "node:buffer";
import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import { median, cpuMs } from "./stats.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const CORE = process.env.CORE_URL ?? pathToFileURL(join(ROOT, "packages/core/dist/index.js")).href;
const gc = globalThis.gc ?? (() => {});

/** Keeps results alive so no engine can skip the work. */
let sink = 0;
const keep = (value) => {
  sink = (sink + (value == null ? 0 : typeof value === "object" ? 1 : 2)) | 0;
};

/** The floor's parse: one JSON.parse per document (per line for JSON Lines). */
function parseText(text, path) {
  if (!/\.(jsonl|ndjson)$/i.test(path)) return keep(JSON.parse(text));
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    if (end > start) keep(JSON.parse(text.slice(start, end)));
    start = end + 1;
  }
}

async function core({ paths, passes = 3, minPassBytes = 20e6 }) {
  const { lint } = await import(CORE);
  const bytes = paths.reduce((sum, path) => sum + statSync(path).size, 0);
  // Small inputs repeat within a pass, so a pass lasts long enough to time.
  const reps = Math.max(1, Math.ceil(minPassBytes / bytes));
  const texts = paths.map((path) => readFileSync(path).toString());
  let findings = 0;
  let errors = 0;
  const variants = {
    readParse() {
      for (let r = 0; r < reps; r++) for (const path of paths) parseText(readFileSync(path).toString(), path);
    },
    readLint() {
      for (let r = 0; r < reps; r++) for (const path of paths) keep(lint(readFileSync(path).toString(), { filePath: path }));
    },
    parse() {
      for (let r = 0; r < reps; r++) for (let i = 0; i < texts.length; i++) parseText(texts[i], paths[i]);
    },
    lint() {
      findings = 0;
      errors = 0;
      for (let r = 0; r < reps; r++) {
        for (let i = 0; i < texts.length; i++) {
          const found = lint(texts[i], { filePath: paths[i] });
          if (r === 0) {
            findings += found.length;
            errors += found.filter((d) => d.severity === "error").length;
          }
        }
      }
    },
  };
  // JSON Lines and other multi-document texts: how many documents the texts hold and how many have findings.
  const names = Object.keys(variants);
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  const cpuSamples = Object.fromEntries(names.map((name) => [name, []]));
  const timed = (name) => {
    const cpu = cpuMs();
    const started = performance.now();
    variants[name]();
    return { ms: (performance.now() - started) / reps, cpu: (cpuMs() - cpu) / reps };
  };
  // One untimed pass warms up every path (JIT, page cache, lazily built validators).
  for (const name of names) variants[name]();
  // No forced GC between timed passes: one frees every parsed object, the maps the JIT's code checks for die with
  // them, and V8 throws that code away ("weak objects" in --trace-deopt), so the next pass would time re-optimizing.
  for (let pass = 0; pass < passes; pass++) {
    // The order rotates, so no variant always runs right after another's garbage.
    for (let k = 0; k < names.length; k++) {
      const name = names[(k + pass) % names.length];
      const { ms, cpu } = timed(name);
      samples[name].push(ms);
      cpuSamples[name].push(cpu);
    }
  }
  // The cost of that, shown apart: lint and JSON.parse, each right after a forced full GC.
  const afterGc = { lint: [], parse: [] };
  for (let pass = 0; pass < passes; pass++) {
    for (const name of pass % 2 ? ["parse", "lint"] : ["lint", "parse"]) {
      gc();
      afterGc[name].push(timed(name).ms);
    }
  }
  return { bytes, reps, samples, cpuSamples, afterGc, findings, errors, sink };
}

async function guard({ groups, minMs = 200 }) {
  const { assertValid, withMsglint } = await import(CORE);
  const url = "https://api.anthropic.com/v1/messages";
  const headers = { "content-type": "application/json", "anthropic-version": "2023-06-01", "x-api-key": "sk-ant-bench" };
  const bare = async () => null;
  const wrapped = withMsglint(bare);
  /** Microseconds per call: the bodies in turn, until `minMs` have passed. */
  const perCall = async (fn, count) => {
    let calls = 0;
    const cpu = cpuMs();
    const started = performance.now();
    let now = started;
    while (now - started < minMs || calls < count) {
      await fn(calls % count);
      calls++;
      if (calls % count === 0) now = performance.now();
    }
    return { wall: ((performance.now() - started) * 1000) / calls, cpu: ((cpuMs() - cpu) * 1000) / calls };
  };
  const out = {};
  for (const [name, paths] of Object.entries(groups)) {
    const bodies = paths.map((path) => readFileSync(path).toString());
    const parsed = bodies.map((body) => JSON.parse(body));
    const inits = bodies.map((body) => ({ method: "POST", headers, body }));
    const bytes = bodies.reduce((sum, body) => sum + Buffer.byteLength(body), 0) / bodies.length;
    const variants = {
      parse: async (i) => keep(JSON.parse(bodies[i])),
      assertValid: async (i) => keep(assertValid(parsed[i])),
      bareFetch: (i) => bare(url, inits[i]),
      wrappedFetch: (i) => wrapped(url, inits[i]),
    };
    const samples = Object.fromEntries(Object.keys(variants).map((v) => [v, []]));
    const cpuSamples = Object.fromEntries(Object.keys(variants).map((v) => [v, []]));
    for (const fn of Object.values(variants)) await perCall(fn, bodies.length); // warm-up
    for (let round = 0; round < 3; round++) {
      for (const [v, fn] of Object.entries(variants)) {
        gc();
        const { wall, cpu } = await perCall(fn, bodies.length);
        samples[v].push(wall);
        cpuSamples[v].push(cpu);
      }
    }
    const medians = (all) => Object.fromEntries(Object.entries(all).map(([v, s]) => [v, median(s)]));
    out[name] = { bytes, bodies: bodies.length, samples: medians(samples), cpuSamples: medians(cpuSamples) };
  }
  return out;
}

async function eslint({ mode, cwd, files }) {
  const require = createRequire(join(ROOT, "packages/eslint-plugin/package.json"));
  const { ESLint } = await import(pathToFileURL(require.resolve("eslint")).href);
  const json = (await import(pathToFileURL(require.resolve("@eslint/json")).href)).default;
  let overrideConfig;
  if (mode === "plugin" || mode === "pluginOnJsonLanguage") {
    const plugin = (await import(pathToFileURL(join(ROOT, "packages/eslint-plugin/dist/index.js")).href)).default;
    overrideConfig = plugin.configs.recommended;
    // The same rules on @eslint/json's language, as a user who also runs @eslint/json's rules on the files lints them.
    if (mode === "pluginOnJsonLanguage") overrideConfig = [...overrideConfig, { files: ["**/*.json"], plugins: { json }, language: "json/json" }];
  } else if (mode === "oneRule") {
    // The least a plugin's rules can cost: one rule that does nothing (see run.mjs).
    const nothing = { meta: { type: "problem", schema: false, languages: ["json/json"] }, create: () => ({ Document() {} }) };
    const plugin = { rules: { nothing } };
    overrideConfig = [{ files: ["**/*.json"], plugins: { json, bench: plugin }, language: "json/json", rules: { "bench/nothing": "error" } }];
  } else {
    overrideConfig = [{ files: ["**/*.json"], plugins: { json }, language: "json/json" }];
  }
  const bytes = files.reduce((sum, file) => sum + statSync(join(cwd, file)).size, 0);
  // The floor in the same process: read and parse the same files.
  const floorStarted = performance.now();
  for (const file of files) keep(JSON.parse(readFileSync(join(cwd, file)).toString()));
  const floorMs = performance.now() - floorStarted;
  const linter = new ESLint({ cwd, overrideConfigFile: true, overrideConfig, cache: false });
  gc();
  const cpu = cpuMs();
  const started = performance.now();
  const results = await linter.lintFiles(files);
  const ms = performance.now() - started;
  const cpuUsed = cpuMs() - cpu;
  const messages = results.reduce((sum, r) => sum + r.messages.length, 0);
  const fatal = results.reduce((sum, r) => sum + r.messages.filter((m) => m.fatal).length, 0);
  const filesWithFindings = results.filter((r) => r.messages.length > 0).length;
  const firstMessage = results.flatMap((r) => r.messages)[0]?.message;
  return { bytes, ms, cpuMs: cpuUsed, floorMs, files: results.length, messages, fatal, filesWithFindings, firstMessage };
}

/** The time to import one module in this fresh process; the ESM loader is already up (this file is a module). */
async function importTime({ url }) {
  const cpu = cpuMs();
  const started = performance.now();
  const module = await import(url);
  keep(module);
  return { ms: performance.now() - started, cpuMs: cpuMs() - cpu };
}

const tasks = { core, guard, eslint, import: importTime };
const [task, args] = process.argv.slice(2);
if (!tasks[task]) {
  process.stderr.write(`usage: node --expose-gc bench/child.mjs <${Object.keys(tasks).join("|")}> '<json>'\n`);
  process.exit(2);
}
// `@FILE`: the arguments are in a file (a list of 2,000 absolute paths is over Linux's 128 KB for one argument).
const result = await tasks[task](JSON.parse(args?.startsWith("@") ? readFileSync(args.slice(1), "utf8") : (args ?? "{}")));
result.maxRssMB = process.resourceUsage().maxRSS / 1024;
process.stdout.write(JSON.stringify(result) + "\n");
