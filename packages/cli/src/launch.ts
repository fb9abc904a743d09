/**
 * The CLI's start (bin/msglint.js requires its CommonJS build, dist/launch.cjs). From Node 22.1 on, Node's own
 * compile cache serves the ES modules; before it, the CommonJS build (dist/bin.cjs, the same code with core bundled
 * in) runs through src/compile-cache.ts. Node's `NODE_DISABLE_COMPILE_CACHE` turns either off, and its
 * `NODE_COMPILE_CACHE` names the folder.
 */
import nodeModule from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import packageJson from "../package.json" with { type: "json" };
import { requireWithCompileCache } from "./compile-cache.js";
import { LINTED_EVENT } from "./linted-event.js";

// For the tests, which need a fresh process (V8 reuses what one process compiled) and so the built module.
export { requireWithCompileCache } from "./compile-cache.js";

type EnableCompileCache = (directory?: string) => unknown;

export async function launch(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const enableCompileCache = (nodeModule as { enableCompileCache?: EnableCompileCache }).enableCompileCache;
  if (env.NODE_DISABLE_COMPILE_CACHE || enableCompileCache) {
    enableCompileCache?.();
    await import("./bin.js");
    return;
  }
  const { saveCache } = requireWithCompileCache(fileURLToPath(new URL("./bin.cjs", import.meta.url)), {
    cacheDir: env.NODE_COMPILE_CACHE || join(tmpdir(), "msglint-compile-cache"),
    version: packageJson.version,
    importModule: (specifier) => import(specifier),
  });
  let linted = false;
  process.once(LINTED_EVENT, () => {
    linted = true;
  });
  process.once("exit", () => saveCache(linted));
}
