#!/usr/bin/env node
/**
 * msglint's benchmark (issue 8): every figure against the floor, `readFileSync(f).toString()` + `JSON.parse` of
 * the same input, measured in the same run. Prints a markdown table; progress goes to stderr.
 *
 *   pnpm bench                 the full run (about 9 minutes on 2 idle cores, over 25 when other work keeps
 *                              them busy; plus 1 to 2 minutes to generate the corpus the first time)
 *   pnpm bench --quick         a subset on smaller inputs (about 3 minutes)
 *   --runs N                   fresh processes (or rounds) per figure (default 5; --quick 3)
 *   --core-runs N              fresh processes per core lint figure, each with 3 timed passes (default 3)
 *   --max-wait S               before each figure, wait up to S seconds for other load to go (default 30,
 *                              at most 180 in all; --quick 0)
 *   --json FILE                also write the raw numbers
 *
 * Needs a build (`pnpm build`). Not part of the test run.
 */
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { dirname, join, relative } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import { measureDoubling } from "./doubling.mjs";
import { CORPUS_DIR, ensure, GENERATOR_VERSION, ITEMS, material, QUICK_ITEMS, request, rngFrom } from "./generate.mjs";
import { ensureDialects } from "./generate-dialects.mjs";
import { median as medianOf, parallelEfficiency } from "./stats.mjs";
import { readOption } from "./args.mjs";
import { corpusFiles } from "./corpus-files.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, "..");
const CHILD = join(HERE, "child.mjs");
const FLOOR = join(HERE, "floor.mjs");
const CLI = join(ROOT, "packages/cli/bin/msglint.js");
const NODE = process.execPath;

const argv = process.argv.slice(2);
const QUICK = argv.includes("--quick");
const option = (name) => readOption(argv, name);
const RUNS = Number(option("--runs") ?? (QUICK ? 3 : 5));
const PASSES = QUICK ? 2 : 3;
/** In-process core figures: fewer processes, each with several timed passes (the full 2,000 files take seconds a pass). */
const CORE_RUNS = Number(option("--core-runs") ?? 3);
const log = (line) => process.stderr.write(`${line}\n`);

// ---------------------------------------------------------------------------------------------------------
// Helpers.

/** The median of the finite values, NaN for none: a sample's CPU time and RSS are NaN without `/usr/bin/time`, and drop out. */
const median = (values) => medianOf(values.filter((v) => Number.isFinite(v)));
const MB = 1e6;
const fmt = {
  ms: (v) => (v >= 100 ? `${v.toFixed(0)} ms` : v >= 10 ? `${v.toFixed(1)} ms` : `${v.toFixed(2)} ms`),
  us: (v) => (v >= 1000 ? `${(v / 1000).toFixed(2)} ms` : `${v.toFixed(v >= 100 ? 0 : 1)} µs`),
  mb: (bytes) =>
    bytes >= 10 * MB ? `${(bytes / MB).toFixed(0)} MB` : bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${(bytes / 1e3).toFixed(0)} KB`,
  rate: (bytes, ms) => `${(bytes / MB / (ms / 1000)).toFixed(0)}`,
  x: (v) => (Number.isFinite(v) ? `${v.toFixed(2)}×` : "—"),
  rss: (mb) => `${mb.toFixed(0)} MB`,
};

/**
 * Other work in the same checkout may be rebuilding a package's dist/ while the bench runs: a run that finds a
 * module missing waits for the build to finish and runs again.
 */
const MISSING_MODULE = /ERR_MODULE_NOT_FOUND|Cannot find module/;
const CRASH = /Error \[ERR_|^\w*Error: |FATAL ERROR|internal error|out of memory/m;
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

let childArgs = 0;
function child(task, args) {
  // Through a file: one command-line argument holds at most 128 KB on Linux, less than 2,000 absolute paths.
  const argsFile = join(scratch, `child-${childArgs++}.json`);
  writeFileSync(argsFile, JSON.stringify(args));
  for (let attempt = 0; ; attempt++) {
    const out = spawnSync(NODE, ["--expose-gc", CHILD, task, `@${argsFile}`], { encoding: "utf8", maxBuffer: 64 * MB, cwd: ROOT });
    if (out.error) throw new Error(`child ${task} could not run: ${out.error.message}`);
    if (out.status === 0) return JSON.parse(out.stdout.trim().split("\n").pop());
    if (attempt < 5 && MISSING_MODULE.test(out.stderr)) {
      log(`  (a module was missing, a build is probably running: retrying in 10 s)`);
      sleep(10_000);
      continue;
    }
    throw new Error(`child ${task} failed (${out.status}): ${out.stderr.slice(-2000)}`);
  }
}

const TIME = existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined;
const scratch = mkdtempSync(join(tmpdir(), "msglint-bench-"));

/** Runs a process to its end: wall time measured here, peak RSS by `/usr/bin/time` when there is one. */
function proc(args, { cwd = ROOT, env = process.env, retries = 5, allowFailure = false } = {}) {
  const rssFile = join(scratch, "rss");
  const command = TIME ? TIME : NODE;
  const full = TIME ? ["-f", "%M %U %S", "-o", rssFile, NODE, ...args] : args;
  const started = performance.now();
  const out = spawnSync(command, full, { cwd, env, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8", maxBuffer: 64 * MB });
  const ms = performance.now() - started;
  if (MISSING_MODULE.test(out.stderr) && retries > 0) {
    log(`  (a module was missing, a build is probably running: retrying in 10 s)`);
    sleep(10_000);
    return proc(args, { cwd, env, retries: retries - 1 });
  }
  // Exit code 1 is "findings" for the CLI, and a crash for node: stderr tells them apart.
  const crashed = (out.status !== 0 && out.status !== 1) || CRASH.test(out.stderr);
  if (crashed && !allowFailure) throw new Error(`${args.join(" ").slice(0, 200)} exited with ${out.status}: ${out.stderr.slice(-2000)}`);
  const [rssKB, user, system] = TIME ? readFileSync(rssFile, "utf8").trim().split("\n").pop().split(" ").map(Number) : [NaN, NaN, NaN];
  return { ms, rssMB: rssKB / 1024, cpuMs: (user + system) * 1000, status: out.status, crashed, stderr: out.stderr };
}

/** V8's old space for the line contract's bounded-memory check: under the steady state's peak, over its live heap. */
const CAPPED_OLD_SPACE_MB = 48;

/**
 * `cat inputs… | node args… | wc -l`: wall time of the pipeline, peak RSS and CPU of the node process. Checks that
 * the consumer got `expectedLines` lines (the line contract's one result per input line).
 */
function pipeProc(inputs, args, expectedLines) {
  const rssFile = join(scratch, "rss");
  const countFile = join(scratch, "count");
  const q = (text) => `'${String(text).replace(/'/g, "'\\''")}'`;
  const node = TIME ? `${q(TIME)} -f '%M %U %S' -o ${q(rssFile)} ${q(NODE)}` : q(NODE);
  const script = `cat ${inputs.map(q).join(" ")} | ${node} ${args.map(q).join(" ")} | wc -l > ${q(countFile)}`;
  const started = performance.now();
  const out = spawnSync("sh", ["-c", script], { cwd: ROOT, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
  const ms = performance.now() - started;
  if (CRASH.test(out.stderr) || out.status !== 0) throw new Error(`${script.slice(0, 300)} failed (${out.status}): ${out.stderr.slice(-2000)}`);
  const count = Number(readFileSync(countFile, "utf8").trim());
  if (count !== expectedLines) throw new Error(`${args.join(" ").slice(0, 200)}: ${count} result lines for ${expectedLines} input lines`);
  const [rssKB, user, system] = TIME ? readFileSync(rssFile, "utf8").trim().split("\n").pop().split(" ").map(Number) : [NaN, NaN, NaN];
  return { ms, rssMB: rssKB / 1024, cpuMs: (user + system) * 1000 };
}

/**
 * What a log of requests holds: request bodies of 1 to 8 KB (1% with a broken exchange), requests cut off
 * mid-line, lines of text that are not JSON, and empty lines. Returns what it wrote, for the table.
 */
function writeLineContractInput(path, lines, seed) {
  const rng = rngFrom(seed);
  const stuff = material(seed);
  const tally = { requests: 0, truncated: 0, garbage: 0, empty: 0 };
  const out = [];
  for (let i = 0; i < lines; i++) {
    const roll = rng();
    if (roll < 0.01) {
      tally.empty++;
      out.push("");
    } else if (roll < 0.05) {
      tally.garbage++;
      out.push(`2026-01-0${rng.int(1, 9)}T12:00:00Z ERROR upstream timeout after ${rng.int(1, 99)} s`);
    } else {
      const body = JSON.stringify(request(rng, stuff, { bytes: rng.int(1_000, 8_000), broken: rng.chance(0.01), images: false }));
      if (roll < 0.1) {
        tally.truncated++;
        out.push(body.slice(0, rng.int(10, body.length - 1)));
      } else {
        tally.requests++;
        out.push(body);
      }
    }
  }
  writeFileSync(path, out.join("\n") + "\n");
  return `${tally.requests} requests (1% broken), ${tally.truncated} cut off, ${tally.garbage} not JSON, ${tally.empty} empty`;
}

/** Paired samples: `rounds` rounds, each running every command once, in a rotating order. */
function rounds(count, commands) {
  const samples = Object.fromEntries(Object.keys(commands).map((k) => [k, []]));
  const names = Object.keys(commands);
  for (let r = 0; r < count; r++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(k + r) % names.length];
      samples[name].push(commands[name]());
    }
  }
  return samples;
}

