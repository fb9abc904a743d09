/**
 * The CommonJS script build's entry (dist/bin.cjs, Node before 22.1; src/launch.ts): the CLI and the lint worker in
 * one script, so that a worker runs the code the CLI compiled, from the same compile cache entry.
 */
export { runCli } from "./run-cli.js";
export { serveLintRequests } from "./pool/worker.js";
