/**
 * Where core lint's time goes, rule by rule: wraps every rule's visitors with a timer, lints the texts in
 * memory with the recommended rules, and prints each rule's time and the engine's own (parse, sources,
 * conversation, locating) as multiples of one JSON.parse of the same texts. Warm: one untimed pass first, then
 * the fastest of 3 passes (CPU time of this process, so other load on the machine counts less).
 *
 *   node --expose-gc bench/rules.mjs [--off id,id...] [DIR|FILE...]
 *
 * Default input: bench/.corpus/files-0, the first 500 files. `--off`: also lint with those rules off, to see
 * what making them free would save.
 *
 * Inputs under 10 MB in all are linted several times over in each pass.
 */
import { Buffer } from "node:buffer";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import { cpuMs } from "./stats.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const { lint, rules } = await import(pathToFileURL(join(ROOT, "packages/core/dist/index.js")).href);
const gc = globalThis.gc ?? (() => {});

const argv = process.argv.slice(2);
const offAt = argv.indexOf("--off");
const off = offAt >= 0 ? argv[offAt + 1].split(",") : [];
const args = argv.filter((_, i) => offAt < 0 || (i !== offAt && i !== offAt + 1));
const paths = [];
const walk = (path) => {
  if (statSync(path).isDirectory()) for (const name of readdirSync(path).sort()) walk(join(path, name));
  else if (/\.(json|jsonl)$/.test(path)) paths.push(path);
};
if (args.length) args.forEach(walk);
else {
  walk(join(ROOT, "bench/.corpus/files-0"));
  paths.splice(500);
}
// Small inputs are repeated up to about 10 MB, so a pass lasts long enough to time.
const once = paths.map((p) => readFileSync(p).toString());
const onceBytes = once.reduce((sum, t) => sum + Buffer.byteLength(t), 0);
const reps = Math.max(1, Math.ceil(10e6 / onceBytes));
const texts = Array.from({ length: reps }, () => once).flat();
paths.splice(0, paths.length, ...Array.from({ length: reps }, () => [...paths]).flat());
const bytes = onceBytes * reps;

const spent = new Map();
// Every visitor of every rule (the request visitor and the node visitors) timed, before the first lint builds the tables.
for (const rule of rules) {
  const visit = rule.visit;
  if (!visit) continue;
  const timed = {};
  for (const [key, visitor] of Object.entries(visit)) {
    if (typeof visitor !== "function") continue;
    timed[key] = function timedVisitor(...args) {
      const started = performance.now();
      try {
        return visitor.apply(this, args);
      } finally {
        spent.set(rule.meta.id, (spent.get(rule.meta.id) ?? 0) + performance.now() - started);
      }
    };
  }
  rule.visit = timed;
}

function best(fn) {
  fn();
  let result;
  for (let i = 0; i < 3; i++) {
    spent.clear();
    gc();
    const cpu = cpuMs();
    const started = performance.now();
    fn();
    const sample = { cpu: cpuMs() - cpu, wall: performance.now() - started, rules: new Map(spent) };
    if (!result || sample.cpu < result.cpu) result = sample;
  }
  return result;
}

const parse = best(() => texts.forEach((t) => JSON.parse(t)));
let findings = 0;
const linted = best(() => {
  findings = 0;
  for (let i = 0; i < texts.length; i++) findings += lint(texts[i], { filePath: paths[i] }).length;
});
const inRules = [...linted.rules.values()].reduce((a, b) => a + b, 0);
// Timers run on wall time; scale them to the CPU time of the pass.
const scale = linted.cpu / linted.wall;
const x = (ms) => `${(ms / parse.cpu).toFixed(3).padStart(7)}×`;
console.log(`${once.length} inputs${reps > 1 ? ` × ${reps}` : ""}, ${(bytes / 1e6).toFixed(1)} MB, ${findings} findings`);
console.log(`JSON.parse: ${parse.cpu.toFixed(0)} ms CPU (${(bytes / 1e3 / parse.wall).toFixed(0)} MB/s wall)`);
console.log(`lint:       ${linted.cpu.toFixed(0)} ms CPU = ${(linted.cpu / parse.cpu).toFixed(2)}× JSON.parse`);
console.log(`${x(inRules * scale)}  ${(inRules * scale).toFixed(0).padStart(6)} ms  in rule checks (${linted.rules.size} rules)`);
console.log(
  `${x(linted.cpu - inRules * scale)}  ${(linted.cpu - inRules * scale).toFixed(0).padStart(6)} ms  engine: parse, sources, conversation, locate, GC`,
);
if (off.length) {
  const without = best(() => {
    for (let i = 0; i < texts.length; i++) lint(texts[i], { filePath: paths[i], rules: Object.fromEntries(off.map((id) => [id, "off"])) });
  });
  console.log(`lint with ${off.join(", ")} off: ${without.cpu.toFixed(0)} ms CPU = ${(without.cpu / parse.cpu).toFixed(2)}× JSON.parse`);
}
for (const [id, ms] of [...linted.rules].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
  console.log(`${x(ms * scale)}  ${(ms * scale).toFixed(1).padStart(6)} ms  ${id}`);
}