const sizeOf = (paths) => paths.reduce((sum, p) => sum + statSync(p).size, 0);

/** CPU busy share of the whole machine over `ms` (Linux; undefined elsewhere). */
function busyShare(ms) {
  const read = () => {
    try {
      const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
      return { idle: fields[3] + (fields[4] ?? 0), total: fields.reduce((a, b) => a + b, 0) };
    } catch {
      return undefined;
    }
  };
  const a = read();
  if (!a) return undefined;
  sleep(ms);
  const b = read();
  return 1 - (b.idle - a.idle) / Math.max(1, b.total - a.total);
}

/**
 * Other work on the machine (tests of other sessions in the same checkout) skews timings: before each figure,
 * wait up to MAX_WAIT seconds for the machine to be idle, and record how busy it was when the figure started.
 */
const MAX_WAIT = Number(option("--max-wait") ?? (QUICK ? 0 : 30));
/** All the waiting of a run together stays under this, so a machine that never goes idle costs 3 minutes at most. */
const TOTAL_WAIT = 180;
let waited = 0;
const busyAtStart = [];
function waitQuiet(figure) {
  const began = performance.now();
  const deadline = began + Math.min(MAX_WAIT, Math.max(0, TOTAL_WAIT - waited)) * 1000;
  let busy = busyShare(500);
  while (busy !== undefined && busy > 0.1 && performance.now() < deadline) {
    log(`  (machine ${(busy * 100).toFixed(0)}% busy: waiting for it to be idle)`);
    sleep(4_000);
    busy = busyShare(1000);
  }
  waited += (performance.now() - began) / 1000;
  if (busy !== undefined) busyAtStart.push({ figure, busy });
}

/**
 * How much two cores give here: a CPU-bound loop alone, then two copies at once. 2.0 is two full cores; a VM
 * whose second vCPU is shared gives less, and no worker pool can beat that.
 */
async function parallelCapacity() {
  const loop = ["-e", "let x = 0; for (let i = 0; i < 2e8; i++) x += i; if (x < 0) console.log(x)"];
  const run = () => new Promise((resolve) => spawn(NODE, loop, { stdio: "ignore" }).on("exit", resolve));
  const samples = [];
  for (let r = 0; r < 2; r++) {
    let started = performance.now();
    await run();
    const one = performance.now() - started;
    started = performance.now();
    await Promise.all([run(), run()]);
    samples.push((2 * one) / (performance.now() - started));
  }
  return median(samples);
}

