/**
 * Summarises a V8 CPU profile (`node --cpu-prof`): self time by function and by file, and total (inclusive)
 * time of the functions named on the command line.
 *
 *   node bench/profile.mjs PROFILE.cpuprofile [--top 25] [--total name,name...]
 */
import { readFileSync } from "node:fs";
import { readOption } from "./args.mjs";

const args = process.argv.slice(2);
const file = args.find((a) => a.endsWith(".cpuprofile"));
const option = (name) => readOption(args, name);
const top = Number(option("--top") ?? 25);
const totals = (option("--total") ?? "").split(",").filter(Boolean);

const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

// Sample time: each sample lasts until the next one.
const selfUs = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const dt = profile.timeDeltas[i + 1] ?? 0;
  selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + dt);
}
const all = [...selfUs.values()].reduce((a, b) => a + b, 0);
const short = (url) => url.replace(/^file:\/\//, "").replace(/^.*\/(packages|node_modules)\//, "$1/");
const label = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || "(anonymous)"} ${url ? `${short(url)}:${lineNumber + 1}` : ""}`.trim();
};

const byFunction = new Map();
const byFile = new Map();
for (const [id, us] of selfUs) {
  const node = byId.get(id);
  const key = label(node);
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  const fileKey = node.callFrame.url ? short(node.callFrame.url) : `(${node.callFrame.functionName || "native"})`;
  byFile.set(fileKey, (byFile.get(fileKey) ?? 0) + us);
}
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((us / all) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`);
  }
};
console.log(`total sampled: ${(all / 1000).toFixed(0)} ms`);
print("self time by function", byFunction);
print("self time by file", byFile);

if (totals.length) {
  // Inclusive time: a sample counts once for a name when the name is anywhere on its stack.
  console.log("\ninclusive time");
  for (const name of totals) {
    let us = 0;
    for (const [id, t] of selfUs) {
      for (let n = id; n !== undefined; n = parent.get(n)) {
        if (byId.get(n).callFrame.functionName === name) {
          us += t;
          break;
        }
      }
    }
    console.log(`${((us / all) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`);
  }
}
