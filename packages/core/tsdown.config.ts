import { readFileSync } from "node:fs";
import { defineConfig } from "tsdown";
import { scanObject } from "./scripts/scan-object.mjs";
import { apiVersionOf, sharedValidators, SOURCE_DIR } from "./scripts/shared-validators.mjs";

/**
 * Snowflake's body ends at the first `$$` (docs/beyond.md), and re2js holds one: the string "$$" of its replacement
 * escaping, which the minifier writes as a template. It becomes `$\x24`, the same string; any other `$$` stops the build.
 */
const noDollarPairs = {
  name: "msglint:no-dollar-pairs",
  // After minification, which runs once every renderChunk hook has.
  generateBundle(_options: unknown, bundle: Record<string, { type: string; code?: string }>) {
    for (const file of Object.values(bundle)) {
      if (file.type !== "chunk" || file.code === undefined) continue;
      file.code = file.code.replaceAll("`$$`", "`$\\x24`");
      if (file.code.includes("$$")) throw new Error("msglint-udf.js holds a `$$` that would end a Snowflake body: rewrite it");
    }
  },
};

/**
 * A module whose exports a UDF never reads, loaded as the same names bound to `undefined`: what it exports must be
 * optional where it is used.
 */
function emptiedModule(name: string, file: RegExp) {
  return {
    name,
    load(id: string) {
      if (!file.test(id)) return null;
      const names = [...readFileSync(id, "utf8").matchAll(/^export (?:function|const) (\w+)/gm)].map((match) => match[1]);
      return names.map((exported) => `export const ${exported} = undefined;`).join("\n");
    },
  };
}

/**
 * The conversation views (each dialect's `view.ts`) serve the HTML report; a UDF draws nothing (`Dialect.view` is
 * optional: the dialect then has no drawing).
 */
const noViews = emptiedModule("msglint:no-views", /[\\/]dialects[\\/][^\\/]+[\\/]view\.ts$/);

/**
 * A dialect's `unchecked` catalog (the provider's errors no rule checks) serves `msglint explain` and the API-error
 * table only (`Dialect.unchecked` is optional; about 4 KB).
 */
const noUncheckedCatalogs = emptiedModule("msglint:no-unchecked-catalogs", /[\\/]dialects[\\/][^\\/]+[\\/]unchecked\.ts$/);

/**
 * A rule's `meta.description` serves docs, `--list-rules` and the config schema; a UDF returns findings only. In the
 * UDF bundle it is empty (about 20 KB of text). Only the prettier-formatted first key of a rule's `meta` is touched.
 */
const noRuleDescriptions = {
  name: "msglint:no-rule-descriptions",
  transform(code: string, id: string) {
    if (!/[\\/]dialects[\\/][^\\/]+[\\/]rules[\\/][^\\/]+\.ts$/.test(id)) return null;
    return code.replace(/(\n {2}meta: \{\n {4}description:)\s*("(?:[^"\\]|\\.)*")/, '$1 ""');
  },
};

/**
 * A rule's `meta.api` (the provider's texts, rows, areas and codes, for `msglint explain` and the API-error catalog)
 * and `meta.spec` (the specification's section, for the docs) are not read by `lint`; the UDF bundle leaves out the
 * one and empties the other (about 30 KB of text), which keeps it under BigQuery's 1 MB. Only a literal `api: { … }`
 * key of a rule's `meta` (prettier's four-space indent) is touched.
 */
const noCatalogTexts = {
  name: "msglint:no-catalog-texts",
  transform(code: string, id: string) {
    if (!/[\\/]dialects[\\/][^\\/]+[\\/]rules[\\/][^\\/]+\.ts$/.test(id)) return null;
    let out = code.replace(/([{,]\s*|\n\s*)spec:\s*("(?:[^"\\]|\\.)*")/g, '$1spec: ""');
    const start = out.indexOf("\n    api: {");
    const object = start === -1 ? undefined : scanObject(out, out.indexOf("{", start));
    if (object) out = out.slice(0, start) + out.slice(object.close + 1).replace(/^,/, "");
    return out;
  },
};

/**
 * A rule's `meta.hints` explain a finding to a person (the CLI, the editor, `lint`'s diagnostics); a UDF returns
 * rule, severity, message and path only (`UdfFinding`). In the UDF bundle each hint is empty (about 60 KB of text),
 * which leaves room under BigQuery's 1 MB for the rules to come. Only a literal `hints: { … }` of a rule's `meta` is
 * touched: its keys stay, so a finding's hint id still resolves.
 */
const noHints = {
  name: "msglint:no-hints",
  transform(code: string, id: string) {
    if (!/[\\/]dialects[\\/][^\\/]+[\\/]rules[\\/][^\\/]+\.ts$/.test(id)) return null;
    const start = code.indexOf("\n    hints: {");
    if (start === -1) return null;
    const open = code.indexOf("{", start);
    const object = scanObject(code, open, () => '""');
    return object ? code.slice(0, open) + object.text + code.slice(object.close + 1) : null;
  },
};

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
    // An API version's two variants (GA, beta) share most of their functions: defined once, they are less to ship and to
    // compile at start-up (BENCHMARKS.md, session 9). Shared within a version only: the others still load on demand.
    plugins: [sharedValidators(SOURCE_DIR, apiVersionOf)],
    // Its JSDoc holds `import('./x.js')` types that read as imports; its licence banner (a legal comment) stays. No
    // content hash in the chunks' names: the CLI bundles them under these names, and its compile cache keeps a
    // script's entries by its file's name (a name that changed with each build left the old entries behind).
    outputOptions: { comments: { legal: true, annotation: true, jsdoc: false }, chunkFileNames: "[name].js" },
  },
  {
    // msglint-udf.js: one classic script for SQL engines' JavaScript UDFs (docs/beyond.md): the global `msglintLint`.
    entry: { "msglint-udf": "src/udf.ts" },
    format: "iife",
    globalName: "msglintLint",
    platform: "neutral",
    target: "es2020",
    minify: true,
    plugins: [sharedValidators(SOURCE_DIR), noDollarPairs, noViews, noUncheckedCatalogs, noRuleDescriptions, noCatalogTexts, noHints],
    deps: { alwaysBundle: ["re2js"], onlyBundle: ["re2js"] },
    outputOptions: { entryFileNames: "[name].js" },
    dts: false,
    clean: false,
  },
]);
