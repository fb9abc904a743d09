#!/usr/bin/env node
/**
 * The CLI's start-up, paired with `node -e 0` round by round (figure 19 of `pnpm bench`, alone and with more rounds):
 * the CLI on one small file (`single-10k.json`) with a config file, without one (`--no-config-lookup`), and
 * `--version`. Each round runs every command once, so load that comes and goes falls on all of them; each figure is the
 * median of the per-round ratios to `node -e 0`. `--cli` adds another build's CLI (its `bin/msglint.js`), for an A/B
 * of a change. The CLIs run with their own compile cache folders, written by one run before the rounds. Not part of
 * `pnpm bench`.
 *
 *   node bench/startup.mjs [--rounds 30] [--cli /other/checkout/packages/cli/bin/msglint.js]
 *
 * Needs a build (`npx pnpm@12.4.2 -r run build`); makes the corpus item it uses when it is missing or stale.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { CORPUS_DIR, ensure } from "./generate.mjs";
import { median } from "./stats.mjs";
import { readOption } from "./args.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const argv = process.argv.slice(2);
const option = (name, fallback) => readOption(argv, name, fallback);
const rounds = Number(option("--rounds", "30"));
const clis = [["this build", join(ROOT, "packages/cli/bin/msglint.js")]];
// Resolved here: the commands run in a project folder of their own, where a relative path names nothing.
if (option("--cli")) clis.push(["--cli", resolve(option("--cli"))]);

ensure(["single-10k.json"]);
// A project as a user has one: a `.msglintrc.json` beside the file, found by the CLI's own search (as figure 19).
const project = mkdtempSync(join(tmpdir(), "msglint-startup-"));
copyFileSync(join(CORPUS_DIR, "single-10k.json"), join(project, "request.json"));
writeFileSync(join(project, ".msglintrc.json"), `${JSON.stringify({ rules: { "thinking-block-last": "warn" } }, null, 2)}\n`);

/** Wall time of one command, ms. */
function timed(args, env = process.env) {
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { cwd: project, env, stdio: ["ignore", "ignore", "pipe"] });
  const ms = performance.now() - started;
  // Exit code 1 is findings, and says nothing on stderr here: a CLI that cannot start exits 1 too, with a stack.
  if ((run.status !== 0 && run.status !== 1) || run.stderr.length > 0) throw new Error(`${args.join(" ")} exited ${run.status}: ${run.stderr}`);
  return ms;
}

const commands = { "node -e 0": [["-e", "0"], process.env] };
for (const [label, cli] of clis) {
  // A folder of its own per CLI, written by a run that lints (the kind of data later runs keep).
  const env = { ...process.env, NODE_COMPILE_CACHE: mkdtempSync(join(tmpdir(), "msglint-startup-cache-")) };
  timed([cli, "request.json"], env);
  commands[`${label}: with a config file`] = [[cli, "request.json"], env];
  commands[`${label}: --no-config-lookup`] = [[cli, "--no-config-lookup", "request.json"], env];
  commands[`${label}: --version`] = [[cli, "--version"], env];
}

const samples = Object.fromEntries(Object.keys(commands).map((name) => [name, []]));
for (let round = 0; round < rounds; round++) for (const [name, [args, env]] of Object.entries(commands)) samples[name].push(timed(args, env));
const base = samples["node -e 0"];
console.log(`| command (${rounds} rounds) | median | × \`node -e 0\` (median of the rounds' ratios) |\n|---|---|---|`);
for (const [name, ms] of Object.entries(samples)) {
  const ratio = name === "node -e 0" ? "—" : `${median(ms.map((value, i) => value / base[i])).toFixed(3)}×`;
  console.log(`| ${name} | ${median(ms).toFixed(1)} ms | ${ratio} |`);
}
rmSync(project, { recursive: true, force: true });
