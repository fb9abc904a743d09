#!/usr/bin/env node
/**
 * Writes packages/cli/config.schema.json from rule meta. Reads the built packages, so build first
 * (`pnpm --filter @msglint/core --filter @msglint/cli build`).
 *
 *   node packages/cli/scripts/gen-config-schema.mjs           rewrite the file when stale
 *   node packages/cli/scripts/gen-config-schema.mjs --check   write nothing; exit 1 when stale
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { rules } from "@msglint/core";
import { renderConfigSchema } from "../dist/index.js";

const target = fileURLToPath(new URL("../config.schema.json", import.meta.url));
const fresh = renderConfigSchema(rules.map((rule) => rule.meta));
let current = "";
try {
  current = readFileSync(target, "utf8");
} catch {
  // missing: stale
}
if (current === fresh) {
  console.log("config.schema.json is up to date");
} else if (process.argv.includes("--check")) {
  console.error("config.schema.json is stale: run node packages/cli/scripts/gen-config-schema.mjs");
  process.exitCode = 1;
} else {
  writeFileSync(target, fresh);
  console.log("wrote config.schema.json");
}