const rows = [];
const raw = {};
const targetsMet = [];
/** One table row. `ratio` is what the target is checked against. */
function row(r) {
  rows.push(r);
  log(`  ${r.figure} | ${r.input} | ${r.value} | ${r.ratio ?? ""} ${r.met ?? ""}`);
}
/** CPU time / wall time / threads, the median over samples: above 1 with one thread, as V8 compiles and collects on threads of its own. */
const check = (ratio, limit, below = false) => (Number.isFinite(ratio) ? ((below ? ratio < limit : ratio <= limit) ? "yes" : "**no**") : "—");

// ---------------------------------------------------------------------------------------------------------
// The figures.

const started = performance.now();
const load0 = loadavg();
log(`msglint bench${QUICK ? " --quick" : ""}: ${RUNS} runs per figure, corpus ${GENERATOR_VERSION}`);
const corpus = ensure(QUICK ? QUICK_ITEMS : Object.keys(ITEMS), log);
const capacity = await parallelCapacity();
log(`parallel capacity: two CPU-bound processes at once do ${capacity.toFixed(2)}× the work of one`);

/** Core lint in fresh processes: R processes × P timed passes after a warm-up pass; ratios paired per pass. */
function coreFigure(figure, input, paths, target) {
  log(`core: ${figure} (${input})`);
  waitQuiet(`${figure} ${input}`);
  const results = [];
  for (let r = 0; r < CORE_RUNS; r++) results.push(child("core", { paths, passes: PASSES, minPassBytes: QUICK ? 5e6 : 20e6 }));
  const pick = (v) => results.flatMap((res) => res.samples[v]);
  const paired = (a, b) => results.flatMap((res) => res.samples[a].map((t, i) => t / res.samples[b][i]));
  const bytes = results[0].bytes;
  const lintMs = median(pick("lint"));
  const parseMs = median(pick("parse"));
  const readLintMs = median(pick("readLint"));
  const readParseMs = median(pick("readParse"));
  const ratio = median(paired("lint", "parse"));
  const ratioRead = median(paired("readLint", "readParse"));
  const cpuRatio = median(results.flatMap((res) => res.cpuSamples.lint.map((t, i) => t / res.cpuSamples.parse[i])));
  // The same ratio on the passes that came right after the forced GC (the JIT's code thrown away): see Method.
  const afterGc = results.flatMap((res) => res.afterGc.lint.map((t, i) => t / res.afterGc.parse[i]));
  raw[`core ${figure} ${input}`] = { results };
  row({
    figure,
    input,
    size: bytes,
    value: fmt.ms(lintMs),
    rate: fmt.rate(bytes, lintMs),
    against: `JSON.parse (in memory), ${fmt.ms(parseMs)}`,
    ratio: fmt.x(ratio),
    cpu: fmt.x(cpuRatio),
    floor: `${fmt.x(ratioRead)} (${fmt.ms(readLintMs)} vs ${fmt.ms(readParseMs)})`,
    target: target ? `≤ ${target}×` : "—",
    met: target ? check(ratio, target) : "—",
    note: `${results[0].findings} findings (${results[0].errors} errors); right after a forced full GC: ${fmt.x(median(afterGc))}`,
  });
  return { bytes, lintMs, parseMs, ratio };
}

// 1. Core lint on 2,000 files of ~50 KB with 0%, 1% and 100% of the documents broken.
const fileSets = {};
for (const [rate, target] of [
  ["0", 1.25],
  ["1", undefined],
  ["100", 2],
]) {
  const paths = corpusFiles(corpus[`files-${rate}`]);
  fileSets[rate] = paths;
  // --quick: the first 500 files.
  const some = QUICK ? paths.slice(0, 500) : paths;
  const core = coreFigure(`core lint, ${rate}% broken`, `${some.length} files`, some, target);
  targetsMet.push({ target: `core lint ${rate}% broken`, ratio: core.ratio, limit: target });
}

// 1b. Core lint on 2,000 clean Gemini bodies (the same conversations, as Gemini `generateContent` bodies).
{
  const paths = corpusFiles(corpus["gemini-files-0"]);
  const some = QUICK ? paths.slice(0, 500) : paths;
  const core = coreFigure("core lint, Gemini bodies, clean", `${some.length} files`, some, 1.3);
  targetsMet.push({ target: "core lint Gemini clean", ratio: core.ratio, limit: 1.3 });
}

// 1c. Core lint on clean Chat Completions, Responses and Converse bodies (2,000 files of ~50 KB each, as 1 and 1b).
const dialectCorpora = ensureDialects(log);
for (const [name, label] of [
  ["openai-chat-files", "core lint, clean Chat Completions bodies"],
  ["openai-responses-files", "core lint, clean Responses bodies"],
  ["bedrock-converse-files", "core lint, clean Converse bodies"],
]) {
  const paths = corpusFiles(dialectCorpora[name]);
  const core = coreFigure(label, `${paths.length} files`, paths, 1.3);
  targetsMet.push({ target: label, ratio: core.ratio, limit: 1.3 });
}

// 2. Core lint on single documents (clean).
for (const name of QUICK ? ["single-10k.json", "single-1m.json", "single-10m.json"] : ["single-10k.json", "single-1m.json", "single-100m.json"]) {
  coreFigure("core lint, one clean document", name, [corpus[name]], 1.25);
}

