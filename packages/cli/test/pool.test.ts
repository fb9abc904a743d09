/**
 * The worker pool's watchdog: a worker stuck on a file, or out of memory, costs that file only. Its file is a
 * finding that says why, every other file is linted, and the run says so (exit 2 in the CLI). The workers here
 * are stand-ins that speak the pool's protocol and fail on the first file they take, so whichever files they
 * take, the outcome can be checked exactly.
 */
import { once } from "node:events";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { lintFile } from "../src/lint-files.js";
import { lintAll, takeBatches, WorkerPool, type LintTask, type WorkerFailure } from "../src/pool/pool.js";
import { requests } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "msglint-pool-"));

/** A stand-in worker: takes batches as the real one does, records its progress, and then does `failure` on its first file. */
function standIn(failure: string): URL {
  const file = join(dir, `worker-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(
    file,
    `import { parentPort } from "node:worker_threads";
parentPort.on("message", (request) => {
  const next = new Int32Array(request.next);
  const progress = new Int32Array(request.progress);
  for (let start = Atomics.add(next, 0, request.batchSize); start < request.tasks.length; start = Atomics.add(next, 0, request.batchSize)) {
    Atomics.store(progress, 0, request.id);
    Atomics.store(progress, 1, start);
    ${failure}
  }
  parentPort.postMessage({ id: request.id, idle: true });
});
`,
  );
  return pathToFileURL(file);
}

// Forty files, each slow enough to lint (a few ms) that a ready worker takes batches of its own.
const files = Array.from({ length: 40 }, (_, i) => {
  const path = join(dir, `f${i}.json`);
  const body = JSON.parse(i % 3 ? requests.missingResult : requests.clean) as { messages: unknown[] };
  body.messages.unshift(...Array.from({ length: 2000 }, (_, k) => ({ role: k % 2 ? "assistant" : "user", content: `turn ${k}` })));
  writeFileSync(path, JSON.stringify(body, null, 2));
  return path;
});
const tasks: LintTask[] = files.map((path, i) => ({ path, displayPath: `f${i}.json`, options: 0 }));
const expected = files.map((path, i) => lintFile({ path }, `f${i}.json`, {}));

async function runWith(failure: string | URL, options: { resourceLimits?: object; watchdog?: { baseMs: number; msPerMegabyte: number } } = {}) {
  const workerFile = typeof failure === "string" ? standIn(failure) : failure;
  const pool = new WorkerPool(1, { workerFile, ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}) });
  // As in the CLI, the worker has started before the work is handed out.
  await once(pool.workers[0]!, "online");
  const failures: WorkerFailure[] = [];
  const lost: string[] = [];
  const results = await lintAll(tasks, [{}], {
    concurrency: 2,
    fileOptions: {},
    pool,
    onWorkerFailure: (f) => failures.push(f),
    onWorkerLost: (reason) => lost.push(reason),
    ...(options.watchdog ? { watchdog: options.watchdog } : {}),
  });
  return { results, failures, lost };
}

/** Each failed file is one whole batch of the stand-ins' (the first file fails, the rest are retried and fail alike); every other file as a lone lint gives it. */
function expectOnlyFailuresLost(results: Awaited<ReturnType<typeof runWith>>, cause: RegExp) {
  const { results: got, failures } = results;
  expect(failures.length).toBeGreaterThan(0);
  expect(got).toHaveLength(files.length);
  const failed = new Set(failures.map((f) => f.index));
  got.forEach((result, i) => {
    if (!failed.has(i)) return expect(result, `f${i}.json`).toEqual(expected[i]);
    expect(result.filePath).toBe(`f${i}.json`);
    expect(result.messages).toEqual([expect.objectContaining({ ruleId: null, fatal: true, message: expect.stringMatching(cause) })]);
    expect(result.messages[0]!.message).toMatch(/^Not linted: .*\. Every other file was linted\.$/);
  });
  for (const f of failures) expect(f.cause).toMatch(cause);
  // The stand-ins fail on every file they take: the batch the first one took, its other file retried in a fresh one.
  expect(failures.length).toBeLessThanOrEqual(2);
}

describe("the worker pool's watchdog", () => {
  it("stops a worker stuck on a file, reports that file with the cause, and lints every other file", async () => {
    const outcome = await runWith("for (;;) {}", { watchdog: { baseMs: 300, msPerMegabyte: 0 } });
    expectOnlyFailuresLost(outcome, /the lint worker stopped making progress on this file \(for 0\.3 s\) and was stopped/);
  }, 60_000);

  it("reports the file a worker ran out of memory on, and lints every other file", async () => {
    const outcome = await runWith("const hoard = []; for (;;) hoard.push(new Array(1e5).fill(Math.random()));", {
      resourceLimits: { maxOldGenerationSizeMb: 24, maxYoungGenerationSizeMb: 4 },
    });
    expectOnlyFailuresLost(outcome, /the lint worker ran out of memory on this file/);
  }, 60_000);

  it("reports the file a worker failed on when it throws, and lints every other file", async () => {
    const outcome = await runWith('throw new Error("broken");');
    expectOnlyFailuresLost(outcome, /the lint worker failed on this file \(broken\)/);
  }, 60_000);

  it("tells of a worker that stops before its first file, and lints its files elsewhere", async () => {
    const file = join(dir, "worker-unloadable.mjs");
    // As a worker whose script cannot load its modules: it fails before it takes a task.
    writeFileSync(file, `import { parentPort } from "node:worker_threads";\nparentPort.on("message", () => { throw new Error("cannot load"); });\n`);
    const { results, failures, lost } = await runWith(pathToFileURL(file));
    expect(results).toEqual(expected);
    expect(failures).toEqual([]);
    // The pool's worker, then the fresh ones it tries before this thread lints the rest.
    expect(lost.length).toBeGreaterThan(0);
    for (const reason of lost) expect(reason).toBe("cannot load");
  }, 60_000);

  it("the real worker records the task it lints, for the watchdog to name it", () => {
    const progress = new Int32Array(new SharedArrayBuffer(8));
    const seen: number[][] = [];
    takeBatches(
      {
        id: 7,
        tasks: tasks.slice(0, 5),
        optionsTable: [{}],
        fileOptions: {},
        next: new SharedArrayBuffer(4),
        batchSize: 2,
        progress: progress.buffer as SharedArrayBuffer,
      },
      () => seen.push([Atomics.load(progress, 0), Atomics.load(progress, 1)]),
    );
    expect(seen).toEqual([
      [7, 1],
      [7, 3],
      [7, 4],
    ]);
    expect(Atomics.load(progress, 1)).toBe(-1);
  });
});
