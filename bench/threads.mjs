#!/usr/bin/env node
/**
 * Where a second thread starts to pay, the measurement behind `--concurrency auto` (`AUTO_MIN_BYTES` in
 * packages/cli/src/pool/pool.ts): the CLI over the first 1,000 to 6,000 files of the bench's corpora (files-0,
 * files-1, then files-100, about 50 KB each), with one thread (`--concurrency off`) and two (`--concurrency 2`), and
 * the read + parse floor (bench/floor.mjs) on the same files. Rounds interleave the commands, so load that comes and
 * goes falls on all of them; each figure is a median over the rounds. Run it on an idle machine. Not part of `pnpm bench`.
 *
 *   node bench/threads.mjs [--rounds 5] [--files 1000,2000,3000,4000,6000]
 *
 * Needs a build (`npx pnpm@12.4.2 -r run build`); makes the corpus items it uses when they are missing or stale.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { CORPUS_DIR as CORPUS, ensure } from "./generate.mjs";
import { median, parallelEfficiency } from "./stats.mjs";
import { readOption } from "./args.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const CLI = join(ROOT, "packages/cli/bin/msglint.js");
const FLOOR = join(ROOT, "bench/floor.mjs");
const TIME = existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined;

const argv = process.argv.slice(2);
const option = (name, fallback) => readOption(argv, name, fallback);
const rounds = Number(option("--rounds", "5"));
const counts = option("--files", "1000,2000,3000,4000,6000").split(",").map(Number);

const ITEMS = ["files-0", "files-1", "files-100"];
ensure(ITEMS);
const filesOf = (name) =>
  readdirSync(join(CORPUS, name), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => relative(CORPUS, join(CORPUS, name, file)));
const all = ITEMS.flatMap(filesOf);
if (all.length < Math.max(...counts)) {
  console.error(`bench/threads.mjs: the corpus has ${all.length} files, ${Math.max(...counts)} asked for`);
  process.exit(2);
}

const scratch = mkdtempSync(join(tmpdir(), "msglint-threads-"));
/** One run of `node args…` in the corpus folder: wall milliseconds and CPU milliseconds (user + system, with /usr/bin/time). */
function run(args) {
  const timeFile = join(scratch, "time");
  const started = performance.now();
  const out = TIME
    ? spawnSync(TIME, ["-f", "%U %S", "-o", timeFile, process.execPath, ...args], { cwd: CORPUS, stdio: ["ignore", "ignore", "pipe"] })
    : spawnSync(process.execPath, args, { cwd: CORPUS, stdio: ["ignore", "ignore", "pipe"] });
  const ms = performance.now() - started;
  // Exit code 1 is "findings" for the CLI (files-1 and files-100 hold broken files).
  if (out.status !== 0 && out.status !== 1) throw new Error(`${args.slice(0, 4).join(" ")} … exited with ${out.status}: ${out.stderr}`);
  const cpuMs = TIME
    ? readFileSync(timeFile, "utf8")
        .trim()
        .split("\n")
        .pop()
        .split(" ")
        .map(Number)
        .reduce((a, b) => a + b, 0) * 1000
    : NaN;
  return { ms, cpuMs };
}

const commands = {
  floor: (files) => [FLOOR, ...files],
  one: (files) => [CLI, "--no-config-lookup", "-f", "compact", "--concurrency", "off", ...files],
  two: (files) => [CLI, "--no-config-lookup", "-f", "compact", "--concurrency", "2", ...files],
};
const samples = new Map(counts.map((count) => [count, { floor: [], one: [], two: [] }]));
console.error(`${cpus().length} cores, load average ${loadavg()[0].toFixed(2)} at the start`);
for (let round = 0; round < rounds; round++) {
  console.error(`round ${round + 1} of ${rounds}`);
  for (const count of counts) {
    const files = all.slice(0, count);
    for (const [name, args] of Object.entries(commands)) samples.get(count)[name].push(run(args(files)));
  }
}
rmSync(scratch, { recursive: true, force: true });

const ratio = (a, b, key) => median(a.map((s, i) => s[key] / b[i][key]));
const mb = (count) => (all.slice(0, count).reduce((sum, file) => sum + statSync(join(CORPUS, file)).size, 0) / 1e6).toFixed(0);
console.log(`load average ${loadavg()[0].toFixed(2)} at the end; medians of ${rounds} interleaved rounds\n`);
console.log(
  "| files | MB | floor | one thread | two threads | one / floor | two / floor | two / one, wall | two / one, CPU | parallel efficiency, one / two |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const [count, { floor, one, two }] of samples) {
  const ms = (list) => `${median(list.map((s) => s.ms)).toFixed(0)} ms`;
  console.log(
    `| ${count.toLocaleString("en")} | ${mb(count)} | ${ms(floor)} | ${ms(one)} | ${ms(two)} | ${ratio(one, floor, "ms").toFixed(2)}× | ${ratio(two, floor, "ms").toFixed(2)}× | ${ratio(two, one, "ms").toFixed(2)}× | ${ratio(two, one, "cpuMs").toFixed(2)}× | ${parallelEfficiency(one, 1)} / ${parallelEfficiency(two, 2)} |`,
  );
}
