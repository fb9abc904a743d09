// The repository's own lint: its TypeScript, the ESLint plugin's rule definitions, and (dogfooding) the valid
// fixtures and clean examples through msglint's own ESLint plugin. Runs after the build (see `pnpm test`).
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import eslintPlugin from "eslint-plugin-eslint-plugin";
import tseslint from "typescript-eslint";
import msglint from "@msglint/eslint-plugin";

/** Valid fixtures linted with settings of their own (`<case>.options.json`) are checked by the tests instead. */
const withOptions = readdirSync("fixtures", { recursive: true })
  .map(String)
  .filter((file) => /\/valid\/.*\.options\.json$/.test(file))
  .map((file) => `fixtures/${file.replace(/\.options\.json$/, ".json*")}`);

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "bench/.corpus/**",
      "packages/core/src/dialects/*/schema/**",
      "packages/cli/src/config/config.validate.*",
    ],
  },
  { ...js.configs.recommended, files: ["**/*.{js,mjs,cjs,ts}"] },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: ["**/*.{js,mjs,cjs,ts}"] })),
  {
    files: ["**/*.ts"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // Core keeps no mutable module state (issue 15): every top-level binding is a `const`; caches live in a linter.
  {
    files: ["packages/core/src/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Program > VariableDeclaration[kind!='const'], Program > ExportNamedDeclaration > VariableDeclaration[kind!='const']",
          message: "Core keeps no mutable module state: make it a `const`, or keep it in the linter (engine/linter.ts).",
        },
        {
          // On an empty list the index is -1, which V8 on Node 20 looks up by name, up the prototype chain (BENCHMARKS.md, session 31).
          selector: "MemberExpression[computed=true] > BinaryExpression.property[operator='-'][right.value=1][left.property.name='length']",
          message: 'Read the last element with `.at(-1)`: on an empty list `list[list.length - 1]` reads the property "-1", V8\'s slow path.',
        },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
  // The CLI's entry is CommonJS (bin/package.json): it requires its launcher, so Node's ES module loader never starts.
  {
    files: ["packages/cli/bin/**/*.js"],
    languageOptions: { sourceType: "commonjs", globals: { require: "readonly" } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  { ...eslintPlugin.configs.recommended, files: ["packages/eslint-plugin/src/**/*.ts"] },
  // Every valid fixture must lint clean through the plugin, as it does through core and the CLI.
  ...msglint.configs.recommended
    .filter((config) => /\/(json|jsonl|jsonl-lines)$/.test(config.name))
    // The fixtures are recordings: they are linted on the tests' calendar (MSGLINT_NOW in vitest.config.ts), so that
    // a model reaching its end of life does not turn them into warnings (model-retired).
    .map((config) => ({
      ...config,
      files: config.files.map((f) => f.replace("**/", "fixtures/*/valid/**/")),
      settings: { ...config.settings, msglint: { ...config.settings?.msglint, now: "2026-07-01" } },
    })),
  { ignores: ["fixtures/**/*.{errors,output,options}.json", ...withOptions] },
);
