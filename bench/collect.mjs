#!/usr/bin/env node
/**
 * What expanding the CLI's arguments into files costs: `collectFiles` over the 2,000 files of files-1, as a
 * directory and as a glob, once per fresh process (cold: the lazy loads of tinyglobby and ignore included), with a
 * `.gitignore` at the root and one in a subfolder. Prints the medians; `--vs` times a second build, its processes
 * interleaved with the first's so that other load on the machine weighs on both alike.
 *
 *   node bench/collect.mjs [--build packages/cli/dist/index.js] [--vs <other build's dist/index.js>] [--runs 15]
 *
 * Needs a build and the corpus (`node bench/generate.mjs files-1`). The corpus is copied to a temporary folder
 * first: under bench/.corpus the repository's .gitignore would exclude it.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ensure } from "./generate.mjs";
import { median } from "./stats.mjs";
import { readOption } from "./args.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const argv = process.argv.slice(2);
const option = (name, fallback) => readOption(argv, name, fallback);
const builds = [option("--build", join(ROOT, "packages/cli/dist/index.js")), option("--vs")].filter(Boolean);
const runs = Number(option("--runs", "15"));

if (argv[0] === "--child") {
  const [, url, root, arg] = argv;
  const { collectFiles } = await import(url);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const count = collectFiles([arg], root).length;
  const { user, system } = process.cpuUsage(cpu);
  console.log(JSON.stringify({ ms: performance.now() - started, cpuMs: (user + system) / 1000, count }));
} else {
  const corpus = ensure(["files-1"])["files-1"];
  const root = mkdtempSync(join(tmpdir(), "msglint-collect-"));
  try {
    mkdirSync(join(root, ".git"));
    cpSync(corpus, join(root, "data"), { recursive: true });
    writeFileSync(join(root, ".gitignore"), "node_modules/\n*.tmp.json\nscratch/\n!keep.tmp.json\n");
    writeFileSync(join(root, "data", "05", ".gitignore"), "local.json\n");
    for (const arg of ["data", "data/**/*.json"]) {
      const samples = builds.map(() => []);
      const cpuSamples = builds.map(() => []);
      const counts = [];
      for (let i = 0; i < runs; i++) {
        builds.forEach((build, b) => {
          const url = pathToFileURL(resolve(build)).href;
          const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), "--child", url, root, arg], { encoding: "utf8" });
          if (child.status !== 0) throw new Error(child.stderr);
          const { ms, cpuMs, count } = JSON.parse(child.stdout);
          samples[b].push(ms);
          cpuSamples[b].push(cpuMs);
          counts[b] = count;
        });
      }
      builds.forEach((build, b) => {
        const ms = samples[b];
        console.log(
          `${arg.padEnd(16)} ${build}: ${counts[b]} files, median ${median(ms).toFixed(1)} ms (min ${Math.min(...ms).toFixed(1)}, max ${Math.max(...ms).toFixed(1)})`,
        );
      });
      if (builds.length === 2) {
        const wall = samples[0].map((ms, i) => ms - samples[1][i]);
        const cpu = cpuSamples[0].map((ms, i) => ms - cpuSamples[1][i]);
        console.log(`${arg.padEnd(16)} difference, paired: median ${median(wall).toFixed(1)} ms, CPU ${median(cpu).toFixed(1)} ms (${runs} pairs)`);
      }
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
