/**
 * Lints many files, in this thread or in this thread and worker threads. This thread lints too: a worker loads the
 * 1.8 MB core bundle again (on Node 20 from the CLI's compile cache, src/launch.ts) and warms up from cold (100–250 ms
 * of CPU), so N threads cost N − 1 workers, not N. Each thread takes the next batch itself from a shared counter, so a
 * worker that starts late takes fewer and no thread waits for another to hand out work. Results come back in the order
 * of the input.
 */
import { existsSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import type { ResourceLimits, Worker } from "node:worker_threads";
import { API_VERSIONS, type LintOptions } from "@msglint/core";
import { runLinter } from "../run-linter.js";
import { fatal, lintFile, result, type FileLintOptions } from "../lint-files.js";
import type { FileResult } from "../types.js";
import type { FileStat } from "../files/collect.js";

/**
 * `auto` takes a second thread from this much input on. Below it the worker's fixed cost wins: its start-up (loading
 * the core again, from the CLI's compile cache on Node 20) and a second isolate's warm-up. Measured 7 Dec 2026, after
 * workers started through the compile cache (`node bench/threads.mjs`: Node 20, 2 idle cores, the CLI over the first N
 * files of the bench's corpora, about 50 KB each; medians of 5–9 interleaved rounds, four runs), two threads against
 * one, wall time: 51 MB 1.01–1.05×, 64 MB 0.90–0.99×, 76 MB 0.95–1.05× (0.93× in 15 pairs of `files-1` alone), 102 MB
 * 0.91–0.96×, 127 MB 0.94–0.95×, 152 MB 0.93×, 203 MB 0.84×, 303 MB 0.88×, for 1.21–1.37× the CPU (before, with the
 * worker parsing its modules: 102 MB 1.00×, 127 MB 0.95×). From 96 MiB (101 MB) every run gained. On a machine busy
 * with other work it loses (load average 5–6 on 2 cores, 30 Nov 2026: 2.21 s against 1.92 s), but the load average is
 * no guide to that: it lags by a minute (the install or build step just before, in CI) and in a container it is the
 * host's. ESLint and Jest do not ask either; `--concurrency off` is the choice on a busy machine.
 */
export const AUTO_MIN_BYTES = 96 * 1024 * 1024;
/** `auto` takes no worker for fewer files than this either: a file is linted by one thread, so a few big files (a 1 GB JSON Lines log) split badly or not at all. */
export const AUTO_MIN_FILES = 16;
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
  /** A named file's size and modification time, from the `stat` that found it (see `FileEntry.stat`). */
  stat?: FileStat;
  /** Index into the options table: files under one config share one entry. */
  options: number;
}

/**
 * What a worker receives: tasks, and the counter threads take batches of them from. Each thread takes the next
 * batch itself (`Atomics.add`), so no thread waits for another to hand it work. The run's request goes to every
 * worker; after a worker failed, the files it left go to a fresh worker in a request of their own.
 */
export interface WorkerRequest {
  /** Which request a reply answers: 0 is the run's; the others are retries after a worker failed. */
  id: number;
  tasks: LintTask[];
  optionsTable: LintOptions[];
  fileOptions: FileLintOptions;
  /** The modules of the config's own dialects: the worker imports them, as the main thread did. */
  dialectModules?: string[];
  /** One Int32: the index of the next task no thread has taken. */
  next: SharedArrayBuffer;
  batchSize: number;
  /** This worker's own two Int32s: the request and the task it is linting now (-1 between tasks), for the watchdog. */
  progress: SharedArrayBuffer;
}

/** A batch's results, from task `start` of request `id` on; that a request's batches are all taken; or why the worker stopped. */
export type WorkerReply = { id: number; start: number; results: FileResult[] } | { id: number; idle: true } | { error: string };
/** `auto`: a second thread only for big runs on a machine with two cores or more; `off`: one; a number: that many, always. */
export type Concurrency = "auto" | "off" | number;

const MIB = 1024 * 1024;

/** How many threads lint (this one included), and why, for `--debug`. */
export interface ThreadChoice {
  threads: number;
  reason: string;
}

/**
 * The threads that lint for `files` files of `bytes()` in all (asked only for `auto`, with files enough and cores to
 * spare; `bytes` may stop counting at `AUTO_MIN_BYTES`).
 */