// 3. Linearity: JSON Lines at 1, 10 and 100 MB (1% broken), core lint in memory and the CLI end to end.
const linearity = [];
for (const name of QUICK ? ["jsonl-1m.jsonl", "jsonl-10m.jsonl"] : ["jsonl-1m.jsonl", "jsonl-10m.jsonl", "jsonl-100m.jsonl"]) {
  const core = coreFigure("linearity: core lint, JSON Lines, 1% broken", name, [corpus[name]]);
  log(`cli: linearity ${name}`);
  waitQuiet(`CLI ${name}`);
  const samples = rounds(RUNS, {
    floor: () => proc([FLOOR, corpus[name]]),
    cli: () => proc([CLI, "--no-config-lookup", "--concurrency", "off", "-f", "compact", corpus[name]]),
  });
  const cliMs = median(samples.cli.map((s) => s.ms));
  const floorMs = median(samples.floor.map((s) => s.ms));
  linearity.push({ name, bytes: core.bytes, coreMs: core.lintMs, cliMs, floorMs });
  row({
    figure: "linearity: CLI end to end, JSON Lines",
    input: name,
    size: core.bytes,
    value: fmt.ms(cliMs),
    rate: fmt.rate(core.bytes, cliMs),
    against: `read + parse process, ${fmt.ms(floorMs)}`,
    ratio: fmt.x(median(samples.cli.map((s, i) => s.ms / samples.floor[i].ms))),
    cpu: fmt.x(median(samples.cli.map((s, i) => s.cpuMs / samples.floor[i].cpuMs))),
    floor: fmt.x(median(samples.cli.map((s, i) => s.ms / samples.floor[i].ms))),
    target: "linear",
    met: "see below",
    note: `peak RSS ${fmt.rss(median(samples.cli.map((s) => s.rssMB)))}`,
  });
}

// The 2,000 files (1% broken) that figures 4 and 14 give the CLI by name, relative to their folder (the working directory).
const cliFiles = (() => {
  const paths = fileSets["1"];
  const dir = corpus["files-1"];
  return { paths, dir, rel: paths.map((p) => relative(dir, p)), bytes: sizeOf(paths), args: ["--no-config-lookup", "-f", "compact"] };
})();

// 4. The CLI end to end on 2,000 files (1% broken): one thread, and two threads (`--concurrency 2`: this one and a worker).
{
  const { paths, dir, rel, bytes, args: cliArgs } = cliFiles;
  log(`cli: ${paths.length} files`);
  waitQuiet("CLI files");
  const samples = rounds(RUNS, {
    floor: () => proc([FLOOR, ...rel], { cwd: dir }),
    single: () => proc([CLI, ...cliArgs, "--concurrency", "off", ...rel], { cwd: dir }),
    workers: () => proc([CLI, ...cliArgs, "--concurrency", "2", ...rel], { cwd: dir }),
  });
  raw["cli files"] = samples;
  const floorMs = median(samples.floor.map((s) => s.ms));
  for (const [key, label, limit, below] of [
    ["single", "CLI end to end, one thread (`--concurrency off`)", 1.5, false],
    ["workers", "CLI end to end, two threads (`--concurrency 2`: main + one worker)", 1.0, true],
  ]) {
    const ms = median(samples[key].map((s) => s.ms));
    const ratio = median(samples[key].map((s, i) => s.ms / samples.floor[i].ms));
    row({
      figure: label,
      input: `${paths.length} files, 1% broken`,
      size: bytes,
      value: fmt.ms(ms),
      rate: fmt.rate(bytes, ms),
      against: `read + parse process, one thread, ${fmt.ms(floorMs)}`,
      ratio: fmt.x(ratio),
      cpu: fmt.x(median(samples[key].map((s, i) => s.cpuMs / samples.floor[i].cpuMs))),
      floor: fmt.x(ratio),
      target: `${below ? "<" : "≤"} ${limit}×`,
      met: check(ratio, limit, below),
      note: `peak RSS ${fmt.rss(median(samples[key].map((s) => s.rssMB)))} (floor ${fmt.rss(median(samples.floor.map((s) => s.rssMB)))})${key === "workers" ? `; two cores here give ${capacity.toFixed(2)}× one; parallel efficiency (CPU / wall / threads) ${parallelEfficiency(samples[key], 2)}, one thread ${parallelEfficiency(samples.single, 1)}` : ""}`,
    });
    targetsMet.push({ target: label, ratio, limit });
  }
}

// 5. Start-up: the CLI on one small file against `node -e 0`, with a config file (issue 16's figure) and without.
{
  log("cli: start-up");
  waitQuiet("CLI start-up");
  // A project as a user has one: a `.msglintrc.json` beside the file, found by the CLI's own search.
  const project = join(scratch, "start-up");
  mkdirSync(project, { recursive: true });
  const small = join(project, "request.json");
  copyFileSync(corpus["single-10k.json"], small);
  writeFileSync(join(project, ".msglintrc.json"), `${JSON.stringify({ rules: { "thinking-block-last": "warn" } }, null, 2)}\n`);
  const samples = rounds(QUICK ? 7 : 15, {
    node: () => proc(["-e", "0"], { cwd: project }),
    floor: () => proc([FLOOR, small], { cwd: project }),
    cli: () => proc([CLI, small], { cwd: project }),
    noConfig: () => proc([CLI, "--no-config-lookup", small], { cwd: project }),
    // A first run (src/launch.ts): an empty compile cache folder each time, so every module is parsed and the cache written.
    uncached: () => proc([CLI, small], { cwd: project, env: { ...process.env, NODE_COMPILE_CACHE: mkdtempSync(join(scratch, "compile-cache-")) } }),
  });
  raw.startup = samples;
  const nodeMs = median(samples.node.map((s) => s.ms));
  const against = (name) => median(samples[name].map((s, i) => s.ms / samples.node[i].ms));
  const ratio = against("cli");
  row({
    figure: "CLI start-up, one small file, with a config file",
    input: "single-10k.json",
    size: statSync(small).size,
    value: fmt.ms(median(samples.cli.map((s) => s.ms))),
    rate: "—",
    against: `\`node -e 0\`, ${fmt.ms(nodeMs)}`,
    ratio: fmt.x(ratio),
    cpu: fmt.x(median(samples.cli.map((s, i) => s.cpuMs / samples.node[i].cpuMs))),
    floor: fmt.x(median(samples.cli.map((s, i) => s.ms / samples.floor[i].ms))),
    target: "≤ 1.8×",
    met: check(ratio, 1.8),
    note: `read + parse process ${fmt.ms(median(samples.floor.map((s) => s.ms)))}; without a config (\`--no-config-lookup\`): ${fmt.ms(median(samples.noConfig.map((s) => s.ms)))}, ${fmt.x(against("noConfig"))}; a first run, with an empty compile cache (parse and write): ${fmt.ms(median(samples.uncached.map((s) => s.ms)))}, ${fmt.x(against("uncached"))}`,
  });
  targetsMet.push({ target: "CLI start-up with a config file", ratio, limit: 1.8 });
}

