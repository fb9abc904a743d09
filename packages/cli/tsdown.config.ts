import { defineConfig } from "tsdown";

export default defineConfig({
  // worker.ts runs in worker threads: the pool loads dist/worker.js beside its own chunk.
  entry: ["src/index.ts", "src/bin.ts", "src/worker.ts"],
  format: "esm",
  platform: "node",
  dts: true,
  clean: true,
  fixedExtension: false,
});
