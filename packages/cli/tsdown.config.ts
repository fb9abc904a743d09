import { defineConfig } from "tsdown";

/** Non-ASCII characters as `\u` escapes (a UTF-16 unit each): Node reads a one-byte text faster, at each start. */
const toAscii = (code: string) => code.replace(/[\u0080-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`);

/**
 * The script build's `importModule` (src/import-module.ts) is the launcher's `import()`, passed to each script as
 * `__import` (src/compile-cache.ts): a `vm.Script` has no `import()` of its own. The scripts are ASCII.
 */
const scriptBuild = {
  name: "msglint:script-build",
  load(id: string) {
    if (!/[\\/]src[\\/]import-module\.ts$/.test(id)) return null;
    return "export const importModule = (specifier) => __import(specifier);";
  },
  generateBundle(_options: unknown, bundle: Record<string, { type: string; fileName: string; code?: string }>) {
    for (const file of Object.values(bundle)) {
      if (file.type !== "chunk" || file.code === undefined) continue;
      if (/\bimport(\(|\.meta\b)/.test(file.code))
        throw new Error(`${file.fileName} holds an import() or import.meta, which a vm.Script cannot run: use src/import-module.ts`);
      if (file.code.includes("String.raw")) throw new Error(`${file.fileName}: a raw template would see the \\u escapes`);
      file.code = toAscii(file.code);
    }
  },
};

/** The CommonJS builds beside the ES modules: `.cjs` files, no types, the ES build's files left in place. */
const commonJs = { format: "cjs", platform: "node", dts: false, clean: false } as const;

export default defineConfig([
  {
    // worker.ts runs in worker threads (Node 22.1 on): the launcher loads dist/worker.js beside itself.
    entry: { index: "src/index.ts", bin: "src/bin.ts", worker: "src/worker.ts", launch: "src/launch.ts" },
    format: "esm",
    platform: "node",
    dts: true,
    clean: true,
    fixedExtension: false,
  },
  {
    // dist/bin.cjs: the CLI and the lint worker as one CommonJS script (src/script.ts), core bundled in, for the
    // compile cache of Node before 22.1 (src/launch.ts): a worker runs the code the CLI compiled. Beside the ES
    // modules, so that paths relative to a chunk (the worker's launcher, the rule docs) are the same.
    entry: { bin: "src/script.ts" },
    ...commonJs,
    deps: { alwaysBundle: ["@msglint/core"] },
    plugins: [scriptBuild],
    // The modules the lazily loaded chunks share with the CLI stay in bin.cjs (one script to load and cache), which
    // then exports more than src/script.ts does.
    inputOptions: { preserveEntrySignatures: "allow-extension" },
    // No content hash in the chunks' names: the compile cache keeps a script's newest entries by its file's name, and
    // a name that changed with each build would leave the old entries there. The small modules that bin.cjs shares with
    // the lazily loaded chunks (file names, plurals, text neutralizing, core's export helper) are one chunk, not four:
    // the five required at start took 1.7 ms, the two now 1.0 ms (BENCHMARKS.md, session 37).
    outputOptions: {
      entryFileNames: "[name].cjs",
      chunkFileNames: "[name].cjs",
      advancedChunks: {
        groups: [{ name: "shared", test: /[\\/]files[\\/]|[\\/]plural\.ts$|[\\/]neutralize\.ts$|[\\/]core[\\/]dist[\\/]chunk\.js$/ }],
      },
    },
  },
  {
    // dist/launch.cjs: what bin/msglint.js (CommonJS) requires, and dist/worker-launch.cjs, what a lint worker starts
    // with; the launcher itself is not a script of the cache. Its `import("./bin.js")` (Node 22.1 on) is the ES module
    // build beside it, not bundled again.
    entry: { launch: "src/launch.ts", "worker-launch": "src/worker-launch.ts" },
    ...commonJs,
    deps: { neverBundle: ["./bin.js"] },
    outputOptions: { entryFileNames: "[name].cjs", chunkFileNames: "launch-[name]-[hash].cjs" },
  },
]);
