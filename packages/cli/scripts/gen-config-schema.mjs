#!/usr/bin/env node
/**
 * Writes packages/cli/config.schema.json from rule meta, and its compiled validator, src/config/config.validate.js.
 * Reads the built packages, so build first (`pnpm --filter @msglint/core --filter @msglint/cli build`), and build the
 * CLI again after a change (the validator is bundled).
 *
 *   node packages/cli/scripts/gen-config-schema.mjs           rewrite the file when stale
 *   node packages/cli/scripts/gen-config-schema.mjs --check   write nothing; exit 1 when stale
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { rules } from "@msglint/core";
import { renderConfigSchema } from "../dist/index.js";
import { configValidatorModule } from "./config-validator.mjs";

const schema = renderConfigSchema(rules.map((rule) => rule.meta));
const outputs = [
  ["config.schema.json", schema],
  ["src/config/config.validate.js", await configValidatorModule(schema)],
];
for (const [name, fresh] of outputs) {
  const target = fileURLToPath(new URL(`../${name}`, import.meta.url));
  let current = "";
  try {
    current = readFileSync(target, "utf8");
  } catch {
    // missing: stale
  }
  if (current === fresh) {
    console.log(`${name} is up to date`);
  } else if (process.argv.includes("--check")) {
    console.error(`${name} is stale: run node packages/cli/scripts/gen-config-schema.mjs`);
    process.exitCode = 1;
  } else {
    writeFileSync(target, fresh);
    console.log(`wrote ${name}`);
  }
}
