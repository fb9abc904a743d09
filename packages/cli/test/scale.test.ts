import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AUTO_MIN_BYTES, AUTO_MIN_FILES, batchSize, DEFAULT_THREADS, takeBatches, threadCount, totalBytes, type LintTask } from "../src/pool/pool.js";
import { ProgressBar, renderProgress, shouldShowProgress } from "../src/progress.js";
import { parseShard, selectShard } from "../src/files/shard.js";
import { BIN, json, msglint, project, requests } from "./helpers.js";

/** `count` files in nested folders, every third broken, every fifth fixable. */
function corpus(count: number) {
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    const body = i % 5 === 0 ? requests.textBeforeResult : i % 3 === 0 ? requests.missingResult : requests.clean;
    files[`data/part-${i % 4}/conversation-${String(i).padStart(3, "0")}.json`] = body;
  }
  return project(files);
}

describe("worker pool", () => {
  const dir = corpus(120);
  const single = msglint(["data", "-f", "json", "--concurrency", "off"], { cwd: dir, env: { MSGLINT_DEBUG: "1" } });

  it("lints in this thread with --concurrency off", () => {
    expect(single.stderr).toContain("msglint: 120 files, no workers (--concurrency off)");
    expect(single.stderr).toMatch(
      /msglint: linted in \d+ ms of wall time and \d+ ms of CPU time with 1 thread: parallel efficiency \d+\.\d\d \(CPU \/ wall \/ threads\)/,
    );
    expect(json(single)).toHaveLength(120);
  });

  it("lints in this thread and a worker with --concurrency 2, with the same results in the same order", () => {
    const pooled = msglint(["data", "-f", "json", "--concurrency", "2"], { cwd: dir, env: { MSGLINT_DEBUG: "1" } });
    expect(pooled.stderr).toMatch(/msglint: 120 files, 2 threads \(this one and 1 worker\), \d+ batches/);
    // The account of the lint divides by the threads the plan used.
    expect(pooled.stderr).toMatch(/msglint: linted in \d+ ms of wall time and \d+ ms of CPU time with 2 threads: parallel efficiency \d+\.\d\d/);
    expect(pooled.stdout).toBe(single.stdout);
    expect(pooled.code).toBe(1);
  });

  it("does not start workers for a small run", () => {
    const small = corpus(10);
    expect(msglint(["data"], { cwd: small, env: { MSGLINT_DEBUG: "1" } }).stderr).toContain("no workers (auto: fewer than 16 files)");
    // Files enough, but far under the size from which a worker pays.
    expect(msglint(["data"], { cwd: dir, env: { MSGLINT_DEBUG: "1" } }).stderr).toMatch(
      /120 files, no workers \(auto: \d+\.\d MiB of files, under 96 MiB\)/,
    );
  });

  it("--concurrency N lints in N threads whatever the count", () => {
    const small = corpus(60);
    const run = msglint(["data", "-f", "json", "--concurrency", "3"], { cwd: small, env: { MSGLINT_DEBUG: "1" } });
    expect(run.stderr).toContain("msglint: 60 files, 3 threads (this one and 2 workers), 30 batches (--concurrency 3)");
    expect(run.stdout).toBe(msglint(["data", "-f", "json", "--concurrency", "off"], { cwd: small }).stdout);
  });

  it("ends at once on a usage error, even with workers asked for", () => {
    const run = msglint(["--concurrency", "2"], { cwd: corpus(1) });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("no files given");
  });

  it("fixes files in the workers", () => {
    const fixable = corpus(60);
    const run = msglint(["--fix", "data", "--concurrency", "2"], { cwd: fixable, env: { MSGLINT_DEBUG: "1" } });
    expect(run.stderr).toContain("1 worker");
    expect(run.stderr).toContain("msglint fixed 12 problems in 12 files:");
    const fixed = JSON.parse(readFileSync(join(fixable, "data/part-0/conversation-000.json"), "utf8")) as {
      messages: { content: { type: string }[] }[];
    };
    expect(fixed.messages[2]!.content.map((b) => b.type)).toEqual(["tool_result", "text"]);
  });

  it("splits work into about sixteen batches per thread, of 1 to 16 files", () => {
    expect(batchSize(60, 3)).toBe(2);
    expect(batchSize(1, 2)).toBe(1);
    expect(batchSize(2000, 2)).toBe(16);
  });

  it("takes only the batches no other thread has taken, each once, in order", () => {
    const tasks: LintTask[] = Array.from({ length: 10 }, (_, i) => ({
      path: `f${i}.json`,
      displayPath: `f${i}.json`,
      error: `unreadable ${i}`,
      options: 0,
    }));
    const next = new SharedArrayBuffer(4);
    // Another thread took the first batch of three.
    Atomics.add(new Int32Array(next), 0, 3);
    const taken: [number, string[]][] = [];
    takeBatches({ tasks, optionsTable: [{}], fileOptions: {}, next, batchSize: 3 }, (start, results) =>
      taken.push([start, results.map((r) => r.filePath)]),
    );
    expect(taken).toEqual([
      [3, ["f3.json", "f4.json", "f5.json"]],
      [6, ["f6.json", "f7.json", "f8.json"]],
      [9, ["f9.json"]],
    ]);
  });

  it("chooses the threads by the files' size for auto, and as told otherwise, and says why", () => {
    let asked = 0;
    const bytes = (n: number) => () => (asked++, n);
    expect(threadCount("auto", 100, bytes(1024), 2)).toEqual({ threads: 1, reason: "auto: 0.0 MiB of files, under 96 MiB" });
    expect(threadCount("auto", 100, bytes(AUTO_MIN_BYTES - 1), 2)).toEqual({ threads: 1, reason: "auto: 95 MiB of files, under 96 MiB" });
    expect(threadCount("auto", 100, bytes(AUTO_MIN_BYTES), 2)).toEqual({ threads: DEFAULT_THREADS, reason: "auto: 96 MiB of files or more" });
    expect(threadCount("auto", AUTO_MIN_FILES, bytes(AUTO_MIN_BYTES), 8).threads).toBe(DEFAULT_THREADS);
    expect(threadCount("off", 100, bytes(Number.MAX_SAFE_INTEGER), 2)).toEqual({ threads: 1, reason: "--concurrency off" });
    expect(threadCount(3, 1, bytes(0), 1)).toEqual({ threads: 3, reason: "--concurrency 3" });
    expect(threadCount(40, 1, bytes(0), 1).threads).toBe(16);
    expect(asked).toBe(4);
  });

  it("sizes the files exactly up to the samples, and estimates a bigger run from every k-th file", () => {
    const sizes = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000];
    const dir = project(Object.fromEntries(sizes.map((size, i) => [`f${i}.json`, "x".repeat(size)])));
    const tasks: LintTask[] = sizes.map((_, i) => ({ path: join(dir, `f${i}.json`), displayPath: `f${i}.json`, options: 0 }));
    expect(totalBytes(tasks)).toBe(5500);
    // Five samples of ten files: files 0, 2, 4, 6 and 8 (2,500 bytes) stand for all ten.
    expect(totalBytes(tasks, Number.POSITIVE_INFINITY, 5)).toBe(5000);
    // Counting stops once enough is known: after files 0 and 2, each standing for two, 800 bytes.
    expect(totalBytes(tasks, 700, 5)).toBe(800);
    expect(totalBytes(tasks, 250)).toBe(300);
    // A file that cannot be read (or failed to be found) counts nothing.
    expect(totalBytes([...tasks, { path: join(dir, "gone.json"), displayPath: "gone.json", options: 0 }])).toBe(5500);
    expect(totalBytes([])).toBe(0);
  });

  it("takes no worker for auto on one core, nor for a few files however big, without sizing the files", () => {
    let asked = 0;
    const big = () => (asked++, Number.MAX_SAFE_INTEGER);
    expect(threadCount("auto", 100, big, 1)).toEqual({ threads: 1, reason: "auto: one core" });
    // One big file (a JSON Lines log) is linted by one thread: a worker would only load the core again.
    expect(threadCount("auto", AUTO_MIN_FILES - 1, big, 2)).toEqual({ threads: 1, reason: `auto: fewer than ${AUTO_MIN_FILES} files` });
    expect(asked).toBe(0);
  });
});

