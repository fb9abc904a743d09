/**
 * Core lint against JSON.parse on the same texts, for one or two builds of core in one process (so other load
 * on the machine skews both alike): `node --expose-gc bench/locate.mjs [--before DIR] [--passes N] PATH...`.
 * A directory stands for its first 500 files. Prints medians and ratios; CPU time is the process's.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { median, cpuMs } from "./stats.mjs";
import { takeOption } from "./args.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => takeOption(args, name, fallback);
const before = option("--before", undefined);
// `--locate-only`: time the locating stage alone (locatePointers on each finding's pointers, then line and column).
const locateOnly = args.includes("--locate-only") && args.splice(args.indexOf("--locate-only"), 1);
const passes = Number(option("--passes", "5"));
const walk = (path) =>
  statSync(path).isDirectory()
    ? readdirSync(path)
        .sort()
        .flatMap((name) => walk(join(path, name)))
    : [path];
const paths = args.flatMap((path) => (statSync(path).isDirectory() ? walk(path).slice(0, 500) : [path]));
const gc = globalThis.gc ?? (() => {});

const builds = { after: resolve("packages/core/dist/index.js") };
if (before) builds.before = resolve(before, "index.js");
const lints = {};
const cores = {};
for (const [name, file] of Object.entries(builds)) cores[name] = await import(pathToFileURL(file).href);
for (const [name, core] of Object.entries(cores)) lints[name] = core.lint;

const texts = paths.map((path) => readFileSync(path).toString());
const bytes = texts.reduce((sum, text) => sum + text.length, 0);
let sink = 0;
const parseAll = () => {
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i];
    if (!/\.(jsonl|ndjson)$/i.test(paths[i])) {
      sink += JSON.parse(text) ? 1 : 0;
      continue;
    }
    for (let start = 0; start < text.length;) {
      let end = text.indexOf("\n", start);
      if (end < 0) end = text.length;
      if (end > start) sink += JSON.parse(text.slice(start, end)) ? 1 : 0;
      start = end + 1;
    }
  }
};
const variants = { parse: parseAll };
const findings = {};
if (locateOnly) {
  // Each text's documents and the pointers its findings name, found once; then only the locating is timed.
  const work = texts
    .map((text, i) => {
      const found = cores.after.lint(text, { filePath: paths[i] });
      return cores.after.readDocuments(text, undefined, paths[i]).flatMap((d) => {
        const pointers = found.filter((f) => (f.document?.index ?? 0) === d.index).map((f) => f.pointer);
        return pointers.length && !d.parseError ? [{ text, start: d.start, end: d.end, pointers }] : [];
      });
    })
    .flat();
  for (const [name, core] of Object.entries(cores)) {
    variants[name] = () => {
      let found = 0;
      let lines;
      let last;
      for (const { text, start, end, pointers } of work) {
        if (text !== last) [lines, last] = [new core.LineIndex(text), text];
        for (const span of core.locatePointers(text, pointers, start, end).values())
          found += lines.position(span.start).line + lines.position(span.end).line > 0 ? 1 : 0;
      }
      findings[name] = found;
    };
  }
}
for (const [name, lint] of locateOnly ? [] : Object.entries(lints)) {
  variants[name] = () => {
    let found = 0;
    for (let i = 0; i < texts.length; i++) found += lint(texts[i], { filePath: paths[i] }).length;
    findings[name] = found;
  };
}
const names = Object.keys(variants);
const wall = Object.fromEntries(names.map((n) => [n, []]));
const cpu = Object.fromEntries(names.map((n) => [n, []]));
for (const name of names) variants[name]();
for (let pass = 0; pass < passes; pass++) {
  for (let k = 0; k < names.length; k++) {
    const name = names[(k + pass) % names.length];
    gc();
    const c = cpuMs();
    const t = performance.now();
    variants[name]();
    wall[name].push(performance.now() - t);
    cpu[name].push(cpuMs() - c);
  }
}
if (sink < 0) console.log(sink); // keeps the parsed values observable, so no engine can skip the parse
console.log(`${paths.length} texts, ${(bytes / 1e6).toFixed(1)} M chars, ${passes} passes`);
for (const name of names) {
  const w = median(wall[name]);
  const c = median(cpu[name]);
  const ratio =
    name === "parse"
      ? ""
      : `  ${(w / median(wall.parse)).toFixed(2)}× parse (CPU ${(c / median(cpu.parse)).toFixed(2)}×), ${findings[name]} findings`;
  console.log(`${name.padEnd(7)} ${w.toFixed(1).padStart(8)} ms wall ${c.toFixed(1).padStart(8)} ms CPU${ratio}`);
}
