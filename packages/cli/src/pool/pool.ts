/**
 * Lints many files, in this thread or in this thread and worker threads. This thread lints too: a worker
 * compiles the 3.3 MB core bundle again and warms up from cold (100–250 ms of CPU), so N threads cost N − 1
 * workers, not N. Each thread takes the next batch itself from a shared counter, so a worker that starts late
 * takes fewer and no thread waits for another to hand out work. Results come back in the order of the input.
 */
import { existsSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { API_VERSIONS, loadApiVersion, type LintOptions } from "@msglint/core";
import { lintFile, type FileLintOptions } from "../lint-files.js";
import type { FileResult } from "../types.js";

/**
 * `auto` lints in one thread: a second thread does not win on 2 cores today. Measured 30 Nov 2026 (Node 20,
 * 2 cores; CLI over the 2,000 files of bench/.corpus/files-1, 102 MB, by name), with batches taken from a shared
 * counter: per-thread CPU (/proc/PID/task) with `--concurrency off`, main 0.92 s + V8's GC helper threads 0.35 s;
 * with `2`, main 0.65 s + worker 0.49 s + GC helpers 0.56 s: 1.74 s of CPU against 1.27 s (the worker's start-up,
 * second compile of the core bundle and cold JIT, and a second heap to collect). On two idle cores that is 0.87 s
 * at best against about 1.0 s, 13% for 37% more CPU; with load average 5–6 from other work (medians of 5
 * interleaved runs) `off` took 1.92 s wall and `2` 2.21 s (read + parse floor 0.64 s). Measure a second thread
 * winning on an idle machine before `auto` takes one from AUTO_MIN_BYTES.
 */
export const AUTO_MIN_BYTES = Number.POSITIVE_INFINITY;
/** Batches per thread: small batches even out the threads' ends; a batch is one reply message, so not one file. */
const BATCHES_PER_THREAD = 16;
/** Files per batch at most: about 16 ms of lint for ~50 KB files, the most a thread can finish after the other. */
const MAX_BATCH = 16;
export const DEFAULT_THREADS = 2;

export interface LintTask {
  path: string;
  displayPath: string;
  error?: string;
  /** Found in a folder or by a glob (see `FileEntry.expanded`). */
  expanded?: true;
  /** Index into the options table: files under one config share one entry. */
  options: number;
}

/**
 * What a worker receives, once per run: every task, and the counter threads take batches from. Each thread takes
 * the next batch itself (`Atomics.add`), so no thread waits for another to hand it work.
 */
export interface WorkerRequest {
  tasks: LintTask[];
  optionsTable: LintOptions[];
  fileOptions: FileLintOptions;
  /** One Int32: the index of the next task no thread has taken. */
  next: SharedArrayBuffer;
  batchSize: number;
}

/** A batch's results, from task `start` on; or why the worker stopped. */
export type WorkerReply = { start: number; results: FileResult[] } | { error: string };

/** `auto`: a second thread only for big runs on a machine with cores to spare; `off`: one; a number: that many, always. */
export type Concurrency = "auto" | "off" | number;

/** The threads that lint (this one included) for files of `bytes()` in all (asked only for `auto`). */
export function threadCount(concurrency: Concurrency, bytes: () => number): number {
  if (concurrency === "off") return 1;
  if (concurrency === "auto") {
    if (availableParallelism() < 2 || AUTO_MIN_BYTES === Number.POSITIVE_INFINITY) return 1;
    return bytes() >= AUTO_MIN_BYTES ? DEFAULT_THREADS : 1;
  }
  return Math.max(1, Math.min(concurrency, 16));
}

/** The files' total size, counted only as far as `enough` (a file that cannot be read counts nothing). */
export function totalBytes(tasks: readonly LintTask[], enough = Number.POSITIVE_INFINITY): number {
  let bytes = 0;
  for (const task of tasks) {
    if (bytes >= enough) break;
    try {
      bytes += task.error ? 0 : statSync(task.path).size;
    } catch {
      // unreadable: reported by the lint
    }
  }
  return bytes;
}

/** Files per batch: about `BATCHES_PER_THREAD` batches per thread, at most `MAX_BATCH` files each. */
export function batchSize(files: number, threads: number): number {
  return Math.max(1, Math.min(MAX_BATCH, Math.ceil(files / (threads * BATCHES_PER_THREAD))));
}

/** Takes batches from `next` until none is left, handing each batch's results to `onBatch`. */
export function takeBatches(request: WorkerRequest, onBatch: (start: number, results: FileResult[]) => void): void {
  const next = new Int32Array(request.next);
  const { tasks, batchSize: size } = request;
  for (let start = Atomics.add(next, 0, size); start < tasks.length; start = Atomics.add(next, 0, size)) {
    onBatch(start, runTasks({ ...request, tasks: tasks.slice(start, start + size) }));
  }
}

export function runTasks(request: Pick<WorkerRequest, "tasks" | "optionsTable" | "fileOptions">): FileResult[] {
  return request.tasks.map((task) =>
    lintFile(
      { path: task.path, ...(task.error ? { error: task.error } : {}), ...(task.expanded ? { expanded: true } : {}) },
      task.displayPath,
      request.optionsTable[task.options]!,
      request.fileOptions,
    ),
  );
}

const WORKER_FILE = new URL("./worker.js", import.meta.url);

/** Workers started ahead of the work (while the files are being collected), so their start-up overlaps it. */
export class WorkerPool {
  readonly workers: Worker[];
  /** A worker that failed or exited before it was given work. */
  broken: Error | undefined;

  constructor(count: number) {
    // Running from sources (tests of the library), there is no built worker: lint here.
    const built = count > 0 && existsSync(fileURLToPath(WORKER_FILE));
    this.workers = built ? Array.from({ length: count }, () => new Worker(WORKER_FILE)) : [];
    for (const worker of this.workers) {
      // Idle workers do not keep the process alive (a usage error ends the run before any work).
      worker.unref();
      worker.once("error", (error) => (this.broken ??= error));
      worker.once("exit", (code) => (this.broken ??= new Error(`a lint worker exited early (code ${code})`)));
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}

export interface LintAllOptions {
  concurrency: Concurrency;
  fileOptions: FileLintOptions;
  /** Workers already started for this run; closed when it ends. */
  pool?: WorkerPool;
  onProgress?: (done: number) => void;
  /** Told how the work is split (for `MSGLINT_DEBUG`): the threads that lint, this one included. */
  onPlan?: (plan: { threads: number; batches: number }) => void;
}

/**
 * Loads the request schemas a run needs, since core's synchronous lint checks only loaded ones: the versions the
 * options name, and every version when a HAR capture is linted (its entries name their own).
 */
export async function loadApiVersionsOf(optionsTable: readonly LintOptions[], paths: readonly string[] = []): Promise<void> {
  const captures = optionsTable.some((options) => options.format === "har") || paths.some((path) => path.endsWith(".har"));
  const versions = captures ? API_VERSIONS : optionsTable.map((options) => options.settings?.apiVersion);
  await Promise.all(versions.map((version) => loadApiVersion(version)));
}

export async function lintAll(tasks: LintTask[], optionsTable: LintOptions[], options: LintAllOptions): Promise<FileResult[]> {
  let pool = options.pool;
  try {
    await loadApiVersionsOf(
      optionsTable,
      tasks.map((task) => task.path),
    );
    const threads = pool ? pool.workers.length + 1 : threadCount(options.concurrency, () => totalBytes(tasks, AUTO_MIN_BYTES));
    if (!pool && threads > 1 && tasks.length > 0) pool = new WorkerPool(threads - 1);
    if (!pool || pool.workers.length === 0 || tasks.length === 0) {
      options.onPlan?.({ threads: 1, batches: 1 });
      const results: FileResult[] = [];
      for (const task of tasks) {
        results.push(...runTasks({ tasks: [task], optionsTable, fileOptions: options.fileOptions }));
        options.onProgress?.(results.length);
      }
      return await relintUnloaded(results, tasks, optionsTable, options);
    }
    return await relintUnloaded(await lintInThreads(tasks, optionsTable, pool, options), tasks, optionsTable, options);
  } finally {
    await pool?.close();
  }
}

/** The API versions a result's content named whose schemas were not loaded (core says so as data on its result). */
export function unloadedVersionsIn(result: FileResult): string[] {
  return result.unloadedApiVersions ?? [];
}

/**
 * A file whose content names an API version the settings did not (a HAR capture saved as `.json`) got core's
 * "schema not loaded" finding: load that version and lint the file again, here. Rare, so it costs nothing usually.
 */
async function relintUnloaded(results: FileResult[], tasks: LintTask[], optionsTable: LintOptions[], options: LintAllOptions): Promise<FileResult[]> {
  const again = results.flatMap((result, index) => (unloadedVersionsIn(result).length ? [index] : []));
  if (again.length === 0) return results;
  await Promise.all(again.flatMap((index) => unloadedVersionsIn(results[index]!)).map((version) => loadApiVersion(version)));
  // A file `--fix` already rewrote is linted (and fixed) again from its new text; its first fixes stay reported.
  for (const index of again) {
    const [relinted] = runTasks({ tasks: [tasks[index]!], optionsTable, fileOptions: options.fileOptions });
    const first = results[index]!;
    results[index] = first.fixes?.length ? { ...relinted!, fixes: [...first.fixes, ...(relinted!.fixes ?? [])] } : relinted!;
  }
  return results;
}

async function lintInThreads(tasks: LintTask[], optionsTable: LintOptions[], pool: WorkerPool, options: LintAllOptions): Promise<FileResult[]> {
  if (pool.broken) throw pool.broken;
  const { workers } = pool;
  const size = batchSize(tasks.length, workers.length + 1);
  options.onPlan?.({ threads: workers.length + 1, batches: Math.ceil(tasks.length / size) });
  const request: WorkerRequest = { tasks, optionsTable, fileOptions: options.fileOptions, next: new SharedArrayBuffer(4), batchSize: size };
  const results: FileResult[] = new Array(tasks.length);
  let done = 0;
  let allDone: () => void = () => {};
  let failed: (error: Error) => void = () => {};
  const finished = new Promise<void>((resolve, reject) => {
    allDone = resolve;
    failed = reject;
  });
  // A failure is rethrown below, after this thread stops taking batches.
  finished.catch(() => {});
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    failed(error);
  };
  const add = (start: number, batchResults: FileResult[]) => {
    for (let i = 0; i < batchResults.length; i++) results[start + i] = batchResults[i]!;
    done += batchResults.length;
    options.onProgress?.(done);
    if (done === tasks.length) allDone();
  };
  for (const worker of workers) {
    worker.ref();
    worker.on("message", (reply: WorkerReply) => ("error" in reply ? fail(new Error(reply.error)) : add(reply.start, reply.results)));
    worker.once("error", fail);
    // Once every result is in, a worker's exit is the pool closing; before, it is a crash.
    worker.once("exit", (code) => done < tasks.length && fail(new Error(`a lint worker exited early (code ${code})`)));
    worker.postMessage(request);
  }
  const next = new Int32Array(request.next);
  for (let start = Atomics.add(next, 0, size); start < tasks.length && !failure; start = Atomics.add(next, 0, size)) {
    add(start, runTasks({ tasks: tasks.slice(start, start + size), optionsTable, fileOptions: options.fileOptions }));
    // Let the workers' replies in (for the progress bar) before the next batch.
    await new Promise((resolve) => setImmediate(resolve));
  }
  // The workers' batches still out: a worker that never took one (it started after the last) is not waited for.
  if (tasks.length > 0) await finished;
  return results;
}
