#!/usr/bin/env node
/**
 * Where a request's lint goes, piece by piece: core lint by linters that hold only some of the rules, each in a fresh
 * process (linters of different rule sets in one process share the engine's call sites, which then see several shapes
 * and run slower than either would alone). Processes of one linter differ by several µs a 50 KB document (the JIT's
 * choices), so each line is the best of `--processes` processes, each the best of `--rounds` rounds, as µs per
 * document over the `JSON.parse` of the same texts in the same process:
 *
 *   engine     one rule that reads one top-level field (`top-p-range`): reading, detection, settings, the plan,
 *              the model; what every request pays whatever its rules
 *   GROUP      that rule and a group of rules (ids joined by `+`): the group's cost is its line less `engine`
 *   others     every rule but those of the groups
 *   all        the recommended rules, as `lint` runs them
 *
 * A wrapped visitor (`bench/rules.mjs`) adds its timer to every call; a linter without the rule costs nothing extra,
 * so small rules are measured here without the wrapper's share. Not part of `pnpm bench`. Forty rounds by default: a
 * process lints about 1,200 files of 50 KB before its rate holds (`bench/warmup.mjs`), and 15 rounds of 100 stopped short.
 *
 * `--calls`: the rules a line leaves out keep their visitors, as empty functions, so every line plans and calls the
 * same visitors (203 node and 31 request visitor calls a `files-0` document) and a group's cost is its rules' own work
 * (with the analyses they share); the engine line is then the engine and the calls.
 *
 *   node bench/pieces.mjs [--processes 3] [--rounds 40] [--files 100] [--calls] ITEM [GROUP...]
 *
 * ITEM: a folder or file of bench/.corpus (its first `--files` files in name order), or any JSON file.
 * Needs a build (`npx pnpm@12.4.2 -r run build`).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { takeOption } from "./args.mjs";
import { corpusFiles } from "./corpus-files.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const CORE = pathToFileURL(join(ROOT, "packages/core/dist/index.js")).href;
const ENGINE_RULE = "top-p-range";

const argv = process.argv.slice(2);
const option = (name, fallback) => takeOption(argv, name, fallback);
const rounds = Number(option("--rounds", "40"));
const files = Number(option("--files", "100"));
const processes = Number(option("--processes", "3"));
const callsAt = argv.indexOf("--calls");
const calls = callsAt >= 0;
if (calls) argv.splice(callsAt, 1);

/** One measurement in this process: `MSGLINT_PIECES` holds the item, the rules to keep (or none: all) and the counts. */
async function measure({ item, keep, rounds, files, calls }) {
  const core = await import(CORE);
  const where = statSync(item).isDirectory() ? item : undefined;
  const paths = where ? corpusFiles(where, { count: files }) : [item];
  const texts = paths.map((path) => readFileSync(path, "utf8"));
  // A pass of about 5 MB at least, so that a small document's pass lasts long enough to time.
  const bytes = texts.reduce((sum, text) => sum + text.length, 0);
  const reps = Math.max(1, Math.ceil(5e6 / bytes));
  const empty = () => {};
  // A rule left out: gone, or (`--calls`) its visitors kept as empty functions.
  const leftOut = (rule) => (calls ? [{ ...rule, visit: Object.fromEntries(Object.keys(rule.visit ?? {}).map((key) => [key, empty])) }] : []);
  const linter =
    keep === undefined
      ? core.createLinter()
      : core.createLinter({
          dialects: core.builtinDialects.map((d) => ({ ...d, rules: d.rules.flatMap((r) => (keep.includes(r.meta.id) ? [r] : leftOut(r))) })),
        });
  let sink = 0;
  const pass = (fn) => {
    const started = performance.now();
    for (let r = 0; r < reps; r++) for (const text of texts) sink += fn(text);
    return (performance.now() - started) / reps;
  };
  const parse = (text) => (JSON.parse(text) ? 1 : 0);
  const lint = (text) => linter.lint(text).length;
  pass(parse);
  pass(lint);
  let parseMs = Infinity;
  let lintMs = Infinity;
  for (let r = 0; r < rounds; r++) {
    parseMs = Math.min(parseMs, pass(parse));
    lintMs = Math.min(lintMs, pass(lint));
  }
  return { parseUs: (parseMs * 1000) / texts.length, lintUs: (lintMs * 1000) / texts.length, sink };
}

if (process.env.MSGLINT_PIECES) {
  process.stdout.write(JSON.stringify(await measure(JSON.parse(process.env.MSGLINT_PIECES))));
} else {
  const [name, ...groups] = argv;
  if (!name) {
    console.error("usage: node bench/pieces.mjs [--processes 3] [--rounds 40] [--files 100] [--calls] ITEM [GROUP...]");
    process.exit(2);
  }
  const corpusItem = join(ROOT, "bench/.corpus", name);
  const item = existsSync(corpusItem) ? corpusItem : name;
  const { rules } = await import(CORE);
  const grouped = new Set(groups.flatMap((group) => group.split("+")));
  const others = rules.map((r) => r.meta.id).filter((id) => !grouped.has(id));
  const lines = [
    ["engine", [ENGINE_RULE]],
    ...groups.map((group) => [group, [ENGINE_RULE, ...group.split("+")]]),
    ...(groups.length > 0 ? [["others", others]] : []),
    ["all", undefined],
  ];
  const once = (keep) => {
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], {
      env: { ...process.env, MSGLINT_PIECES: JSON.stringify({ item, keep, rounds, files, calls }) },
      encoding: "utf8",
      maxBuffer: 1 << 20,
    });
    if (child.status !== 0) throw new Error(`a measurement failed:\n${child.stderr}`);
    return JSON.parse(child.stdout);
  };
  /** The best of `processes` processes, by lint's time over its parse. */
  const run = (keep) => {
    let best;
    for (let p = 0; p < processes; p++) {
      const result = once(keep);
      if (!best || result.lintUs - result.parseUs < best.lintUs - best.parseUs) best = result;
    }
    return best;
  };
  let engine;
  console.log(`| ${name} | µs per document over \`JSON.parse\` | less \`engine\` | lint / \`JSON.parse\` |`);
  console.log("|---|---|---|---|");
  for (const [label, keep] of lines) {
    const { parseUs, lintUs } = run(keep);
    const over = lintUs - parseUs;
    engine ??= { over, parseUs };
    const less = label === "engine" || label === "all" || label === "others" ? "" : (over - engine.over).toFixed(2);
    console.log(`| ${label} | ${over.toFixed(2)} | ${less} | ${(lintUs / parseUs).toFixed(3)} |`);
  }
  // The engine line's own parse: no process more to measure it.
  console.log(`\n\`JSON.parse\`: ${engine.parseUs.toFixed(2)} µs per document`);
}