describe("--shard i/n", () => {
  const dir = corpus(23);
  const all = json(msglint(["data", "-f", "json"], { cwd: dir })).map((r) => r.filePath);
  const shards = [1, 2, 3].map((i) => json(msglint(["data", "-f", "json", "--shard", `${i}/3`], { cwd: dir })).map((r) => r.filePath));

  it("gives every file to exactly one shard", () => {
    expect(shards.flat().sort()).toEqual([...all].sort());
    expect(new Set(shards.flat()).size).toBe(all.length);
    expect(shards.map((s) => s.length)).toEqual([8, 8, 7]);
  });

  it("is deterministic: sorted by path, dealt round-robin", () => {
    const sorted = [...all].sort();
    expect(shards[0]).toEqual(sorted.filter((_, k) => k % 3 === 0));
    expect(json(msglint(["data", "-f", "json", "--shard", "2/3"], { cwd: dir })).map((r) => r.filePath)).toEqual(shards[1]);
  });

  it("rejects bad shards and standard input", () => {
    expect(parseShard("0/3")).toMatch(/between 1 and n/);
    expect(parseShard("a/b")).toMatch(/expected i\/n/);
    expect(parseShard(" 2 / 5 ")).toEqual({ index: 2, count: 5 });
    expect(selectShard(["b", "a", "c"], (x) => x, { index: 1, count: 2 })).toEqual(["a", "c"]);
    expect(msglint(["-", "--shard", "1/2"], { input: requests.clean }).code).toBe(2);
  });
});

