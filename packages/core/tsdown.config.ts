import { defineConfig } from "tsdown";

export default defineConfig({
  // all-api-versions: a second entry that bundles every version's schemas, for hosts that cannot await them.
  entry: ["src/index.ts", "src/all-api-versions.ts"],
  format: "esm",
  platform: "neutral",
  dts: true,
  clean: true,
  fixedExtension: false,
});