// 6. Peak RSS: the big file and the big JSON Lines file, against the floor process (and a streaming floor).
for (const [name, stream] of QUICK
  ? [
      ["single-10m.json", false],
      ["jsonl-10m.jsonl", true],
    ]
  : [
      ["single-100m.json", false],
      ["jsonl-500m.jsonl", true],
    ]) {
  log(`rss: ${name}`);
  waitQuiet(`RSS ${name}`);
  const file = corpus[name];
  const bytes = statSync(file).size;
  const cli = proc([CLI, "--no-config-lookup", "--concurrency", "off", "-f", "compact", file], { allowFailure: true });
  const floor = proc([FLOOR, file]);
  const streamed = stream ? proc([FLOOR, "--stream", file]) : undefined;
  raw[`rss ${name}`] = { cli, floor, streamed };
  const jsonl = name.endsWith(".jsonl");
  const failed = cli.crashed;
  row({
    figure: `peak RSS, CLI${jsonl ? " (JSON Lines)" : ""}`,
    input: name,
    size: bytes,
    value: failed ? `${fmt.rss(cli.rssMB)}, then crashed (exit ${cli.status}: ${(cli.stderr.match(CRASH)?.[0] ?? "").trim()})` : fmt.rss(cli.rssMB),
    rate: fmt.rate(bytes, cli.ms),
    against: `read + parse process, ${fmt.rss(floor.rssMB)}${streamed ? `; streaming read + parse, ${fmt.rss(streamed.rssMB)}` : ""}`,
    ratio: fmt.x(cli.rssMB / floor.rssMB),
    floor: fmt.x(cli.rssMB / floor.rssMB),
    target: jsonl ? "< 300 MB for 1 GB" : "—",
    met: jsonl ? (cli.rssMB < 300 ? "yes" : "**no**") : "—",
    note: `CLI ${fmt.ms(cli.ms)}, floor ${fmt.ms(floor.ms)}${streamed ? `, streaming floor ${fmt.ms(streamed.ms)}` : ""}`,
  });
  if (jsonl) targetsMet.push({ target: "JSON Lines peak RSS", value: cli.rssMB, limit: 300 });
}

// 7. The ESLint plugin against ESLint with @eslint/json and no rules, on the same files.
{
  // Every 10th file (every 40th with --quick): 200 files, 10 MB, spread over the corpus so that some are broken.
  const step = QUICK ? 40 : 10;
  const dir = corpus["files-1"];
  const files = fileSets["1"].filter((_, i) => i % step === 0).map((p) => relative(dir, p));
  log(`eslint: ${files.length} files`);
  waitQuiet("ESLint");
  // `oneRule`: one rule that does nothing but listen to `Document`. With no rule ESLint does not walk the AST; with
  // any rule it walks every node of it, so this is the least any plugin's rules cost.
  // `plugin` is the preset as shipped (JSON in the plugin's own language); `pluginOnJsonLanguage` the same rules on
  // @eslint/json's language, which a project that runs @eslint/json's rules on the same files keeps.
  const modes = ["baseline", "oneRule", "plugin", "pluginOnJsonLanguage"];
  const samples = Object.fromEntries(modes.map((mode) => [mode, []]));
  for (let r = 0; r < RUNS; r++) {
    for (let k = 0; k < modes.length; k++) {
      const mode = modes[(k + r) % modes.length];
      samples[mode].push(child("eslint", { mode, cwd: dir, files }));
    }
  }
  raw.eslint = samples;
  const bytes = samples.plugin[0].bytes;
  const baseMs = median(samples.baseline.map((s) => s.ms));
  const against = (mode, base = "baseline") => median(samples[mode].map((s, i) => s.ms / samples[base][i].ms));
  const ratio = against("plugin");
  for (const [mode, label] of [
    ["baseline", "ESLint + @eslint/json, no rules"],
    ["oneRule", "ESLint + @eslint/json, one rule that does nothing (it listens to `Document`)"],
    ["plugin", "ESLint + @msglint/eslint-plugin (recommended)"],
    ["pluginOnJsonLanguage", "ESLint + @msglint/eslint-plugin (recommended), on @eslint/json's language"],
  ]) {
    const s = samples[mode];
    const t = median(s.map((x) => x.ms));
    const measured = mode !== "baseline";
    row({
      figure: label,
      input: `${files.length} files (every ${step}th of files-1)`,
      size: bytes,
      value: fmt.ms(t),
      rate: fmt.rate(bytes, t),
      against: measured ? `ESLint + @eslint/json, no rules, ${fmt.ms(baseMs)}` : "—",
      ratio: measured ? fmt.x(against(mode)) : "—",
      cpu: measured ? fmt.x(median(samples[mode].map((x, i) => x.cpuMs / samples.baseline[i].cpuMs))) : "—",
      floor: fmt.x(median(s.map((x) => x.ms / x.floorMs))),
      target: mode === "plugin" ? "≤ 1.3×" : "—",
      met: mode === "plugin" ? check(ratio, 1.3) : "—",
      note:
        `${s[0].messages} messages in ${s[0].filesWithFindings} files${s[0].fatal ? `, ${s[0].fatal} fatal: ${s[0].firstMessage}` : ""}` +
        (mode === "pluginOnJsonLanguage" ? `; against one rule that does nothing on it: ${fmt.x(against(mode, "oneRule"))}` : ""),
    });
  }
  targetsMet.push({ target: "ESLint plugin", ratio, limit: 1.3 });
}

