import { defineConfig } from "tsdown";
import { sharedValidators, SOURCE_DIR } from "./scripts/shared-validators.mjs";

export default defineConfig([
  {
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
  },
  {
    // msglint-udf.js: one classic script for SQL engines' JavaScript UDFs (docs/beyond.md): the global `msglintLint`.
    entry: { "msglint-udf": "src/udf.ts" },
    format: "iife",
    globalName: "msglintLint",
    platform: "neutral",
    target: "es2020",
    minify: true,
    plugins: [sharedValidators(SOURCE_DIR)],
    deps: { alwaysBundle: ["re2js"], onlyBundle: ["re2js"] },
    outputOptions: { entryFileNames: "[name].js" },
    dts: false,
    clean: false,
  },
]);
