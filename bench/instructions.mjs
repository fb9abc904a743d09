#!/usr/bin/env node
/**
 * Steady-state instruction counts of core lint, the low-noise figure on a shared virtual machine: valgrind's callgrind
 * counts the instructions of a run of N passes and of M passes over the same 30 files, and their difference per pass
 * leaves out start-up, module compile and the optimising compiler's first work. Runs of 10 and 40 passes still held a
 * share of JIT work (a clean Chat body's lint read 1.9× `JSON.parse` that way, 1.5× at 50 and 250): the default is 50
 * and 250. Needs valgrind (`apt-get install -y valgrind`); about 2 minutes a figure. Not part of `pnpm bench`.
 *
 *   node bench/instructions.mjs [--passes 50,250] [--core <checkout>] [--what parse,lint,value,no-rules,engine] [--off id,id...] ITEM...
 *
 * ITEM: a folder or file of bench/.corpus (files-0, openai-chat-files, …; its first 30 files in name order).
 * What is counted, per pass of the 30 files:
 *   parse     JSON.parse of each text
 *   lint      lint(text): the bench's core lint figure
 *   value     lint(parsed value): lint without the parse
 *   no-rules  lint(parsed value) by a linter whose dialects bring no rule: detection, sources, settings and the model
 *   engine    the same with each dialect's model replaced by an empty one: what the engine costs by itself
 * `--off`: `lint` and `value` by a linter whose dialects leave out those rules; the difference from the same figure
 * without it is what they cost.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { takeOption } from "./args.mjs";
import { corpusFiles } from "./corpus-files.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const FILES = 30;
const argv = process.argv.slice(2);
const option = (name, fallback) => takeOption(argv, name, fallback);

if (argv[0] === "--child") {
  const [, coreUrl, what, passes, path, off = ""] = argv;
  await child(coreUrl, what, Number(passes), path, off);
} else {
  const [low, high] = option("--passes", "50,250").split(",").map(Number);
  const core = pathToFileURL(join(resolve(option("--core", ROOT)), "packages/core/dist/index.js")).href;
  const whats = option("--what", "parse,lint").split(",");
  const off = option("--off", "");
  if (argv.length === 0 || !(high > low)) {
    console.error(
      "usage: node bench/instructions.mjs [--passes 50,250] [--core <checkout>] [--what parse,lint,value,no-rules,engine] [--off id,id...] ITEM...",
    );
    process.exit(2);
  }
  if (spawnSync("valgrind", ["--version"]).status !== 0) {
    console.error("bench/instructions.mjs needs valgrind: apt-get install -y valgrind");
    process.exit(2);
  }
  console.log(`| input | what | instructions per pass of ${FILES} files (${high} passes − ${low}) |\n|---|---|---|`);
  for (const item of argv) {
    const path = join(ROOT, "bench/.corpus", item);
    for (const what of whats) {
      const count = (passes) => instructions(core, what, passes, path, off);
      const perPass = (count(high) - count(low)) / (high - low);
      console.log(`| ${item} | ${what}${off ? ` (off: ${off})` : ""} | ${(perPass / 1e6).toPrecision(5)} M |`);
    }
  }
}

function instructions(core, what, passes, path, off) {
  const run = spawnSync(
    "valgrind",
    [
      "--tool=callgrind",
      "--callgrind-out-file=/dev/null",
      process.execPath,
      "--single-threaded",
      // The optimising compiler's choices otherwise follow the clock: the same build read 11.35 M and 11.51 M in two
      // runs; with this flag 11.32 M and 11.34 M (files-0, value), so a change of 0.3% shows.
      "--predictable",
      fileURLToPath(import.meta.url),
      "--child",
      core,
      what,
      String(passes),
      path,
      off,
    ],
    { encoding: "utf8", maxBuffer: 1 << 26 },
  );
  const collected = /Collected : (\d+)/.exec(run.stderr);
  if (run.status !== 0 || !collected) throw new Error(`callgrind failed (${what}, ${passes} passes):\n${run.stderr.slice(-2000)}`);
  return Number(collected[1]);
}

async function child(coreUrl, what, passes, path, off) {
  const core = await import(coreUrl);
  const names = statSync(path).isDirectory() ? corpusFiles(path, { count: FILES }) : [path];
  const texts = names.map((name) => readFileSync(name, "utf8"));
  const values = texts.map((text) => JSON.parse(text));
  // A linter over the built-in dialects with only the rules `keep` keeps (and, for `engine`, an empty model). No rule
  // at all is the engine's own share; `--off` leaves those rules out, as options on every call would be counted too.
  const linterKeeping = (keep, emptyModel = false) =>
    core.createLinter({
      dialects: core.builtinDialects.map((dialect) => ({
        ...dialect,
        rules: dialect.rules.filter(keep),
        ...(emptyModel ? { model: () => ({ shared: new Map() }) } : {}),
      })),
    });
  const without = new Set(off.split(","));
  const linter =
    what === "no-rules" || what === "engine"
      ? linterKeeping(() => false, what === "engine")
      : off
        ? linterKeeping((rule) => !without.has(rule.meta.id))
        : // A build from before createLinter (880168f) lints with its module-level `lint`.
          (core.createLinter?.() ?? core);
  const step = {
    parse: (i) => JSON.parse(texts[i]),
    lint: (i) => linter.lint(texts[i]),
    value: (i) => linter.lint(values[i]),
    "no-rules": (i) => linter.lint(values[i]),
    engine: (i) => linter.lint(values[i]),
  }[what];
  if (!step) throw new Error(`unknown --what ${what}`);
  let kept = 0;
  for (let pass = 0; pass < passes; pass++) for (let i = 0; i < texts.length; i++) kept += step(i) ? 1 : 0;
  if (kept < 0) console.log(kept);
}