// 8. The pre-request check: added cost per request against one JSON.parse of the body.
{
  log("guard: per request");
  waitQuiet("pre-request");
  const groups = {
    "10 KB body": [corpus["single-10k.json"]],
    "50 KB bodies (20 files)": fileSets["0"].slice(0, 20),
    "1 MB body (images)": [corpus["single-1m.json"]],
  };
  const results = [];
  for (let r = 0; r < RUNS; r++) results.push(child("guard", { groups, minMs: QUICK ? 100 : 200 }));
  raw.guard = results;
  for (const name of Object.keys(groups)) {
    const s = (v) => results.map((res) => res[name].samples[v]);
    const parse = median(s("parse"));
    const assert = median(s("assertValid"));
    const added = median(results.map((res) => res[name].samples.wrappedFetch - res[name].samples.bareFetch));
    const bytes = results[0][name].bytes;
    const assertRatio = median(results.map((res) => res[name].samples.assertValid / res[name].samples.parse));
    const fetchRatio = median(results.map((res) => (res[name].samples.wrappedFetch - res[name].samples.bareFetch) / res[name].samples.parse));
    const c = (res) => res[name].cpuSamples;
    const assertCpu = median(results.map((res) => c(res).assertValid / c(res).parse));
    const fetchCpu = median(results.map((res) => (c(res).wrappedFetch - c(res).bareFetch) / c(res).parse));
    for (const [label, value, ratio, cpuRatio] of [
      ["pre-request: `assertValid(parsed body)`", assert, assertRatio, assertCpu],
      ["pre-request: `withMsglint(fetch)`, body string (added cost)", added, fetchRatio, fetchCpu],
    ]) {
      row({
        figure: label,
        input: name,
        size: bytes,
        value: `${fmt.us(value)}/request`,
        rate: fmt.rate(bytes, value / 1000),
        against: `one JSON.parse of the body, ${fmt.us(parse)}`,
        ratio: fmt.x(ratio),
        cpu: fmt.x(cpuRatio),
        floor: "—",
        target: "≤ 1.5×",
        met: check(ratio, 1.5),
      });
      targetsMet.push({ target: `${label} ${name}`, ratio, limit: 1.5 });
    }
  }
}

// 9. The line contract (docs/beyond.md): `cat logs | msglint - --input-format jsonl --format ndjson | wc -l`.
// Lines per second through the pipes, against a floor process that reads the same pipe a line at a time, parses
// each line and writes a result line each; and peak RSS at 10× the lines against 1×, in the same run. 1× is past
// the first seconds, in which V8 compiles the validators and sizes its heap.
{
  log("line contract: through a pipe");
  waitQuiet("line contract");
  const unit = QUICK ? 2_000 : 10_000;
  const file = join(scratch, "lines.jsonl");
  const counts = writeLineContractInput(file, unit, 401);
  const lines = 2 * unit;
  const once = Array(2).fill(file);
  const tenfold = Array(20).fill(file);
  const contract = [CLI, "-", "--input-format", "jsonl", "--format", "ndjson", "--no-config-lookup"];
  const samples = rounds(RUNS, {
    floor: () => pipeProc(tenfold, [FLOOR, "--lines"], 10 * lines),
    once: () => pipeProc(once, contract, lines),
    tenfold: () => pipeProc(tenfold, contract, 10 * lines),
  });
  raw["line contract"] = samples;
  const bytes = 20 * statSync(file).size;
  const ms = median(samples.tenfold.map((s) => s.ms));
  const floorMs = median(samples.floor.map((s) => s.ms));
  const ratio = median(samples.tenfold.map((s, i) => s.ms / samples.floor[i].ms));
  const perSecond = (n, t) => `${Math.round(n / (t / 1000)).toLocaleString("en-US")} lines/s`;
  row({
    figure: "line contract: lines through `msglint - --format ndjson`, one result line each",
    input: `${10 * lines} lines (${unit} ×20): ${counts}, each ×20`,
    size: bytes,
    value: fmt.ms(ms),
    rate: fmt.rate(bytes, ms),
    against: `read + parse + a result line each, a line at a time, ${fmt.ms(floorMs)}`,
    ratio: fmt.x(ratio),
    cpu: fmt.x(median(samples.tenfold.map((s, i) => s.cpuMs / samples.floor[i].cpuMs))),
    floor: fmt.x(ratio),
    target: "—",
    met: "—",
    note: `${perSecond(10 * lines, ms)} (floor ${perSecond(10 * lines, floorMs)}); ${lines} lines alone, start-up and warm-up included: ${perSecond(lines, median(samples.once.map((s) => s.ms)))}`,
  });
  const rss = median(samples.once.map((s) => s.rssMB));
  const rssTen = median(samples.tenfold.map((s) => s.rssMB));
  const rssRatio = median(samples.tenfold.map((s, i) => s.rssMB / samples.once[i].rssMB));
  // Bounded, not merely slow to grow: the 10× stream again with V8's old space capped well under the peak.
  let capped;
  try {
    capped = pipeProc(tenfold, [`--max-old-space-size=${CAPPED_OLD_SPACE_MB}`, ...contract], 10 * lines);
  } catch (error) {
    capped = { failed: String(error.message).slice(0, 200) };
  }
  raw["line contract capped"] = capped;
  row({
    figure: "line contract: peak RSS as the input grows 10×",
    input: `${10 * lines} lines against ${lines}`,
    size: bytes,
    value: fmt.rss(rssTen),
    rate: "—",
    against: `${lines} lines, ${fmt.rss(rss)}`,
    ratio: fmt.x(rssRatio),
    cpu: "—",
    floor: "—",
    // Linear would be 10×; what V8 adds is heap headroom it grants itself while it watches the allocation rate.
    // --quick's 1× ends while V8 still sizes its heap: its ratio says little.
    target: QUICK ? "— (--quick)" : "≤ 1.5× (linear: 10×)",
    met: QUICK ? "—" : check(rssRatio, 1.5),
    note:
      `floor process ${fmt.rss(median(samples.floor.map((s) => s.rssMB)))}; ` +
      (capped.failed
        ? `**with the old space capped at ${CAPPED_OLD_SPACE_MB} MB the ${10 * lines} lines failed**: ${capped.failed}`
        : `with the old space capped at ${CAPPED_OLD_SPACE_MB} MB the ${10 * lines} lines pass too, in ${fmt.ms(capped.ms)}, peak ${fmt.rss(capped.rssMB)}`),
  });
  if (!QUICK) targetsMet.push({ target: "line contract peak RSS, 10× input", ratio: rssRatio, limit: 1.5 });
}

