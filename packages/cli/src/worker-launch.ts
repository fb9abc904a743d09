/** What a lint worker runs first (dist/worker-launch.cjs, started by src/pool/pool.ts): the worker through the launcher's code cache. */
import { launchWorker } from "./launch.js";

void launchWorker();