export function threadCount(concurrency: Concurrency, files: number, bytes: () => number, cores = availableParallelism()): ThreadChoice {
  if (concurrency === "off") return { threads: 1, reason: "--concurrency off" };
  if (concurrency !== "auto") return { threads: Math.max(1, Math.min(concurrency, 16)), reason: `--concurrency ${concurrency}` };
  if (files < AUTO_MIN_FILES) return { threads: 1, reason: `auto: fewer than ${AUTO_MIN_FILES} files` };
  if (cores < 2) return { threads: 1, reason: "auto: one core" };
  const size = bytes();
  return size >= AUTO_MIN_BYTES
    ? { threads: DEFAULT_THREADS, reason: `auto: ${AUTO_MIN_BYTES / MIB} MiB of files or more` }
    : {
        threads: 1,
        reason: `auto: ${size < 10 * MIB ? (Math.floor((size / MIB) * 10) / 10).toFixed(1) : Math.floor(size / MIB)} MiB of files, under ${AUTO_MIN_BYTES / MIB} MiB`,
      };
}

/** Files `totalBytes` reads the size of at most: the rest of a bigger run is estimated from them. */
export const SIZE_SAMPLES = 512;

/**
 * The files' total size, for `auto`: exact up to `samples` files; beyond, estimated from every k-th file, so that a
 * run of 100,000 files pays 512 `stat`s (about 2 µs each) for a decision a few percent either way does not change.
 * Counted only as far as `enough`. A file that cannot be read counts nothing (the lint reports it).
 */
export function totalBytes(tasks: readonly LintTask[], enough = Number.POSITIVE_INFINITY, samples = SIZE_SAMPLES): number {
  const step = Math.max(1, Math.ceil(tasks.length / samples));
  let bytes = 0;
  let counted = 0;
  for (let i = 0; i < tasks.length; i += step) {
    // Each file read stands for `step` files: enough already, whatever the rest holds.
    if (bytes * step >= enough) return bytes * step;
    const task = tasks[i]!;
    try {
      bytes += taskSize(task);
    } catch {
      // unreadable
    }
    counted++;
  }
  return counted === 0 ? 0 : (bytes * tasks.length) / counted;
}

/** A task's file size: from the `stat` that found it when it was named, else one now (which throws for a file that is gone). */
export function taskSize(task: LintTask): number {
  return task.error ? 0 : (task.stat?.size ?? statSync(task.path).size);
}

/** Files per batch: about `BATCHES_PER_THREAD` batches per thread, at most `MAX_BATCH` files each. */
export function batchSize(files: number, threads: number): number {
  return Math.max(1, Math.min(MAX_BATCH, Math.ceil(files / (threads * BATCHES_PER_THREAD))));
}

/**
 * Takes batches from `next` until none is left, handing each batch's results to `onBatch`. With `progress`, the
 * request and task being linted are written there before each task (and -1 after the batch), so that the thread
 * that watches can tell which file a stuck or failed worker was on.
 */
export function takeBatches(
  request: Omit<WorkerRequest, "id" | "progress"> & Partial<Pick<WorkerRequest, "id" | "progress">>,
  onBatch: (start: number, results: FileResult[]) => void,
): void {
  const next = new Int32Array(request.next);
  const progress = request.progress ? new Int32Array(request.progress) : undefined;
  const { tasks, batchSize: size } = request;
  for (let start = Atomics.add(next, 0, size); start < tasks.length; start = Atomics.add(next, 0, size)) {
    const batch = tasks.slice(start, start + size);
    onBatch(
      start,
      runTasks({ ...request, tasks: batch }, (i) => {
        if (!progress) return;
        Atomics.store(progress, 0, request.id ?? 0);
        Atomics.store(progress, 1, start + i);
      }),
    );
    if (progress) Atomics.store(progress, 1, -1);
  }
}

export function runTasks(request: Pick<WorkerRequest, "tasks" | "optionsTable" | "fileOptions">, onTask?: (index: number) => void): FileResult[] {
  return request.tasks.map((task, i) => {
    onTask?.(i);
    return lintFile(
      { path: task.path, ...(task.error ? { error: task.error } : {}), ...(task.expanded ? { expanded: true } : {}) },
      task.displayPath,
      request.optionsTable[task.options]!,
      request.fileOptions,
    );
  });
}