// 10. Import time: each package's entry in a fresh process (what an ESLint run or an app pays once), against the
// start-up of `node -e 0` measured in the same rounds; the size is what the package unpacks to (dist/).
{
  log("import time");
  waitQuiet("import time");
  const distBytes = (dir) => readdirSync(join(ROOT, dir), { recursive: true }).reduce((sum, f) => sum + statSync(join(ROOT, dir, f)).size, 0);
  const entries = {
    "@msglint/core": ["packages/core/dist/index.js", "packages/core/dist"],
    "@msglint/core/all-api-versions": ["packages/core/dist/all-api-versions.js", "packages/core/dist"],
    "@msglint/eslint-plugin (and @eslint/json)": ["packages/eslint-plugin/dist/index.js", "packages/eslint-plugin/dist"],
  };
  const commands = { node: () => proc(["-e", "0"]) };
  for (const [name, [file]] of Object.entries(entries)) commands[name] = () => child("import", { url: pathToFileURL(join(ROOT, file)).href });
  const samples = rounds(RUNS * 2, commands);
  raw.import = samples;
  const nodeMs = median(samples.node.map((s) => s.ms));
  for (const [name, [, dir]] of Object.entries(entries)) {
    const ms = median(samples[name].map((s) => s.ms));
    row({
      figure: `import time: ${name}`,
      input: "its entry, in a fresh process",
      size: distBytes(dir),
      value: fmt.ms(ms),
      rate: "—",
      against: `\`node -e 0\`, ${fmt.ms(nodeMs)}`,
      ratio: fmt.x(median(samples[name].map((s, i) => s.ms / samples.node[i].ms))),
      cpu: fmt.x(median(samples[name].map((s, i) => s.cpuMs / samples.node[i].cpuMs))),
      floor: "—",
      target: "—",
      met: "—",
      note: `size: what ${dir} unpacks to; CPU ${fmt.ms(median(samples[name].map((s) => s.cpuMs)))}`,
    });
  }
}

// 11. The HTML report on a conversation of 10,000 messages: the CLI writing it, and Chromium drawing and scrolling it
// (bench/report.mjs; budgets, not assertions; not measured, and said so, without Chromium).
{
  log("report: HTML, 10,000 messages");
  const run = spawnSync(NODE, [join(HERE, "report.mjs"), "--runs", String(QUICK ? 2 : 3), "--json-rows"], {
    encoding: "utf8",
    cwd: ROOT,
    maxBuffer: 64 * MB,
  });
  if (run.status !== 0) log(`  report figures failed: ${run.stderr.trim().split("\n").pop()}`);
  else {
    for (const r of JSON.parse(run.stdout.trim().split("\n").pop())) {
      if (r.missing) {
        row({
          figure: r.figure,
          input: r.input,
          size: r.size,
          value: "—",
          rate: "—",
          against: "—",
          ratio: "—",
          floor: "—",
          target: "—",
          met: "—",
          note: `**${r.missing}**`,
        });
        continue;
      }
      const ratio = r.againstMs ? r.ms / r.againstMs : NaN;
      row({
        figure: r.figure,
        input: r.input,
        size: r.size,
        value: fmt.ms(r.ms),
        rate: "—",
        against: r.againstMs ? `${r.against}, ${fmt.ms(r.againstMs)}` : "—",
        ratio: fmt.x(ratio),
        floor: "—",
        target: r.budget ? `≤ ${r.budget} ms` : "—",
        met: r.budget ? check(r.ms, r.budget) : "—",
        note: r.note ?? "",
      });
    }
  }
}

// 12. Doubling the findings or the fixes at most doubles the time: the CLI on generated inputs of N and 2N (issue 24).
{
  waitQuiet("doubling");
  for (const r of measureDoubling({ runs: QUICK ? 3 : RUNS, log })) {
    row({
      figure: `doubling: ${r.what}`,
      input: `${r.n} and ${2 * r.n}`,
      size: NaN,
      value: `${fmt.ms(r.smallMs)} → ${fmt.ms(r.largeMs)}`,
      rate: "—",
      against: `the same at N (net of start-up, ${fmt.ms(r.startMs)})`,
      ratio: fmt.x(r.ratio),
      cpu: fmt.x(r.cpuRatio),
      floor: "—",
      target: "≤ 2× (CPU time)",
      met: check(Number.isFinite(r.cpuRatio) ? r.cpuRatio : r.ratio, 2),
    });
    targetsMet.push({ target: `doubling: ${r.what}`, ratio: r.cpuRatio, limit: 2 });
  }
}

