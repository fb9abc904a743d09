#!/usr/bin/env node
/**
 * Core lint on clean Bedrock Converse bodies against `JSON.parse` of the same texts, in the same process
 * (child.mjs's `core` task): agent sessions of text, tool uses and results, screenshots and documents, at about
 * 10 KB, 1 MB and 10 MB, and 2,000 files of about 10 KB. Prints a markdown table.
 *
 *   node bench/converse.mjs [--runs N]       needs a build (`pnpm build`); not part of the test run
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CORPUS_DIR, png, rngFrom } from "./generate.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.argv[process.argv.indexOf("--runs") + 1] || 3);
const DIR = join(CORPUS_DIR, "converse");

const WORDS = "the order shipped yesterday weather report file list tool result user asked summary invoice status pending error retry".split(" ");
const TOOLS = ["get_weather", "search_orders", "read_file", "list_directory", "run_query"];

/** One clean Converse session of about `bytes`, from a seeded generator. */
function session(seed, bytes, media) {
  const rng = rngFrom(seed);
  const text = (n) => Array.from({ length: n }, () => rng.pick(WORDS)).join(" ");
  const messages = [{ role: "user", content: [{ text: text(30) }] }];
  let size = 0;
  let call = 0;
  while (size < bytes) {
    const uses = rng.int(1, 3);
    const ids = Array.from({ length: uses }, () => `tooluse_${(seed * 1000 + call++).toString(36).padStart(22, "0")}`);
    const assistant = [{ text: text(20) }, ...ids.map((id) => ({ toolUse: { toolUseId: id, name: rng.pick(TOOLS), input: { query: text(4) } } }))];
    const results = ids.map((id) => ({ toolResult: { toolUseId: id, content: [{ text: text(rng.int(40, 400)) }], status: "success" } }));
    if (media && rng.int(0, 9) === 0) results.push({ text: "Screenshot:" }, { image: { format: "png", source: { bytes: media } } });
    messages.push({ role: "assistant", content: assistant }, { role: "user", content: results });
    size += JSON.stringify(assistant).length + JSON.stringify(results).length;
  }
  messages.push({ role: "assistant", content: [{ text: text(40) }] }, { role: "user", content: [{ text: text(10) }] });
  return {
    messages,
    system: [{ text: text(60) }, { cachePoint: { type: "default" } }],
    inferenceConfig: { maxTokens: 4096, temperature: 0.2 },
    toolConfig: {
      tools: TOOLS.map((name) => ({
        toolSpec: { name, description: text(8), inputSchema: { json: { type: "object", properties: { query: { type: "string" } } } } },
      })),
    },
  };
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

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
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
