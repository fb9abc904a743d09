#!/usr/bin/env node
/**
 * Doubling the findings or the fixes at most doubles the time (issue 24): the CLI end to end on generated inputs
 * of two sizes, N and 2N, in one run, rounds interleaved. The ratio is of net times: each minus the CLI's start-up
 * on a one-message file, measured in the same rounds; the target is checked on CPU time (all threads, from
 * `/usr/bin/time`), which other load skews less than wall time. A quadratic step gives about 4×; linear work 2×.
 *
 *   node bench/doubling.mjs [--runs N] [--cli PATH]   this figure alone (about 2 minutes), for this build or another
 *                                                     CLI (`--cli /other/checkout/packages/cli/bin/msglint.js`);
 *                                                     `pnpm bench` runs it too
 *
 * Needs a build (`pnpm build`).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { manyFixes, oneFixAtTheEnd, orphanResults, toolCallsOneDuplicateId, toolCallsResultsLate, uniqueObjects } from "../hostile/inputs.mjs";
import { median } from "./stats.mjs";
import { readOption } from "./args.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const DEFAULT_CLI = join(ROOT, "packages/cli/bin/msglint.js");

/** The cases: what doubles, the generator, the two sizes, and the CLI's mode. */
export const DOUBLING_CASES = [
  { what: "findings: tool calls that all share one id (a finding per call)", make: toolCallsOneDuplicateId, n: 10_000, fix: false },
  { what: "findings: tool calls whose results come late (a finding per call and per result)", make: toolCallsResultsLate, n: 5_000, fix: false },
  { what: "findings: tool results that answer no call", make: orphanResults, n: 10_000, fix: false },
  { what: "checks: a tool input of distinct objects under `uniqueItems`", make: uniqueObjects, n: 60_000, fix: false },
  { what: "messages around one fix (`--fix-dry-run`)", make: oneFixAtTheEnd, n: 20_000, fix: true },
  { what: "fixes: an empty text block in every user turn (`--fix-dry-run`)", make: manyFixes, n: 1_000, fix: true },
];

/** `/usr/bin/time` gives the CPU time of the process (all threads), which other load on the machine skews less than wall time. */
const TIME = existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined;

/** One run of the CLI on `file`: wall time, and CPU time where `/usr/bin/time` is there. */
function time(cli, file, fix, scratch) {
  const args = [cli, "--no-config-lookup", "--concurrency", "off", "-f", "compact", ...(fix ? ["--fix-dry-run"] : []), file];
  const cpuFile = join(scratch, "cpu");
  const started = performance.now();
  const out = spawnSync(TIME ?? process.execPath, TIME ? ["-f", "%U %S", "-o", cpuFile, process.execPath, ...args] : args, {
    stdio: ["ignore", "ignore", "pipe"],
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  const wall = performance.now() - started;
  if (out.status !== 0 && out.status !== 1) throw new Error(`${file}: exit ${out.status}: ${out.stderr.slice(-1000)}`);
  const [user, system] = TIME ? readFileSync(cpuFile, "utf8").trim().split("\n").pop().split(" ").map(Number) : [NaN, NaN];
  return { wall, cpu: (user + system) * 1000 };
}

/** For each case: the net times at N and 2N and their ratio (median of the per-round ratios). */
export function measureDoubling({ runs = 5, log = () => {}, cli = DEFAULT_CLI } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "msglint-doubling-"));
  try {
    const tiny = join(dir, "tiny.json");
    writeFileSync(tiny, oneFixAtTheEnd(1));
    return DOUBLING_CASES.map(({ what, make, n, fix }) => {
      log(`doubling: ${what}`);
      const small = join(dir, "small.json");
      const large = join(dir, "large.json");
      writeFileSync(small, make(n));
      writeFileSync(large, make(2 * n));
      const samples = { start: [], small: [], large: [] };
      for (let r = 0; r < runs; r++) {
        // Rotated, so slow moments of other load fall on every size alike.
        const order = ["start", "small", "large"].map((_, k, all) => all[(k + r) % all.length]);
        for (const size of order) samples[size].push(time(cli, { start: tiny, small, large }[size], fix, dir));
      }
      const net = (kind) =>
        samples.small.map((_, i) => (samples.large[i][kind] - samples.start[i][kind]) / (samples.small[i][kind] - samples.start[i][kind]));
      const at = (size, kind) => median(samples[size].map((s) => s[kind]));
      return {
        what,
        n,
        smallMs: at("small", "wall") - at("start", "wall"),
        largeMs: at("large", "wall") - at("start", "wall"),
        startMs: at("start", "wall"),
        ratio: median(net("wall")),
        cpuRatio: TIME ? median(net("cpu")) : NaN,
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const option = (name) => readOption(process.argv, name);
  const runs = Number(option("--runs") ?? 5);
  const results = measureDoubling({ runs, cli: option("--cli") ?? DEFAULT_CLI, log: (line) => process.stderr.write(`${line}\n`) });
  const lines = ["| doubled | N | net time at N | at 2N | ratio | ratio, CPU time (≤ 2×) |", "|---|---|---|---|---|---|"];
  for (const r of results) {
    const over = r.cpuRatio > 2 ? " **over**" : "";
    lines.push(
      `| ${r.what} | ${r.n} | ${r.smallMs.toFixed(0)} ms | ${r.largeMs.toFixed(0)} ms | ${r.ratio.toFixed(2)}× | ${r.cpuRatio.toFixed(2)}×${over} |`,
    );
  }
  process.stdout.write(
    `${lines.join("\n")}\n\nNet of the CLI's start-up, ${results[0].startMs.toFixed(0)} ms (median), measured in the same rounds; ${runs} rounds.\n`,
  );
}