// 13. `--concurrency auto` on a run big enough for its second thread (6,000 files, about 300 MB) against one thread:
// the measurement behind AUTO_MIN_BYTES (packages/cli/src/pool/pool.ts; `node bench/threads.mjs` gives the sizes).
if (!QUICK) {
  const dir = CORPUS_DIR;
  const rel = ["0", "1", "100"].flatMap((rate) => fileSets[rate].map((p) => relative(dir, p)));
  const bytes = ["0", "1", "100"].reduce((sum, rate) => sum + sizeOf(fileSets[rate]), 0);
  log(`cli auto: ${rel.length} files`);
  waitQuiet("CLI auto");
  const cliArgs = ["--no-config-lookup", "-f", "compact"];
  const samples = rounds(RUNS, {
    floor: () => proc([FLOOR, ...rel], { cwd: dir }),
    single: () => proc([CLI, ...cliArgs, "--concurrency", "off", ...rel], { cwd: dir }),
    // `--debug`: what `auto` chose and why, in the CLI's own words, on stderr (two lines), for the figure's label.
    auto: () => proc([CLI, ...cliArgs, "--debug", ...rel], { cwd: dir }),
  });
  raw["cli auto"] = samples;
  const ratio = median(samples.auto.map((s, i) => s.ms / samples.single[i].ms));
  const choices = new Set(samples.auto.map((s) => /\(auto: ([^)]*)\)/.exec(s.stderr)?.[1] ?? "no --debug line"));
  const choice = [...choices].join("; ");
  row({
    figure: `CLI end to end, \`--concurrency auto\` (${choice})`,
    input: `${rel.length} files, 0%, 1% and 100% broken`,
    size: bytes,
    value: fmt.ms(median(samples.auto.map((s) => s.ms))),
    rate: fmt.rate(bytes, median(samples.auto.map((s) => s.ms))),
    against: `the same with one thread, ${fmt.ms(median(samples.single.map((s) => s.ms)))}`,
    ratio: fmt.x(ratio),
    cpu: fmt.x(median(samples.auto.map((s, i) => s.cpuMs / samples.single[i].cpuMs))),
    floor: fmt.x(median(samples.auto.map((s, i) => s.ms / samples.floor[i].ms))),
    target: "< 1×",
    met: check(ratio, 1, true),
    note: `two cores here give ${capacity.toFixed(2)}× one; parallel efficiency (CPU / wall / threads) ${parallelEfficiency(samples.auto, 2)}, one thread ${parallelEfficiency(samples.single, 1)}`,
  });
  targetsMet.push({ target: "CLI auto, 6,000 files, against one thread", ratio, limit: 1 });
}

// 14. `--cache`: a second run over figure 4's 2,000 files, none changed since the first (which fills the cache and is
// not timed), against the read + parse floor, for each cache strategy (issue 16: a second run at most 0.3× the floor).
{
  const { paths, dir, rel, bytes, args: cliArgs } = cliFiles;
  log(`cli --cache: ${paths.length} files`);
  waitQuiet("CLI cache");
  for (const strategy of ["content", "metadata"]) {
    const location = join(scratch, `cache-${strategy}`);
    const second = () => proc([CLI, ...cliArgs, "--cache", "--cache-strategy", strategy, "--cache-location", location, ...rel], { cwd: dir });
    second();
    const samples = rounds(RUNS, { floor: () => proc([FLOOR, ...rel], { cwd: dir }), second });
    raw[`cli cache ${strategy}`] = samples;
    const ratio = median(samples.second.map((s, i) => s.ms / samples.floor[i].ms));
    const label = `CLI \`--cache\`, second run, no file changed (\`--cache-strategy ${strategy}\`)`;
    row({
      figure: label,
      input: `${paths.length} files, 1% broken`,
      size: bytes,
      value: fmt.ms(median(samples.second.map((s) => s.ms))),
      rate: fmt.rate(bytes, median(samples.second.map((s) => s.ms))),
      against: `read + parse process, one thread, ${fmt.ms(median(samples.floor.map((s) => s.ms)))}`,
      ratio: fmt.x(ratio),
      cpu: fmt.x(median(samples.second.map((s, i) => s.cpuMs / samples.floor[i].cpuMs))),
      floor: fmt.x(ratio),
      target: "≤ 0.3×",
      met: check(ratio, 0.3),
      note: strategy === "content" ? "reads and hashes every file (XXH64)" : "one `stat` a file",
    });
    targetsMet.push({ target: label, ratio, limit: 0.3 });
  }
}

// ---------------------------------------------------------------------------------------------------------
// Report.

const load1 = loadavg();
const seconds = (performance.now() - started) / 1000;
const header = [
  "| # | figure | input | size | median | MB/s | against | ratio | ratio, CPU time | × read+parse | target | met | notes |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
];
const lines = rows.map(
  (r, i) =>
    `| ${i + 1} | ${r.figure} | ${r.input} | ${Number.isFinite(r.size) ? fmt.mb(r.size) : "—"} | ${r.value} | ${r.rate} | ${r.against} | ${r.ratio} | ${r.cpu ?? "—"} | ${r.floor} | ${r.target} | ${r.met} | ${r.note ?? ""} |`,
);
const lin = linearity.map(
  (l) =>
    `${l.name}: core ${(l.coreMs / (l.bytes / MB)).toFixed(2)} ms/MB, CLI ${(l.cliMs / (l.bytes / MB)).toFixed(2)} ms/MB (floor ${(l.floorMs / (l.bytes / MB)).toFixed(2)} ms/MB)`,
);
const cpu = cpus()[0]?.model ?? "unknown CPU";
const out = [
  `msglint benchmark${QUICK ? " (--quick)" : ""}: node ${process.version}, ${cpus().length} cores (${cpu}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB; ` +
    `medians of ${RUNS} runs per figure (CLI, ESLint, pre-request: a fresh process each), core lint: ${CORE_RUNS} fresh processes × ${PASSES} timed passes after a warm-up pass; load average ${load0[0].toFixed(2)} → ${load1[0].toFixed(2)}; ${seconds.toFixed(0)} s`,
  `Parallel capacity: two CPU-bound processes at once do ${capacity.toFixed(2)}× the work of one (2.00 would be two free cores).`,
  busyAtStart.length
    ? `Other load: the machine was ${(median(busyAtStart.map((b) => b.busy)) * 100).toFixed(0)}% busy (median; max ${(Math.max(...busyAtStart.map((b) => b.busy)) * 100).toFixed(0)}%) as figures started (waiting up to ${MAX_WAIT} s for idle before each; ${waited.toFixed(0)} s waited in all).`
    : "",
  "",
  ...header,
  ...lines,
  "",
  `Linearity (time per MB): ${lin.join("; ")}`,
  "",
];
process.stdout.write(out.join("\n"));
const jsonOut = option("--json");
if (jsonOut)
  writeFileSync(jsonOut, JSON.stringify({ rows, raw, linearity, targetsMet, seconds, load: [load0, load1], busyAtStart, capacity }, null, 2));
rmSync(scratch, { recursive: true, force: true });
