/** A lint worker's ES module entry (dist/worker.js, Node 22.1 on; src/launch.ts). */
import { serveLintRequests } from "./pool/worker.js";

serveLintRequests();
