#!/usr/bin/env node
// Lints every file of the JSONTestSuite parsing cases and reports any crash, or any syntax error without a
// position. Not part of the test run: the cases are third-party data kept outside the repository.
// Usage: npx pnpm@12.4.2 check:jsontestsuite ../shared/jsontestsuite/test_parsing
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { lint } from "../packages/core/dist/index.js";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: check-jsontestsuite <dir with y_*.json, n_*.json, i_*.json>");
  process.exit(2);
}
const problems = [];
const counts = { files: 0, parsed: 0, syntaxErrors: 0, other: 0 };
for (const name of readdirSync(dir).sort()) {
  counts.files++;
  const bytes = readFileSync(join(dir, name));
  let diagnostics;
  try {
    diagnostics = lint(new Uint8Array(bytes), { filePath: name, format: "json" });
  } catch (error) {
    problems.push(`${name}: crashed: ${error instanceof Error ? error.stack : String(error)}`);
    continue;
  }
  const syntax = diagnostics.filter((d) => d.ruleId === "body-not-json");
  if (syntax.length) counts.syntaxErrors++;
  else counts.parsed++;
  for (const d of diagnostics) {
    if (!(d.line >= 1 && d.column >= 1)) problems.push(`${name}: ${d.ruleId} without a position: ${d.message}`);
  }
  // y_ cases are valid JSON: a syntax error on one is a parser bug; n_ cases must not parse.
  if (name.startsWith("y_") && syntax.length) problems.push(`${name}: valid JSON reported as a syntax error: ${syntax[0].message}`);
  if (name.startsWith("n_") && !syntax.length) problems.push(`${name}: invalid JSON accepted`);
}
console.log(`${counts.files} files: ${counts.parsed} parsed, ${counts.syntaxErrors} with a syntax error (each with a line and column)`);
for (const problem of problems) console.log(`problem: ${problem}`);
console.log(problems.length ? `${problems.length} problems` : "no crash, every syntax error has a position");
process.exit(problems.length ? 1 : 0);
