/**
 * Lints many files, in this thread or in a pool of worker threads. Measured here (DESIGN.md): two workers on
 * two cores gave 1.1–1.4×, and only with batches of 25 files or more per task, so small runs stay in this
 * thread. Results come back in the order of the input whatever the parallelism.
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { API_VERSIONS, loadApiVersion, type LintOptions } from "@msglint/core";
import { lintFile, type FileLintOptions } from "./lint-files.js";
import type { FileResult } from "./types.js";

/** Below this many files a pool costs more than it saves (starting a worker is about 26 ms). */
export const POOL_MIN_FILES = 50;
export const MIN_BATCH = 25;
export const DEFAULT_WORKERS = 2;

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

/** `auto`: workers only for big runs on a machine with cores to spare; `off`: never; a number: that many, always. */
export type Concurrency = "auto" | "off" | number;

export function workerCount(concurrency: Concurrency, files: number): number {
  if (concurrency === "off") return 1;
  if (concurrency === "auto") return files >= POOL_MIN_FILES ? Math.min(DEFAULT_WORKERS, availableParallelism()) : 1;
  return Math.max(1, Math.min(concurrency, 16));
}

/** Batches of at least `MIN_BATCH` files, about four per worker so a slow batch does not hold the others up. */
export function batches<T>(items: readonly T[], workers: number): T[][] {
  const size = Math.max(MIN_BATCH, Math.ceil(items.length / (workers * 4)));
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

export interface LintAllOptions {
  concurrency: Concurrency;
  fileOptions: FileLintOptions;
  onProgress?: (done: number) => void;
  /** Told how the work is split (for `MSGLINT_DEBUG`). */
  onPlan?: (plan: { workers: number; batches: number }) => void;
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
  await loadApiVersionsOf(optionsTable, tasks.map((task) => task.path));
  const workers = workerCount(options.concurrency, tasks.length);
  // Running from sources (tests of the library), there is no built worker: lint here.
  if (workers <= 1 || tasks.length === 0 || !existsSync(fileURLToPath(WORKER_FILE))) {
    options.onPlan?.({ workers: 0, batches: 1 });
    const results: FileResult[] = [];
    for (const task of tasks) {
      results.push(...runTasks({ tasks: [task], optionsTable, fileOptions: options.fileOptions }));
      options.onProgress?.(results.length);
    }
    return results;
  }
  const work = batches(tasks, workers);
  const size = Math.min(workers, work.length);
  options.onPlan?.({ workers: size, batches: work.length });
  const results: FileResult[][] = new Array(work.length);
  let next = 0;
  let done = 0;
  const pool = Array.from({ length: size }, () => new Worker(WORKER_FILE));
  try {
    await Promise.all(
      pool.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              if (next >= work.length) return resolve();
              const batch = next++;
              worker.postMessage({ batch, tasks: work[batch]!, optionsTable, fileOptions: options.fileOptions } satisfies WorkerRequest);
            };
            worker.on("message", (reply: WorkerReply) => {
              if ("error" in reply) return reject(new Error(reply.error));
              results[reply.batch] = reply.results;
              done += reply.results.length;
              options.onProgress?.(done);
              send();
            });
            worker.once("error", reject);
            // After this worker's last reply the promise is settled and this does nothing; before, it is a crash.
            worker.once("exit", (code) => reject(new Error(`a lint worker exited early (code ${code})`)));
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
  return results.flat();
}
