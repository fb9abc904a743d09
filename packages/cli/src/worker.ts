/** A lint worker: lints the batches of files it is sent and answers with their results. */
import { parentPort } from "node:worker_threads";
import { runTasks, type WorkerReply, type WorkerRequest } from "./pool.js";

parentPort!.on("message", (request: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { batch: request.batch, results: runTasks(request) };
  } catch (error) {
    reply = { batch: request.batch, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(reply);
});