/** A worker's entry (src/worker-launch.ts): src/pool/worker.ts through the launcher, and so the compile cache. */
const WORKER_FILE = new URL("./worker-launch.cjs", import.meta.url);

export interface WorkerPoolOptions {
  /** The worker's script (tests give one of their own). */
  workerFile?: URL;
  resourceLimits?: ResourceLimits;
}

/** Workers started ahead of the work (while the files are being collected), so their start-up overlaps it. */
export class WorkerPool {
  readonly workers: Worker[];
  /** A worker that failed or exited before it was given work. */
  broken: Error | undefined;
  private readonly extra: Worker[] = [];

  constructor(
    count: number,
    private readonly options: WorkerPoolOptions = {},
  ) {
    // Running from sources (tests of the library), there is no built worker: lint here.
    const file = options.workerFile ?? WORKER_FILE;
    const built = count > 0 && existsSync(fileURLToPath(file));
    this.workers = built ? Array.from({ length: count }, () => this.start()) : [];
    for (const worker of this.workers) {
      // Idle workers do not keep the process alive (a usage error ends the run before any work).
      worker.unref();
      worker.once("error", (error) => (this.broken ??= error));
      worker.once("exit", (code) => (this.broken ??= new Error(`a lint worker exited early (code ${code})`)));
    }
  }

  /** A new worker, for the files a failed one left. */
  replacement(): Worker {
    const worker = this.start();
    this.extra.push(worker);
    return worker;
  }

  private start(): Worker {
    // Loaded with the first worker: most runs take none, and `node:worker_threads` is about 1 ms of a start.
    const { Worker } = process.getBuiltinModule("node:worker_threads");
    return new Worker(this.options.workerFile ?? WORKER_FILE, this.options.resourceLimits ? { resourceLimits: this.options.resourceLimits } : {});
  }

  async close(): Promise<void> {
    await Promise.all([...this.workers, ...this.extra].map((worker) => worker.terminate()));
  }
}

/**
 * How long a file may take in a worker before the worker counts as stuck: far above what linting costs (about 10 ms
 * per MB on one core, JSON Lines streamed included), so only a worker that has stopped making progress hits it.
 */
export interface Watchdog {
  baseMs: number;
  msPerMegabyte: number;
}
export const WATCHDOG: Watchdog = { baseMs: 60_000, msPerMegabyte: 200 };

/** A file a worker could not lint: the worker got stuck on it, ran out of memory or failed. */
export interface WorkerFailure {
  index: number;
  cause: string;
}

export interface LintAllOptions {
  concurrency: Concurrency;
  fileOptions: FileLintOptions;
  /** The modules of the config's own dialects (already in use in this thread: `useDialectModules`). */
  dialectModules?: string[];
  /** Workers already started for this run; closed when it ends. */
  pool?: WorkerPool;
  onProgress?: (done: number) => void;
  /** Told how the work is split (for `MSGLINT_DEBUG`): the threads that lint, this one included. */
  onPlan?: (plan: { threads: number; batches: number; reason?: string }) => void;
  /** Told of each file a worker failed on (its result is a finding that says why); every other file's result is kept. */
  onWorkerFailure?: (failure: WorkerFailure) => void;
  /** Told of a worker that stopped between files or before its first (one that could not load its script): its files go elsewhere. */
  onWorkerLost?: (reason: string) => void;
  watchdog?: Watchdog;
}

/**
 * Loads the request schemas a run needs, since core's synchronous lint checks only loaded ones: the versions the
 * options name, and every version when a HAR capture is linted (its entries name their own).
 */
export async function loadApiVersionsOf(optionsTable: readonly LintOptions[], paths: readonly string[] = []): Promise<void> {
  const captures = optionsTable.some((options) => options.format === "har") || paths.some((path) => path.endsWith(".har"));
  const versions = captures ? API_VERSIONS : optionsTable.map((options) => options.settings?.apiVersion);
  await Promise.all(versions.map((version) => runLinter().loadApiVersion(version)));
}

