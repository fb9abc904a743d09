/** A lint worker: lints the batches of files it is sent and answers with their results. */
import { parentPort } from "node:worker_threads";
import { loadApiVersionsOf, runTasks, type WorkerReply, type WorkerRequest } from "./pool.js";

parentPort!.on("message", async (request: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    await loadApiVersionsOf(request.optionsTable, request.tasks.map((task) => task.path));
    reply = { batch: request.batch, results: runTasks(request) };
  } catch (error) {
    reply = { batch: request.batch, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(reply);
});
