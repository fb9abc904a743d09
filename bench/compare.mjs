#!/usr/bin/env node
/**
 * Core lint of two builds on the same corpus items, paired: `bench/child.mjs core` in fresh processes, three for each
 * build, alternating which goes first, `CORE_URL` naming the build. Prints each build's median lint/parse ratio and
 * their quotient (below 1: the second build is faster).
 *
 *   node bench/compare.mjs --before <checkout> [--after <checkout>] ITEM...    items of bench/.corpus (files-0, single-1m.json, …)
 *
 * A checkout is a repository root with a core build (`packages/core/dist`), a git worktree of an older commit for
 * instance; `--after` defaults to this one. Both are measured on this checkout's corpus and child.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { median } from "./stats.mjs";
import { takeOption } from "./args.mjs";
import { corpusFiles } from "./corpus-files.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const argv = process.argv.slice(2);
const option = (name) => takeOption(argv, name);
const before = option("--before");
const after = option("--after") ?? ROOT;
if (!before || argv.length === 0) {
  console.error("usage: node bench/compare.mjs --before <checkout> [--after <checkout>] ITEM...");
  process.exit(2);
}
const builds = Object.fromEntries(
  Object.entries({ before, after }).map(([name, root]) => [name, pathToFileURL(join(resolve(root), "packages/core/dist/index.js")).href]),
);
const scratch = mkdtempSync(join(tmpdir(), "msglint-compare-"));
const filesOf = (path) => (statSync(path).isDirectory() ? corpusFiles(path, { pattern: /\.(json|jsonl)$/ }) : [path]);

console.log("| input | before | after | after / before |\n|---|---|---|---|");
for (const [n, item] of argv.entries()) {
  const argsFile = join(scratch, `${n}.json`);
  writeFileSync(argsFile, JSON.stringify({ paths: filesOf(join(ROOT, "bench/.corpus", item)), passes: 3, minPassBytes: 20e6 }));
  const ratios = { before: [], after: [] };
  for (let run = 0; run < 6; run++) {
    const name = (run % 2 === 0) === run % 4 < 2 ? "before" : "after";
    const out = spawnSync(process.execPath, ["--expose-gc", join(ROOT, "bench/child.mjs"), "core", `@${argsFile}`], {
      encoding: "utf8",
      maxBuffer: 1e8,
      env: { ...process.env, CORE_URL: builds[name] },
    });
    if (out.status !== 0) throw new Error(out.stderr || String(out.error));
    const result = JSON.parse(out.stdout.trim().split("\n").pop());
    result.samples.lint.forEach((lint, i) => ratios[name].push(lint / result.samples.parse[i]));
  }
  const [b, a] = [median(ratios.before), median(ratios.after)];
  console.log(`| ${item} | ${b.toFixed(2)}× | ${a.toFixed(2)}× | ${(a / b).toFixed(2)} |`);
}
