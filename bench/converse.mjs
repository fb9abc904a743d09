#!/usr/bin/env node
/**
 * Core lint on clean Bedrock Converse bodies against `JSON.parse` of the same texts, in the same process
 * (child.mjs's `core` task): agent sessions of text, tool uses and results (generate-dialects.mjs), screenshots, at about
 * 10 KB, 1 MB and 10 MB, and 2,000 files of about 10 KB. Prints a markdown table.
 *
 *   node bench/converse.mjs [--runs N]       needs a build (`pnpm build`); not part of the test run
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CORPUS_DIR, png, rngFrom } from "./generate.mjs";
import { converseBody } from "./generate-dialects.mjs";
import { median } from "./stats.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.argv[process.argv.indexOf("--runs") + 1] || 3);
const DIR = join(CORPUS_DIR, "converse");

/** One clean Converse session of about `bytes`, from a seeded generator; with `media`, a screenshot after every tenth set of results. */
function session(seed, bytes, media) {
  let target = bytes;
  for (let attempt = 0; ; attempt++) {
    const body = converseBody(rngFrom(seed), target);
    if (!media) return body;
    body.messages
      .filter((message) => message.content.some((block) => block.toolResult))
      .forEach((message, i) => i % 10 === 0 && message.content.push({ text: "Screenshot:" }, { image: { format: "png", source: { bytes: media } } }));
    // The screenshots count in the size: fewer turns until the whole is about `bytes`.
    const size = JSON.stringify(body).length;
    if (size < bytes * 1.1 || attempt === 4) return body;
    target *= bytes / size;
  }
}

function corpus() {
  mkdirSync(join(DIR, "files"), { recursive: true });
  const media = png(rngFrom(7), 640, 200).toString("base64");
  const items = {};
  for (const [name, bytes] of [
    ["single-10k.json", 10_000],
    ["single-1m.json", 1_000_000],
    ["single-10m.json", 10_000_000],
  ]) {
    const path = join(DIR, name);
    writeFileSync(path, JSON.stringify(session(bytes, bytes, bytes > 100_000 ? media : undefined), null, 2));
    items[name] = [path];
  }
  items["files-2000"] = [];
  for (let i = 0; i < 2000; i++) {
    const path = join(DIR, "files", `${i}.json`);
    writeFileSync(path, JSON.stringify(session(10_000 + i, 8_000, undefined)));
    items["files-2000"].push(path);
  }
  return items;
}

const items = corpus();
const rows = [];
for (const [name, paths] of Object.entries(items)) {
  const ratios = [];
  let last;
  for (let run = 0; run < RUNS; run++) {
    const out = spawnSync(
      process.execPath,
      ["--expose-gc", join(HERE, "child.mjs"), "core", JSON.stringify({ paths, passes: 3, minPassBytes: 20e6 })],
      {
        encoding: "utf8",
        maxBuffer: 1e8,
      },
    );
    if (out.status !== 0) throw new Error(out.stderr);
    last = JSON.parse(out.stdout.trim().split("\n").pop());
    ratios.push(median(last.cpuSamples.lint) / median(last.cpuSamples.parse));
  }
  const mb = last.bytes / 1e6;
  rows.push(
    `| ${name} | ${mb.toFixed(mb < 1 ? 2 : 1)} MB | ${median(last.samples.parse).toFixed(2)} ms | ${median(last.samples.lint).toFixed(2)} ms | ${median(ratios).toFixed(2)}× | ${last.findings} |`,
  );
  process.stderr.write(`${name}: ${median(ratios).toFixed(2)}×\n`);
}
console.log(
  ["| Converse input | size | JSON.parse | core lint | lint / parse (CPU, median) | findings |", "|---|---|---|---|---|---|", ...rows].join("\n"),
);
