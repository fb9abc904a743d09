/** The CLI's ES module entry (dist/bin.js, Node 22.1 on; src/launch.ts): the process it runs in is the CLI's. */
import { runCli } from "./run-cli.js";

runCli();
