#!/usr/bin/env node
/**
 * What detection costs per body: each built-in dialect's `detect`, in nanoseconds per body over parsed bodies, after
 * five warm rounds. The linter asks the dialects in the order of their `detectMax` and skips one that cannot reach a
 * score already found (on a Chat Completions agent history, only Chat's is asked). Timing the whole detection in one
 * loop here moved between 200 and 800 ns from run to run on the same bodies, so it is left out. Not part of
 * `pnpm bench`; run it after changing a detector.
 *
 *   node bench/detect.mjs [DIR...]     default: the first 500 files of each dialect's corpus in bench/.corpus
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const { builtinDialects, createLinter } = await import(pathToFileURL(join(ROOT, "packages/core/dist/index.js")).href);
const CORPORA = ["files-0", "openai-chat-files", "openai-responses-files", "gemini-files-0", "bedrock-converse-files"];
const ROUNDS = 20;

const filesOf = (dir) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .slice(0, 500)
    .map((name) => join(dir, name));

const dirs = process.argv.slice(2);
const linter = createLinter();
const nsPerBody = (values, step) => {
  let sink = 0;
  const start = performance.now();
  for (let round = 0; round < ROUNDS; round++) for (const value of values) sink += step(value) ? 1 : 0;
  return { ns: ((performance.now() - start) * 1e6) / ROUNDS / values.length, sink };
};

console.log(`| input | ${builtinDialects.map((d) => d.id).join(" | ")} | detected |`);
console.log(`|---|${builtinDialects.map(() => "---").join("|")}|---|`);
for (const dir of dirs.length > 0 ? dirs : CORPORA.map((name) => join(ROOT, "bench/.corpus", name))) {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`${dir}: no such folder (node bench/generate.mjs && node bench/generate-dialects.mjs make the corpora)`);
    continue;
  }
  const values = filesOf(dir).map((file) => JSON.parse(readFileSync(file, "utf8")));
  const cells = [];
  for (let warm = 5; warm >= 0; warm--) {
    cells.length = 0;
    for (const dialect of builtinDialects) cells.push(nsPerBody(values, (value) => dialect.detect(value)).ns);
  }
  const detected = linter.dialectFor(values[0], {}).dialect?.id ?? "none";
  console.log(`| ${dir.split("/").pop()} | ${cells.map((ns) => `${ns.toFixed(0)} ns`).join(" | ")} | ${detected} |`);
}
