import { defineConfig } from "tsdown";

export default defineConfig({
  // all-api-versions: a second entry that bundles every version's schemas, for hosts that cannot await them.
  entry: ["src/index.ts", "src/all-api-versions.ts"],
  format: "esm",
  platform: "neutral",
  dts: true,
  clean: true,
  fixedExtension: false,
  // re2js (linear-time patterns) is bundled, so the core bundle still imports no package at all (test/offline.test.ts);
  // nothing else may be bundled from node_modules.
  deps: { alwaysBundle: ["re2js"], onlyBundle: ["re2js"] },
  // Its JSDoc holds `import('./x.js')` types that read as imports; its licence banner (a legal comment) stays.
  outputOptions: { comments: { legal: true, annotation: true, jsdoc: false } },
});
