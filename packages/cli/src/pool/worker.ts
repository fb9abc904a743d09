/** A lint worker: takes batches of the run's files until none is left, and answers with each batch's results. */
import { useDialectModules } from "../run-linter.js";
import { loadApiVersionsOf, takeBatches, type WorkerReply, type WorkerRequest } from "./pool.js";

/** Answers the pool's requests in this worker thread (started by src/worker.ts, or src/launch.ts on Node 20). */
export function serveLintRequests(): void {
  // Taken here, not imported: the CLI's script holds this module, and a start without workers loads no worker_threads.
  const parentPort = process.getBuiltinModule("node:worker_threads").parentPort!;
  parentPort.on("message", async (request: WorkerRequest) => {
    try {
      // A message's copy is not frozen: frozen again, as the main thread's are (src/config/load.ts), for core's sake.
      for (const options of request.optionsTable) if (options.rules) Object.freeze(options.rules);
      await useDialectModules(request.dialectModules ?? []);
      await loadApiVersionsOf(
        request.optionsTable,
        request.tasks.map((task) => task.path),
      );
      takeBatches(request, (start, results) => parentPort.postMessage({ id: request.id, start, results } satisfies WorkerReply));
      parentPort.postMessage({ id: request.id, idle: true } satisfies WorkerReply);
    } catch (error) {
      parentPort.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies WorkerReply);
    }
  });
}
