#!/usr/bin/env node
/**
 * What a run that lints each file once pays before V8 has optimised the linter: core lint of each file of a corpus,
 * once, in a fresh process, timed file by file and summed by position (the 1st file, the 2nd to 5th, … as a run of
 * the CLI meets them), beside the `JSON.parse` of the same files. "Excess" is what the files cost beyond the rate of
 * the run's last quarter, so mostly the interpreter's and baseline code's time while the optimising compiler catches up.
 * `--jobs` also sums the optimising compiler's jobs (`--trace-opt`): in the background, as runs go (their times stretched
 * by the threads sharing the cores), and each on the main thread, timed alone, with the largest functions (the harness's
 * own, such as `readdirSync`'s path functions, among them). Not part of `pnpm bench`.
 *
 *   node bench/warmup.mjs [--processes 3] [--files 2000] [--text] [--jobs] [ITEM]
 *
 * ITEM: a folder of bench/.corpus (default `files-1`). `--text`: lint the texts (their parse included, findings
 * located) rather than the parsed values. Needs a build (`npx pnpm@12.4.2 -r run build`) and the corpus (`node bench/generate.mjs`).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { CORPUS_DIR } from "./generate.mjs";
import { median } from "./stats.mjs";
import { takeOption } from "./args.mjs";
import { corpusFiles } from "./corpus-files.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const CORE = pathToFileURL(join(ROOT, "packages/core/dist/index.js")).href;
const BUCKETS = [1, 2, 5, 10, 25, 50, 100, 200, 400, 800, 1200, 1600, 2000, 4000, 8000];

if (process.env.MSGLINT_WARMUP) {
  // One cold run: this process has linted nothing before.
  const { dir, files, text } = JSON.parse(process.env.MSGLINT_WARMUP);
  const texts = corpusFiles(dir, { count: files }).map((path) => readFileSync(path, "utf8"));
  const { createLinter } = await import(CORE);
  const linter = createLinter();
  const parseUs = [];
  const lintUs = [];
  let sink = 0;
  for (const source of texts) {
    // A text's lint parses it: timed first, so that the lint, not the separate parse, meets the text cold.
    const started = performance.now();
    if (text) sink += linter.lint(source).length;
    const linted = performance.now();
    const value = JSON.parse(source);
    const parsed = performance.now();
    if (!text) sink += linter.lint(value).length;
    parseUs.push((parsed - linted) * 1000);
    lintUs.push((text ? linted - started : performance.now() - parsed) * 1000);
  }
  process.stdout.write(JSON.stringify({ parseUs, lintUs, sink }));
  process.exit(0);
}

const argv = process.argv.slice(2);
const option = (name, fallback) => takeOption(argv, name, fallback);
const flag = (name) => {
  const i = argv.indexOf(name);
  if (i >= 0) argv.splice(i, 1);
  return i >= 0;
};
const processes = Number(option("--processes", "3"));
const files = Number(option("--files", "2000"));
const text = flag("--text");
const jobs = flag("--jobs");
const item = argv[0] ?? "files-1";
const dir = join(CORPUS_DIR, item);
if (!existsSync(dir)) {
  console.error(`No corpus folder ${dir}: run \`node bench/generate.mjs\` (or name a folder of bench/.corpus).`);
  process.exit(2);
}

function coldRun(extraFlags = []) {
  const env = { ...process.env, MSGLINT_WARMUP: JSON.stringify({ dir, files, text }) };
  const out = spawnSync(process.execPath, [...extraFlags, fileURLToPath(import.meta.url)], { env, encoding: "utf8", maxBuffer: 1 << 28 });
  if (out.status !== 0) throw new Error(`the cold run failed: ${out.stderr.slice(-2000)}`);
  return out.stdout;
}

const runs = [];
for (let p = 0; p < processes; p++) runs.push(JSON.parse(coldRun()));
const count = runs[0].lintUs.length;
const sum = (list, from, to) => list.slice(from, to).reduce((a, b) => a + b, 0);
// The steady rate: the last quarter's mean, per process.
const quarter = Math.max(1, count >> 2);
const steady = runs.map(({ lintUs }) => sum(lintUs, count - quarter, count) / quarter);

console.log(`${item}: ${count} files linted once each (${text ? "texts" : "parsed values"}), ${processes} fresh processes, medians`);
console.log("files          lint µs/file   parse µs/file   lint ms   excess ms");
let from = 0;
for (const to of [...BUCKETS.filter((b) => b < count), count]) {
  if (to <= from) continue;
  const lint = median(runs.map(({ lintUs }) => sum(lintUs, from, to) / (to - from)));
  const parse = median(runs.map(({ parseUs }) => sum(parseUs, from, to) / (to - from)));
  const ms = median(runs.map(({ lintUs }) => sum(lintUs, from, to) / 1000));
  const excess = median(runs.map(({ lintUs }, r) => (sum(lintUs, from, to) - steady[r] * (to - from)) / 1000));
  const label = to - from === 1 ? `${to}` : `${from + 1}–${to}`;
  console.log(
    `${label.padEnd(14)} ${lint.toFixed(0).padStart(12)} ${parse.toFixed(0).padStart(15)} ${ms.toFixed(1).padStart(9)} ${excess.toFixed(1).padStart(11)}`,
  );
  from = to;
}
const total = median(runs.map(({ lintUs }) => sum(lintUs, 0, count) / 1000));
const parseTotal = median(runs.map(({ parseUs }) => sum(parseUs, 0, count) / 1000));
const excess = median(runs.map(({ lintUs }, r) => (sum(lintUs, 0, count) - steady[r] * count) / 1000));
console.log(
  `all: lint ${total.toFixed(0)} ms, parse ${parseTotal.toFixed(0)} ms; steady ${median(steady).toFixed(1)} µs a file; ` +
    `${excess.toFixed(0)} ms (${((excess / total) * 100).toFixed(0)}% of lint) beyond the steady rate`,
);

if (jobs) {
  // `--trace-opt` prints each finished job as "completed compiling … <JSFunction NAME (sfi = …)> … took A, B, C ms".
  const summarise = (stdout) => {
    const byFunction = new Map();
    let count = 0;
    let total = 0;
    for (const line of stdout.split("\n")) {
      const match = /completed compiling .*?<JSFunction (\S*).*took ([\d.]+), ([\d.]+), ([\d.]+) ms/.exec(line);
      if (!match) continue;
      const ms = Number(match[2]) + Number(match[3]) + Number(match[4]);
      const name = match[1] || "(anonymous)";
      count++;
      total += ms;
      byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    }
    return { count, total, byFunction };
  };
  // In the background (as runs go), a job's time is stretched by the threads it shares the cores with; on the main
  // thread (`--no-concurrent-recompilation`) each job is timed alone, which is what it costs.
  const background = summarise(coldRun(["--trace-opt"]));
  const alone = summarise(coldRun(["--trace-opt", "--no-concurrent-recompilation"]));
  console.log(`\noptimising compiler, one cold run each: ${background.count} jobs in ${background.total.toFixed(0)} ms of background job time;`);
  console.log(`compiled on the main thread, ${alone.count} jobs in ${alone.total.toFixed(0)} ms; the largest:`);
  for (const [name, ms] of [...alone.byFunction].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`);
}
