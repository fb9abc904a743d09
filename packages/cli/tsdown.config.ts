import { defineConfig } from "tsdown";

export default defineConfig({
  // pool/worker.ts runs in worker threads: the pool loads dist/worker.js beside its own chunk.
  entry: { index: "src/index.ts", bin: "src/bin.ts", worker: "src/pool/worker.ts" },
  format: "esm",
  platform: "node",
  dts: true,
  clean: true,
  fixedExtension: false,
});
