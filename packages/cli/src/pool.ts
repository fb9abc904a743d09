/**
 * Lints many files, in this thread or in this thread and worker threads. This thread lints too: a worker
 * compiles the 3.3 MB core bundle again and warms up from cold (100–250 ms of CPU), so N threads cost N − 1
 * workers, not N. Batches are handed out as threads ask, so a worker that starts late takes fewer. Results
 * come back in the order of the input whatever the parallelism.
 */
import { existsSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { API_VERSIONS, loadApiVersion, unloadedApiVersionOf, type LintOptions } from "@msglint/core";
import { lintFile, type FileLintOptions } from "./lint-files.js";
import type { FileResult } from "./types.js";

/**
 * `auto` lints in one thread: a second thread does not win on 2 cores today. Measured 30 Nov 2026 (Node 20,
 * 2 cores; CLI over the 2,000 files of bench/.corpus/files-1, 102 MB, by name; medians of 5 interleaved runs):
 * with load average 3.4 from other work, `--concurrency off` 1,470 ms wall / 1,950 ms CPU, `2` (this thread and
 * a worker) 1,550 ms / 2,780 ms; with load 5–7, 3,590 / 2,070 against 4,270 / 2,950. One thread already keeps
 * a third of the second core busy with V8's background GC, and the worker costs 830–880 ms of CPU more: Node
 * starting in the thread, the core bundle compiled again, ajv's validators compiled again (312 ms in its
 * profile) and a cold JIT. Lower that (or measure an idle machine) before `auto` takes a second thread from
 * AUTO_MIN_BYTES.
 */
export const AUTO_MIN_BYTES = Number.POSITIVE_INFINITY;
export const MIN_BATCH = 25;
/** Batches per thread: enough that the last ones even out the threads' ends, few enough that each is worth a message. */
const BATCHES_PER_THREAD = 8;
export const DEFAULT_THREADS = 2;
/** Batches a worker holds at once: the next one is waiting while this thread lints and cannot hand it over. */
const IN_FLIGHT = 2;

export interface LintTask {
  path: string;
  displayPath: string;
  error?: string;
  /** Index into the options table: files under one config share one entry. */
  options: number;
}

/** What a worker receives: a batch of files and everything needed to lint them. */
export interface WorkerRequest {
  batch: number;
  tasks: LintTask[];
  optionsTable: LintOptions[];
  fileOptions: FileLintOptions;
}

export type WorkerReply = { batch: number; results: FileResult[] } | { batch: number; error: string };

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

/** Batches of at least `MIN_BATCH` files, about eight per thread so the threads finish close together. */
export function batches<T>(items: readonly T[], threads: number): T[][] {
  const size = Math.max(MIN_BATCH, Math.ceil(items.length / (threads * BATCHES_PER_THREAD)));
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function runTasks(request: Omit<WorkerRequest, "batch">): FileResult[] {
  return request.tasks.map((task) =>
    lintFile({ path: task.path, ...(task.error ? { error: task.error } : {}) }, task.displayPath, request.optionsTable[task.options]!, request.fileOptions),
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
    await loadApiVersionsOf(optionsTable, tasks.map((task) => task.path));
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

/** The API versions a result's "schema not loaded" findings ask for: its content named a version the settings did not. */
export function unloadedVersionsIn(result: FileResult): string[] {
  const versions = result.messages.map((message) => (message.ruleId === null ? undefined : unloadedApiVersionOf({ ruleId: message.ruleId, message: message.message })));
  return [...new Set(versions.filter((version): version is string => version !== undefined))];
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
  for (const worker of workers) worker.ref();
  const work = batches(tasks, workers.length + 1);
  options.onPlan?.({ threads: workers.length + 1, batches: work.length });
  const results: FileResult[][] = new Array(work.length);
  let next = 0;
  let done = 0;
  const finished = (batch: number, batchResults: FileResult[]) => {
    results[batch] = batchResults;
    done += batchResults.length;
    options.onProgress?.(done);
  };
  let failed: Error | undefined;
  const workersDone = Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          let held = 0;
          // One batch until the worker has started (which takes a while): this thread may lint the rest meanwhile.
          let limit = 1;
          const fail = (error: Error) => {
            failed ??= error;
            reject(error);
          };
          const send = () => {
            while (held < limit && next < work.length && !failed) {
              const batch = next++;
              held++;
              worker.postMessage({ batch, tasks: work[batch]!, optionsTable, fileOptions: options.fileOptions } satisfies WorkerRequest);
            }
            if (held === 0) resolve();
          };
          worker.on("message", (reply: WorkerReply) => {
            held--;
            limit = IN_FLIGHT;
            if ("error" in reply) return fail(new Error(reply.error));
            finished(reply.batch, reply.results);
            send();
          });
          worker.once("error", fail);
          // After this worker's last reply the promise is settled and this does nothing; before, it is a crash.
          worker.once("exit", (code) => fail(new Error(`a lint worker exited early (code ${code})`)));
          send();
        }),
    ),
  );
  // A failure is rethrown below, after this thread stops taking batches.
  workersDone.catch(() => {});
  while (next < work.length && !failed) {
    const batch = next++;
    finished(batch, runTasks({ tasks: work[batch]!, optionsTable, fileOptions: options.fileOptions }));
    // Let the workers' replies in, and hand them their next batches, before linting another.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await workersDone;
  return results.flat();
}
