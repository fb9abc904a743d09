/**
 * The CLI's start (bin/msglint.js requires its CommonJS build, dist/launch.cjs), and a lint worker's
 * (dist/worker-launch.cjs). From Node 22.1 on, Node's own compile cache serves the ES modules; before it, the
 * CommonJS build (dist/bin.cjs, the same code with core bundled in, the CLI and the worker in one script) runs
 * through src/compile-cache.ts. Node's `NODE_DISABLE_COMPILE_CACHE` turns either off, and its `NODE_COMPILE_CACHE`
 * names the folder.
 */
import { writeSync } from "node:fs";
import nodeModule from "node:module";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import packageJson from "../package.json" with { type: "json" };
import { requireWithCompileCache, type CompiledScripts } from "./compile-cache.js";
import { LINTED_EVENT } from "./linted-event.js";

// For the tests, which need a fresh process (V8 reuses what one process compiled) and so the built module.
export { requireWithCompileCache } from "./compile-cache.js";

type EnableCompileCache = (directory?: string) => unknown;

export async function launch(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const saveCache = await start("bin", env);
  if (!saveCache) return;
  let linted = false;
  process.once(LINTED_EVENT, () => {
    linted = true;
  });
  process.once("exit", () => saveCache(linted));
}

/**
 * A lint worker's start (dist/worker-launch.cjs, which src/pool/pool.ts starts). On Node 20 it runs the CLI's own
 * script (dist/bin.cjs, which holds the worker too) through the same code cache, so a worker gets the linter the CLI
 * compiled instead of parsing 1.8 MB of modules (80 ms of its start). It writes no cache: the main thread does.
 */
export async function launchWorker(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  await start("worker", env);
}

/** What dist/bin.cjs (src/script.ts) exports. */
interface Script {
  runCli(): void;
  serveLintRequests(): void;
}

/** Runs the CLI (`bin`) or a lint worker (`worker`); on Node 20, the cache's `saveCache`. */
async function start(entry: "bin" | "worker", env: NodeJS.ProcessEnv): Promise<CompiledScripts["saveCache"] | undefined> {
  const enableCompileCache = (nodeModule as { enableCompileCache?: EnableCompileCache }).enableCompileCache;
  if (env.NODE_DISABLE_COMPILE_CACHE || enableCompileCache) {
    enableCompileCache?.();
    // The ES module builds; the worker's by a computed name, which the bundler leaves to run time.
    if (entry === "bin") await import("./bin.js");
    else await import(new URL("./worker.js", import.meta.url).href);
    return undefined;
  }
  const { exports, loaded, saveCache } = requireWithCompileCache(fileURLToPath(new URL("./bin.cjs", import.meta.url)), {
    cacheDir: env.NODE_COMPILE_CACHE || join(tmpdir(), "msglint-compile-cache"),
    version: packageJson.version,
    importModule: (specifier) => import(specifier),
  });
  // Written at once: a worker's `process.stderr` reaches the terminal through the main thread, after the fact.
  if (env.MSGLINT_DEBUG === "1") writeSync(2, compiledLine(entry, loaded));
  const script = exports as Script;
  if (entry === "bin") script.runCli();
  else script.serveLintRequests();
  return saveCache;
}

/** `MSGLINT_DEBUG=1`: how each script the thread started with was compiled (`accepted linted`: from a linting run's data). */
function compiledLine(entry: "bin" | "worker", loaded: CompiledScripts["loaded"]): string {
  const scripts = loaded.map(({ file, cache, linted }) => `${basename(file)} ${cache}${linted ? " linted" : ""}`);
  return `msglint: compile cache, ${entry === "bin" ? "this thread" : "a worker"}: ${scripts.join(", ")}\n`;
}
