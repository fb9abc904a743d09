/** A lint worker: takes batches of the run's files until none is left, and answers with each batch's results. */
import { parentPort } from "node:worker_threads";
import { useDialectModules } from "../run-linter.js";
import { loadApiVersionsOf, takeBatches, type WorkerReply, type WorkerRequest } from "./pool.js";

parentPort!.on("message", async (request: WorkerRequest) => {
  try {
    await useDialectModules(request.dialectModules ?? []);
    await loadApiVersionsOf(
      request.optionsTable,
      request.tasks.map((task) => task.path),
    );
    takeBatches(request, (start, results) => parentPort!.postMessage({ id: request.id, start, results } satisfies WorkerReply));
    parentPort!.postMessage({ id: request.id, idle: true } satisfies WorkerReply);
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies WorkerReply);
  }
});