export async function lintAll(tasks: LintTask[], optionsTable: LintOptions[], options: LintAllOptions): Promise<FileResult[]> {
  let pool = options.pool;
  try {
    await loadApiVersionsOf(
      optionsTable,
      tasks.map((task) => task.path),
    );
    // Workers started ahead (`--concurrency N`) were started for what `threadCount` says of N.
    const choice = threadCount(options.concurrency, tasks.length, () => totalBytes(tasks, AUTO_MIN_BYTES));
    if (!pool && choice.threads > 1 && tasks.length > 0) pool = new WorkerPool(choice.threads - 1);
    if (!pool || pool.workers.length === 0 || tasks.length === 0) {
      options.onPlan?.({ threads: 1, batches: 1, reason: choice.reason });
      const results: FileResult[] = [];
      for (const task of tasks) {
        results.push(...runTasks({ tasks: [task], optionsTable, fileOptions: options.fileOptions }));
        options.onProgress?.(results.length);
      }
      return await relintUnloaded(results, tasks, optionsTable, options);
    }
    return await relintUnloaded(await lintInThreads(tasks, optionsTable, pool, options, choice.reason), tasks, optionsTable, options);
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
  await Promise.all(again.flatMap((index) => unloadedVersionsIn(results[index]!)).map((version) => runLinter().loadApiVersion(version)));
  // A file `--fix` already rewrote is linted (and fixed) again from its new text; its first fixes stay reported.
  for (const index of again) {
    const [relinted] = runTasks({ tasks: [tasks[index]!], optionsTable, fileOptions: options.fileOptions });
    const first = results[index]!;
    results[index] = first.fixes?.length ? { ...relinted!, fixes: [...first.fixes, ...(relinted!.fixes ?? [])] } : relinted!;
  }
  return results;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

/** A request's tasks: the index in the run of each. */
interface Dispatched {
  indices: readonly number[];
}

/** A worker and what the watchdog knows of it. */
interface Watched {
  worker: Worker;
  progress: Int32Array;
  /** Requests it has not said it is done with. */
  busy: Set<number>;
  dead: boolean;
  /** The task it was on at the last look, and since when. */
  seen: string;
  since: number;
}

async function lintInThreads(
  tasks: LintTask[],
  optionsTable: LintOptions[],
  pool: WorkerPool,
  options: LintAllOptions,
  reason: string,
): Promise<FileResult[]> {
  if (pool.broken) throw pool.broken;
  const size = batchSize(tasks.length, pool.workers.length + 1);
  options.onPlan?.({ threads: pool.workers.length + 1, batches: Math.ceil(tasks.length / size), reason });
  const watchdog = options.watchdog ?? WATCHDOG;
  const n = tasks.length;
  const results: (FileResult | undefined)[] = new Array(n);
  let settled = 0;
  const requests = new Map<number, Dispatched>();
  const dispatched = (indices: readonly number[], batch: number): Omit<WorkerRequest, "progress"> => {
    const request = {
      id: requests.size,
      tasks: indices.map((i) => tasks[i]!),
      optionsTable,
      fileOptions: options.fileOptions,
      ...(options.dialectModules?.length ? { dialectModules: options.dialectModules } : {}),
      next: new SharedArrayBuffer(4),
      batchSize: batch,
    };
    requests.set(request.id, { indices });
    return request;
  };
  const run = dispatched(
    tasks.map((_, i) => i),
    size,
  );
  const settle = (index: number, result: FileResult) => {
    if (results[index] !== undefined) return;
    results[index] = result;
    settled++;
    options.onProgress?.(settled);
  };

  let allDone: () => void = () => {};
  const finished = new Promise<void>((resolve) => (allDone = resolve));

  const watched: Watched[] = [];
  let mainDone = false;
  /** Failures that named no file (a worker that died between two files, or could not start): retried twice at most. */
  let blind = 0;
  /** Once this thread and every live worker are done: the files failed workers left go to a fresh worker, a file a batch. */
  const check = () => {
    if (settled === n) return allDone();
    if (!mainDone || watched.some((w) => !w.dead && w.busy.size > 0)) return;
    const left = tasks.flatMap((_, i) => (results[i] === undefined ? [i] : []));
    // Each failure that names its file settles that file, so retries end; past two that name none, this thread lints.
    if (blind <= 2) return watch(pool.replacement(), dispatched(left, 1));
    for (const i of left) settle(i, runTasks({ tasks: [tasks[i]!], optionsTable, fileOptions: options.fileOptions })[0]!);
    allDone();
  };
  const bytesOf = (index: number) => {
    try {
      return tasks[index]!.error ? 0 : statSync(tasks[index]!.path).size;
    } catch {
      return 0;
    }
  };
  /** A worker that stopped: the file it was on is a finding with the cause, and the rest of its work goes on elsewhere. */
  const lost = (w: Watched, cause: (file: string) => string, reason: string) => {
    if (w.dead) return;
    w.dead = true;
    void w.worker.terminate();
    const id = Atomics.load(w.progress, 0);
    const at = Atomics.load(w.progress, 1);
    const index = at >= 0 ? requests.get(id)?.indices[at] : undefined;
    if (index !== undefined && results[index] === undefined) {
      const task = tasks[index]!;
      settle(index, result(task.displayPath, [fatal(`Not linted: ${cause(task.displayPath)}. Every other file was linted.`)]));
      options.onWorkerFailure?.({ index, cause: cause(task.displayPath) });
    } else if (index === undefined) {
      // Between two files: nothing to blame, and nothing lost that a retry will not lint.
      blind++;
      options.onWorkerLost?.(reason);
    }
    check();
  };
  const watch = (worker: Worker, shared: Omit<WorkerRequest, "progress">) => {
    // Each worker its own progress slots, for the watchdog to read.
    const request: WorkerRequest = { ...shared, progress: new SharedArrayBuffer(8) };
    const w: Watched = { worker, progress: new Int32Array(request.progress), busy: new Set([request.id]), dead: false, seen: "", since: Date.now() };
    Atomics.store(w.progress, 1, -1);
    watched.push(w);
    worker.ref();
    worker.on("message", (reply: WorkerReply) => {
      if ("error" in reply) {
        const reason = reply.error.split("\n")[0]!;
        return lost(w, () => `the lint worker failed on this file (${reason})`, reason);
      }
      if ("idle" in reply) {
        w.busy.delete(reply.id);
        return check();
      }
      const { indices } = requests.get(reply.id)!;
      for (let i = 0; i < reply.results.length; i++) settle(indices[reply.start + i]!, reply.results[i]!);
      check();
    });
    worker.on("error", (error: Error & { code?: string }) =>
      lost(
        w,
        () =>
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? "the lint worker ran out of memory on this file"
            : `the lint worker failed on this file (${error.message})`,
        error.message,
      ),
    );
    // Once every result is in, a worker's exit is the pool closing; before, it is a crash.
    worker.once(
      "exit",
      (code) => settled < n && lost(w, () => `the lint worker exited (code ${code}) while linting this file`, `exited, code ${code}`),
    );
    worker.postMessage(request);
  };

  // The watchdog: a worker whose task has not changed for longer than that file may take is stopped.
  const sizes = new Map<number, number>();
  const timer = setInterval(
    () => {
      const now = Date.now();
      for (const w of watched) {
        if (w.dead) continue;
        const id = Atomics.load(w.progress, 0);
        const at = Atomics.load(w.progress, 1);
        const seen = `${id}:${at}`;
        if (seen !== w.seen) {
          w.seen = seen;
          w.since = now;
          continue;
        }
        const index = at >= 0 ? requests.get(id)?.indices[at] : undefined;
        if (index === undefined) continue;
        if (!sizes.has(index)) sizes.set(index, bytesOf(index));
        const budget = watchdog.baseMs + (watchdog.msPerMegabyte * sizes.get(index)!) / 1e6;
        if (now - w.since > budget)
          lost(w, () => `the lint worker stopped making progress on this file (for ${seconds(budget)}) and was stopped`, "no progress");
      }
    },
    Math.max(10, Math.min(1000, watchdog.baseMs / 4)),
  );
  try {
    for (const worker of pool.workers) watch(worker, run);
    const next = new Int32Array(run.next);
    for (let start = Atomics.add(next, 0, size); start < n; start = Atomics.add(next, 0, size)) {
      const batch = runTasks({ tasks: tasks.slice(start, start + size), optionsTable, fileOptions: options.fileOptions });
      batch.forEach((r, i) => settle(start + i, r));
      // Let the workers' replies in (for the progress bar, and the watchdog) before the next batch.
      await new Promise((resolve) => setImmediate(resolve));
    }
    mainDone = true;
    check();
    if (n > 0) await finished;
  } finally {
    clearInterval(timer);
  }
  return results as FileResult[];
}
