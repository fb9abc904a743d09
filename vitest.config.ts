import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // In-process tests run against core's sources, so a rebuild of core's dist never races a test run.
    // The subpath first: an alias also matches the paths under its name.
    alias: {
      "@msglint/core/all-api-versions": fileURLToPath(new URL("./packages/core/src/all-api-versions.ts", import.meta.url)),
      "@msglint/core": fileURLToPath(new URL("./packages/core/src/index.ts", import.meta.url)),
    },
  },
  test: {
    // CI asks for a JSON summary too, to print the closing line it reads (.ci/run).
    ...(process.env.VITEST_SUMMARY_FILE ? { reporters: ["default", "json"], outputFile: { json: process.env.VITEST_SUMMARY_FILE } } : {}),
    include: ["packages/*/test/**/*.test.ts", "scripts/**/*.test.ts"],
    // The calendar the tests run on (scripts/vitest-setup.ts): between the end-of-life dates of the SDK's table (claude-mythos-preview is retired, claude-sonnet-4-5 deprecated).
    env: { MSGLINT_NOW: "2026-07-01" },
    setupFiles: ["./scripts/vitest-setup.ts"],
    testTimeout: 30_000,
  },
});