describe("progress bar", () => {
  it("draws on a terminal only for long runs, and erases itself", () => {
    expect(shouldShowProgress(false, 10_000, 0)).toBe(false);
    expect(shouldShowProgress(true, 10, 0)).toBe(false);
    expect(shouldShowProgress(true, 100, 0)).toBe(true);
    expect(shouldShowProgress(true, 1, 64 * 1024 * 1024)).toBe(true);
    expect(renderProgress(5, 10)).toBe(`msglint [${"#".repeat(15)}${"-".repeat(15)}] 5/10 files`);
    let now = 0;
    const out: string[] = [];
    const bar = new ProgressBar(
      (t) => out.push(t),
      10,
      () => now,
    );
    bar.update(0);
    bar.update(1); // too soon: skipped
    now = 500;
    bar.update(2);
    bar.update(10); // the last frame is always drawn
    bar.finish();
    expect(out).toEqual([
      `\r${renderProgress(0, 10)}\u001b[K`,
      `\r${renderProgress(2, 10)}\u001b[K`,
      `\r${renderProgress(10, 10)}\u001b[K`,
      "\r\u001b[K",
    ]);
  });

  const dir = corpus(120);
  it("never appears in piped output", () => {
    const run = msglint(["data", "-f", "json"], { cwd: dir });
    expect(run.stderr).toBe("");
  });

  const hasScript = spawnSync("script", ["--version"]).status === 0;
  it.skipIf(!hasScript)("appears on stderr when it is a terminal (run under script(1))", () => {
    const command = `"${process.execPath}" "${BIN}" data -f json > /dev/null`;
    const tty = spawnSync("script", ["-qec", command, "/dev/null"], { cwd: dir, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
    expect(tty.stdout).toContain("msglint [");
    expect(tty.stdout).toContain("/120 files");
    expect(tty.stdout).toContain("\r\u001b[K");
    const few = corpus(5);
    const quiet = spawnSync("script", ["-qec", `"${process.execPath}" "${BIN}" data > /dev/null`, "/dev/null"], { cwd: few, encoding: "utf8" });
    expect(quiet.stdout).not.toContain("msglint [");
  });
});
