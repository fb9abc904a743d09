#!/usr/bin/env node
/**
 * msglint's red-team suite (issue 24): `pnpm test:hostile`, after a build. Each case generates its input, runs the
 * built CLI or core in a child process under a timeout, and fails on a hang (the timeout), a crash (an exit code
 * or output no finding explains), a silent drop (a finding or a file missing) or a super-linear step: the CPU time
 * at four times the size over the time at one size, both net of start-up and of V8's own JSON.parse of the file,
 * all measured in the same run, above 6 twice in a row (linear work gives 4, less where fixed costs weigh; a
 * quadratic step 16, and 8 or more at these sizes). Round 1's cases and issue 24's are all here; `--only WORD` runs
 * the cases whose name holds WORD. Prints one line per case and exits 1 when any failed.
 */
import { spawn, spawnSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  CATASTROPHIC_PATTERNS,
  catastrophicPattern,
  manyFixes,
  oneFixAtTheEnd,
  orphanResults,
  toolCallsOneDuplicateId,
  toolCallsResultsLate,
  uniqueObjects,
  longEnum,
} from "./inputs.mjs";
import { QUADRATIC_ANTHROPIC } from "./quadratic-anthropic.mjs";
import { QUADRATIC_OPENAI } from "./quadratic-openai.mjs";
import { QUADRATIC_SCHEMAS } from "./quadratic-schemas.mjs";
import { QUADRATIC_SOURCES } from "./quadratic-sources.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, "..");
const LAUNCH = join(HERE, "launch.mjs");
const CORE = pathToFileURL(join(ROOT, "packages/core/dist/index.js")).href;
const CLI_DIST = join(ROOT, "packages/cli/dist");
/** Linear work at four times the size takes four times as long (2.3× to 3.5× measured, fixed costs weigh); a quadratic step sixteen (8× to 13× measured). */
const MAX_STEP = 6;
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;

const work = mkdtempSync(join(tmpdir(), "msglint-hostile-"));
let files = 0;
/** Writes a generated input (a string, bytes, or chunks written one by one) and gives its path. */
function input(content, name = `in-${files++}.json`) {
  const path = join(work, name);
  mkdirSync(dirname(path), { recursive: true });
  if (typeof content === "function") {
    const fd = openSync(path, "w");
    try {
      content((chunk) => writeSync(fd, chunk));
    } finally {
      closeSync(fd);
    }
  } else writeFileSync(path, content);
  return path;
}

class Failure extends Error {}
const fail = (message) => {
  throw new Failure(message);
};
const expect = (condition, message) => condition || fail(message);

// Colour off: its escape sequences are msglint's own, and would hide those that come from input.
const withoutForcedColour = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== "FORCE_COLOR"));
/** What XML 1.0 cannot hold; what a terminal or log would obey (controls but the line feed, DEL, C1, bidi controls, line separators). */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
// eslint-disable-next-line no-control-regex
const UNSAFE_FOR_PEOPLE = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028-\u202E\u2066-\u2069]/;

/** Output that only a crash gives: an internal error, a V8 fatal error, a stack trace. */
const CRASH = /internal error|FATAL ERROR|JavaScript heap out of memory|^\s+at .+\(.+:\d+:\d+\)$/m;

/**
 * The CLI on `args`, under a timeout; `codes`: the exit codes a finished run may give. Gives stdout, stderr, the
 * exit code, and the CPU time the process used.
 */
function cli(args, { cwd = work, timeout = 60_000, codes = [0, 1], input: stdin, node = [] } = {}) {
  const cpuFile = join(work, `cpu-${files++}`);
  const out = spawnSync(process.execPath, [...node, LAUNCH, ...args], {
    cwd,
    input: stdin,
    timeout,
    encoding: "utf8",
    maxBuffer: 1 << 30,
    env: { ...withoutForcedColour, NO_COLOR: "1", HOSTILE_CPU_FILE: cpuFile },
  });
  if (out.error?.code === "ETIMEDOUT" || out.signal === "SIGTERM") fail(`hang: msglint ${args.join(" ").slice(0, 120)} ran past ${timeout / 1000} s`);
  if (out.error) throw out.error;
  if (CRASH.test(out.stderr)) fail(`crash: ${out.stderr.slice(-600)}`);
  if (!codes.includes(out.status)) fail(`exit ${out.status} (expected ${codes.join(" or ")}): ${out.stderr.slice(-600)}`);
  const cpuMs = existsSync(cpuFile) ? Number(readFileSync(cpuFile, "utf8")) : NaN;
  return { code: out.status, stdout: out.stdout, stderr: out.stderr, cpuMs };
}
const results = (run) => JSON.parse(run.stdout);
const rulesOf = (run) => results(run).flatMap((r) => r.messages.map((m) => m.ruleId));

/** `body` (an async function's body, `core` in scope) run in a child process; gives what it returns, as JSON. */
function core(body, { timeout = 60_000 } = {}) {
  const script = input(
    `const core = await import(${JSON.stringify(CORE)});\nconst result = await (async () => {\n${body}\n})();\nprocess.stdout.write(JSON.stringify(result ?? null));`,
    `core-${files}.mjs`,
  );
  // --expose-gc: a timing starts from a collected heap, not from the garbage of the run before it.
  const out = spawnSync(process.execPath, ["--expose-gc", script], { timeout, encoding: "utf8", maxBuffer: 1 << 30 });
  if (out.error?.code === "ETIMEDOUT" || out.signal === "SIGTERM") fail(`hang: core ran past ${timeout / 1000} s`);
  if (out.status !== 0) fail(`crash: core exited ${out.status}: ${out.stderr.slice(-800)}`);
  return JSON.parse(out.stdout);
}

/** Parses a file as the CLI does (each line of a `.jsonl`, else the whole text) and writes the CPU time of the parse alone. */
const PARSE_ONLY = `const { readFileSync } = require("node:fs");
const text = readFileSync(process.argv[1], "utf8");
const lines = /\\.(jsonl|ndjson)$/i.test(process.argv[1]) ? text.split("\\n").filter((line) => line.trim() !== "") : [text];
const before = process.cpuUsage();
for (const line of lines) JSON.parse(line);
const { user, system } = process.cpuUsage(before);
process.stdout.write(String((user + system) / 1000));`;
const parseCpu = (path) => Number(spawnSync(process.execPath, ["-e", PARSE_ONLY, path], { encoding: "utf8", maxBuffer: 1 << 20 }).stdout);

/**
 * The CLI's CPU time at size n and 4n, net of its start-up on a one-message file and of V8's own `JSON.parse` of the
 * same file, all in this run: their ratio. The parse is set aside because it is not msglint's step and is itself
 * super-linear on some shapes: an object of 160,000 keys parses in 5× to 7× the time of one of 40,000, cold. A step
 * over the limit is measured once more, and fails only if it is over again: on a shared machine about one measure in
 * thirty read above 6× (up to 13×), where the quadratic steps these cases were written for read 9× to 15× every time.
 */
function step(make, n, args = [], timeout = 120_000, ext = ".json") {
  const small = input(make(n), `in-${files++}${ext}`);
  const large = input(make(4 * n), `in-${files++}${ext}`);
  const tiny = input(oneFixAtTheEnd(1));
  const measure = () => {
    const runs = [0, 1, 2].map(() => {
      const start = cli([...args, tiny], { timeout }).cpuMs;
      const smallMs = cli([...args, small], { timeout }).cpuMs;
      // Start-up again, before the larger size: a high one, taken from both sizes, made the smaller size's own work
      // read as little as half.
      const startAgain = cli([...args, tiny], { timeout }).cpuMs;
      const largeMs = cli([...args, large], { timeout }).cpuMs;
      return { start: Math.min(start, startAgain), small: smallMs, large: largeMs, parseSmall: parseCpu(small), parseLarge: parseCpu(large) };
    });
    // The lowest of three runs of each (six of start-up): other load only ever adds time, and near 6× two were not enough.
    const least = (key) => Math.min(...runs.map((r) => r[key]));
    const smallNet = least("small") - least("start") - least("parseSmall");
    const largeNet = least("large") - least("start") - least("parseLarge");
    const ratio = largeNet / Math.max(1, smallNet);
    const whole = (least("large") - least("start")) / Math.max(1, least("small") - least("start"));
    const parse = least("parseLarge") / Math.max(0.1, least("parseSmall"));
    return {
      ratio,
      figures: `${ratio.toFixed(1)}× CPU net of JSON.parse, ${smallNet.toFixed(0)} → ${largeNet.toFixed(0)} ms (${whole.toFixed(1)}× with it; JSON.parse alone ${parse.toFixed(1)}×)`,
    };
  };
  const first = measure();
  if (first.ratio <= MAX_STEP) return `${n} → ${4 * n}: ${first.figures}`;
  const again = measure();
  const both = `${first.figures}; measured again: ${again.figures}`;
  expect(again.ratio <= MAX_STEP, `super-linear: ${n} → ${4 * n} took ${both} (linear is 4×, at most ${MAX_STEP}×)`);
  return `${n} → ${4 * n}: ${both}`;
}

const request = (messages, extra = {}) => JSON.stringify({ model: "claude-haiku-4-5", max_tokens: 64, ...extra, messages }, null, 2);

// ---------------------------------------------------------------------------------------------------------------
// The cases: [name, what it checks, run]. `run` throws a Failure, or returns a short note.

const cases = [
  // Round 1.
  [
    "nesting 100,000 deep",
    () => {
      const depth = 100_000;
      const deep = input(
        `{"messages": [{"role": "user", "content": [{"type": "tool_use", "id": "x", "name": "n", "input": ${"[".repeat(depth)}${"]".repeat(depth)}}]}]}`,
      );
      expect(rulesOf(cli(["-f", "json", deep])).includes("tool-use-input-not-object"), "the deep input's finding is missing");
      const unclosed = results(cli(["-f", "json", input("[".repeat(depth))]))[0].messages;
      expect(unclosed[0]?.ruleId === "body-not-json" && unclosed[0].column === depth + 1, "the unclosed nesting is not reported where it ends");
    },
  ],
  [
    "a 10 MB string and a million-element array",
    () => {
      expect(
        results(cli(["-f", "json", input(request([{ role: "user", content: "x".repeat(10 << 20) }]))]))[0].messages.length === 0,
        "a clean big string got findings",
      );
      const zeros = results(cli(["-f", "json", input(JSON.stringify({ model: "m", max_tokens: 1, messages: Array(1_000_000).fill(0) }))]))[0]
        .messages;
      expect(zeros.length > 0 && zeros.length < 200, `a million wrong elements gave ${zeros.length} findings (expected a bounded number)`);
    },
  ],
  [
    "binary, UTF-16 and byte order marks",
    () => {
      const binary = input(Buffer.from([0x7b, 0x00, 0xff, 0xfe, 0x00, 0x7d]), "binary.json");
      const utf16 = input(
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(request([{ role: "user", content: "hi" }]), "utf16le")]),
        "utf16.json",
      );
      const text = JSON.stringify({ messages: [{ role: "assistant", content: [{ type: "text", text: "" }] }] });
      const bom = input(`\uFEFF${text}`, "bom.json");
      const [b, u, m] = results(cli(["-f", "json", binary, utf16, bom]));
      expect(/binary file/.test(b.messages[0]?.message) && /binary file/.test(u.messages[0]?.message), "binary or UTF-16 input not reported as such");
      expect(
        m.messages.some((x) => x.ruleId === "text-block-empty" && x.column === text.indexOf('{"type"') + 1),
        "a byte order mark moved the finding's column",
      );
    },
  ],
  [
    "__proto__ and constructor keys",
    () => {
      const polluting =
        '{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"polluted": 1}}, "messages": [{"role": "user", "content": [{"type": "text", "text": "", "__proto__": {"polluted": 1}}, {"type": "text", "text": "x"}]}]}';
      const out = core(`
        const text = ${JSON.stringify(polluting)};
        core.lint(text);
        const value = JSON.parse(text);
        core.repair(value, { strategies: ["drop-empty-text"] });
        core.applyEdits(value, [{ op: "add", path: "/__proto__", value: { polluted: 1 } }]);
        return { polluted: ({}).polluted ?? null };`);
      expect(out.polluted === null, "Object.prototype was polluted");
      cli(["--fix", input(polluting)]);
    },
  ],
  [
    "a 15 MB tool schema, a $ref cycle, a deep input against a recursive schema",
    () => {
      const properties = Object.fromEntries(Array.from({ length: 150_000 }, (_, i) => [`p${i}`, { type: "string", description: "x".repeat(60) }]));
      const tools = [
        { name: "big", input_schema: { type: "object", properties } },
        {
          name: "cycle",
          input_schema: { $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } }, type: "object", properties: { x: { $ref: "#/$defs/a" } } },
        },
        {
          name: "tree",
          input_schema: {
            type: "object",
            required: ["top"],
            properties: { next: { $ref: "#/$defs/node" } },
            $defs: { node: { type: "object", properties: { next: { $ref: "#/$defs/node" } } } },
          },
        },
      ];
      let deep = {};
      for (let i = 0; i < 3000; i++) deep = { next: deep };
      const calls = [
        { type: "tool_use", id: "toolu_1", name: "big", input: { p1: 1 } },
        { type: "tool_use", id: "toolu_2", name: "cycle", input: { x: 1 } },
        { type: "tool_use", id: "toolu_3", name: "tree", input: deep },
      ];
      const body = request(
        [
          { role: "user", content: "go" },
          { role: "assistant", content: calls },
          { role: "user", content: calls.map((c) => ({ type: "tool_result", tool_use_id: c.id, content: "ok" })) },
        ],
        { tools },
      );
      const found = results(cli(["-f", "json", input(body)]))[0].messages.filter((m) => m.ruleId === "tool-use-input-schema-mismatch");
      expect(
        found.some((m) => /\/p1 must be string/.test(m.message)),
        "the big schema's finding is missing",
      );
      expect(
        found.some((m) => /not fully checked .* `cycle`: the check was cut short at depth 512/.test(m.message)),
        "the $ref cycle does not say the check was cut short",
      );
      // Item 9: what was found before the cut stays, and the cut is said.
      const tree = found.find((m) => m.message.includes("`tree`"));
      expect(
        /must have required property 'top'/.test(tree?.message) && /cut short at depth 512/.test(tree?.hint ?? ""),
        "the deep input's required error or the cut was dropped",
      );
    },
  ],
  [
    "a config that extends itself, a symlink loop, 5,000 files",
    () => {
      const dir = join(work, "project");
      mkdirSync(join(dir, "logs/loop"), { recursive: true });
      writeFileSync(join(dir, "package.json"), "{}");
      writeFileSync(join(dir, "a.json"), JSON.stringify({ extends: "./b.json" }));
      writeFileSync(join(dir, "b.json"), JSON.stringify({ extends: "./a.json" }));
      const cycle = cli(["--config", "a.json", "x.json"], { cwd: dir, codes: [2] });
      expect(/invalid configuration/.test(cycle.stderr), "an extends cycle is not a configuration error");
      symlinkSync(join(dir, "logs"), join(dir, "logs/loop/again"));
      for (let i = 0; i < 5000; i++) writeFileSync(join(dir, "logs", `f${i}.json`), request([{ role: "user", content: `hi ${i}` }]));
      const linted = results(cli(["--no-config-lookup", "-f", "json", "logs"], { cwd: dir }));
      expect(linted.length === 5000, `${linted.length} of 5,000 files linted`);
    },
  ],
  [
    "machine formats carry hostile strings, human ones neutralise them (item 11)",
    () => {
      const hostile = "\u001b]0;owned\u0007\u001b[31m\b\u0000\u007f\u0085\u202e\u2066\u2028";
      const body = request([
        { role: "user", content: "go" },
        { role: "assistant", content: [{ type: "tool_use", id: `toolu_${hostile}`, name: `n${hostile}`, input: {} }] },
      ]);
      const dir = join(work, "names");
      mkdirSync(dir);
      // A file name can hold anything but NUL and `/`.
      writeFileSync(join(dir, `a\nb${hostile.replace("\u0000", "")}.json`), body);
      const run = (format) => cli(["--no-config-lookup", "-f", format, "."], { cwd: dir }).stdout;
      for (const format of ["json", "sarif"]) JSON.parse(run(format));
      // The tool call is hostile in its id and its name: several findings, a line each.
      const findings = JSON.parse(run("json")).reduce((sum, result) => sum + result.messages.length, 0);
      expect(findings >= 1, "no finding to print");
      for (const format of ["junit", "checkstyle"]) expect(!NOT_XML.test(run(format)), `${format} holds a character XML forbids`);
      for (const format of ["stylish", "compact", "github"]) {
        const out = run(format);
        expect(!UNSAFE_FOR_PEOPLE.test(out), `${format} passes a control or bidi character through`);
        if (format !== "stylish") expect(out.trimEnd().split("\n").length === findings, `${format} printed a finding over several lines`);
      }
    },
  ],
  [
    "kill -9 during --fix: never a torn file, and the next run removes what the killed one left (item 12)",
    async () => {
      const original = manyFixes(20_000);
      const path = input(original, "kill/big.json");
      const fixed = cli(["--fix-dry-run", path]).stdout;
      for (let attempt = 0; attempt < 3; attempt++) {
        const child = spawn(process.execPath, [LAUNCH, "--fix", path], { stdio: "ignore" });
        await new Promise((resolve) => setTimeout(resolve, 300 + attempt * 400));
        child.kill("SIGKILL");
        await new Promise((resolve) => child.on("exit", resolve));
        const now = readFileSync(path, "utf8");
        expect(now === original || now === fixed, "the file was torn by a kill");
        writeFileSync(path, original);
      }
      // What a killed run can leave: msglint's temporary file of a process that is gone.
      const gone = spawnSync(process.execPath, ["-e", "0"]).pid;
      writeFileSync(join(dirname(path), `.big.json.msglint-${gone}-dead.tmp`), "x".repeat(1 << 20));
      cli(["--fix", path]);
      const left = readdirSync(dirname(path)).filter((name) => name.endsWith(".tmp"));
      expect(left.length === 0, `temporary files left: ${left.join(", ")}`);
    },
  ],
  [
    "JSON Lines stream in flat memory (120 MB under a 96 MB heap)",
    () => {
      const line = JSON.stringify(JSON.parse(request([{ role: "user", content: "x".repeat(10_000) }]))) + "\n";
      const path = input((write) => {
        for (let i = 0; i < 120_000_000 / line.length; i++) write(line);
      }, "big.jsonl");
      cli(["-f", "compact", path], { node: ["--max-old-space-size=96"] });
    },
  ],

  // Issue 24.
  ["1. locating: tool calls that all share one id", () => step(toolCallsOneDuplicateId, 10_000)],
  ["1. locating: results that come late", () => step(toolCallsResultsLate, 5_000)],
  ["1. locating: results that answer no call", () => step(orphanResults, 10_000)],
  ["1. checking: a tool input of distinct objects under uniqueItems", () => step(uniqueObjects, 40_000)],
  // 20,000 → 80,000, not 80,000 → 320,000: a V8 Set of 320,000 strings outgrows the caches (a bare build and lookup
  // took 5.8× from 80,000, and this case 4.8–9.7× in CI), while a lookup by scanning the enum still takes 14.8× here.
  ["1. checking: a tool input of many items under a long enum", () => step(longEnum, 20_000)],
  // Steps that were quadratic in the rules, the models, the sources and the generated validators (December 2026).
  ...[...QUADRATIC_SCHEMAS, ...QUADRATIC_ANTHROPIC, ...QUADRATIC_OPENAI, ...QUADRATIC_SOURCES].map(({ name, make, n, args = [], ext }) => [
    name,
    () => step(make, n, args, 120_000, ext),
  ]),
  [
    "1. locating, in core: a finding per call",
    () => {
      const out = core(`
        const time = (text) => { gc(); const t = process.cpuUsage(); core.lint(text); const u = process.cpuUsage(t); return (u.user + u.system) / 1000; };
        const small = ${JSON.stringify(toolCallsOneDuplicateId(10_000))};
        const large = ${JSON.stringify(toolCallsOneDuplicateId(40_000))};
        // Warmed up first, then the lower of three runs of each.
        time(small);
        time(large);
        const least = (text) => Math.min(time(text), time(text), time(text));
        return { ratio: least(large) / least(small), findings: core.lint(large).length };`);
      expect(out.findings === 39_999, `${out.findings} findings of 39,999`);
      expect(out.ratio <= MAX_STEP, `super-linear: 10000 → 40000 took ${out.ratio.toFixed(1)}× the CPU time`);
      return `10000 → 40000: ${out.ratio.toFixed(1)}× CPU`;
    },
  ],
  ["2. fixing: one fix among many messages", () => step(oneFixAtTheEnd, 20_000, ["--fix-dry-run"])],
  ["2. fixing: a fix in every turn", () => step(manyFixes, 500, ["--fix-dry-run"])],
  [
    "3. catastrophic patterns run on a linear-time engine; lookaround is said to be unchecked",
    () => {
      for (const { pattern, subject } of CATASTROPHIC_PATTERNS) {
        const found = rulesOf(cli(["-f", "json", input(catastrophicPattern(pattern, subject))], { timeout: 20_000 }));
        expect(found.includes("tool-use-input-schema-mismatch"), `${pattern} on "${subject}" gave no finding`);
      }
      const long = cli(["-f", "json", input(catastrophicPattern(CATASTROPHIC_PATTERNS[0].pattern, "a".repeat(200_000) + "!"))], { timeout: 20_000 });
      expect(rulesOf(long).includes("tool-use-input-schema-mismatch"), "a 200,000-character subject gave no finding");
      const look = results(cli(["-f", "json", input(catastrophicPattern("^(?!tmp)", "tmp1"))]))[0].messages;
      expect(
        look.some((m) => /not fully checked .*lookaround/.test(m.message)),
        "a pattern RE2 cannot run is not said to be unchecked",
      );
    },
  ],
  [
    "4. a stuck or out-of-memory worker costs its file only",
    async () => {
      // The built pool, with workers that speak its protocol and then hang or hoard memory on the first file they take.
      const chunk = readdirSync(CLI_DIST).find((name) => /^pool-.*\.js$/.test(name));
      expect(chunk, "no pool chunk in the CLI's dist");
      const exported = Object.values(await import(pathToFileURL(join(CLI_DIST, chunk)).href));
      const WorkerPool = exported.find((value) => value?.name === "WorkerPool");
      const lintAll = exported.find((value) => value?.name === "lintAll");
      expect(WorkerPool && lintAll, "the pool chunk exports no WorkerPool or lintAll");
      // Enough files that the main thread, which lints too, cannot take them all before the stand-in claims a batch on a loaded machine.
      const FILES = 200;
      const paths = Array.from({ length: FILES }, (_, i) =>
        input(
          request([
            {
              role: "user",
              content: [
                { type: "text", text: i % 2 ? "" : "x".repeat(300_000) },
                { type: "text", text: "y" },
              ],
            },
          ]),
        ),
      );
      const tasks = paths.map((path, i) => ({ path, displayPath: `f${i}.json`, options: 0 }));
      const notes = [];
      for (const [kind, body, limits, cause] of [
        ["stuck", "for (;;) {}", undefined, /stopped making progress/],
        [
          "out of memory",
          "const hoard = []; for (;;) hoard.push(new Array(1e5).fill(Math.random()));",
          { maxOldGenerationSizeMb: 24 },
          /ran out of memory/,
        ],
      ]) {
        const worker = input(
          `import { parentPort } from "node:worker_threads";
parentPort.on("message", (request) => {
  const next = new Int32Array(request.next), progress = new Int32Array(request.progress);
  for (let start = Atomics.add(next, 0, request.batchSize); start < request.tasks.length; start = Atomics.add(next, 0, request.batchSize)) {
    Atomics.store(progress, 0, request.id); Atomics.store(progress, 1, start); ${body}
  }
  parentPort.postMessage({ id: request.id, idle: true });
});`,
          `worker-${kind.replace(/ /g, "-")}.mjs`,
        );
        const pool = new WorkerPool(1, { workerFile: pathToFileURL(worker), ...(limits ? { resourceLimits: limits } : {}) });
        // Started ahead of the work as in the CLI; an idle worker does not keep the process alive, so it is held while it starts.
        pool.workers[0].ref();
        await new Promise((resolve) => pool.workers[0].once("online", resolve));
        const failures = [];
        const out = await Promise.race([
          lintAll(tasks, [{}], {
            concurrency: 2,
            fileOptions: {},
            pool,
            watchdog: { baseMs: 500, msPerMegabyte: 0 },
            onWorkerFailure: (f) => failures.push(f),
          }),
          new Promise((_, reject) => setTimeout(() => reject(new Failure(`hang: the ${kind} worker hung the run`)), 60_000)),
        ]);
        expect(failures.length > 0, `no ${kind} worker failure was reported (the stand-in took no file)`);
        expect(out.length === FILES && out.every(Boolean), `${kind}: a file's result was dropped`);
        out.forEach((result, i) => {
          const failed = failures.some((f) => f.index === i);
          if (failed) expect(cause.test(result.messages[0]?.message), `${kind}: f${i}.json does not give the cause`);
          else expect(result.messages.length === (i % 2 ? 1 : 0), `${kind}: f${i}.json lost its findings`);
        });
        notes.push(`${kind}: ${failures.length} file${failures.length === 1 ? "" : "s"} reported, the other ${FILES - failures.length} kept`);
      }
      return notes.join("; ");
    },
  ],
  [
    "5. a FIFO named on the command line",
    () => {
      const fifo = join(work, "pipe.json");
      expect(spawnSync("mkfifo", [fifo]).status === 0, "mkfifo failed");
      const run = results(
        cli(
          [
            "-f",
            "json",
            fifo,
            input(
              request([
                {
                  role: "user",
                  content: [
                    { type: "text", text: "" },
                    { type: "text", text: "x" },
                  ],
                },
              ]),
            ),
          ],
          { timeout: 20_000 },
        ),
      );
      expect(
        /is a FIFO/.test(run[0].messages[0]?.message) && run[1].messages[0]?.ruleId === "text-block-empty",
        "the FIFO or the other file was not reported",
      );
    },
  ],
  [
    "6. an unknown API version (flag, config, core settings)",
    () => {
      const body = input(request([{ role: "user", content: "hi" }]));
      expect(
        /msglint knows 2023-06-01, 2026-10-21/.test(cli(["--api-version", "2023-01-01", body], { codes: [2] }).stderr),
        "the flag's error names no versions",
      );
      const dir = join(work, "versions");
      mkdirSync(dir);
      writeFileSync(join(dir, ".msglintrc.json"), JSON.stringify({ apiVersion: "2023-01-01" }));
      expect(/2023-06-01/.test(cli([body], { cwd: dir, codes: [2] }).stderr), "the config's error names no versions");
      const thrown = core(
        `try { core.assertValid({ model: "claude-haiku-4-5", max_tokens: 1, messages: [{ role: "user", content: "hi" }] }, { settings: { apiVersion: "2023-01-01" } }); return "passed"; } catch (error) { return error.message; }`,
      );
      expect(/unknown API version "2023-01-01"/.test(thrown), `assertValid: ${thrown}`);
    },
  ],
  [
    "7. --max-warnings abc, and a report under /proc",
    () => {
      const body = input(request([{ role: "user", content: "hi" }]));
      cli(["--max-warnings", "abc", body], { codes: [2] });
      expect(
        /cannot write the report/.test(cli(["-o", "/proc/msglint-none/report.txt", body], { codes: [2], timeout: 20_000 }).stderr),
        "no clear message",
      );
    },
  ],
  [
    "8. a JSON Lines line longer than a string can hold",
    () => {
      const broken = JSON.stringify(
        JSON.parse(
          request([
            {
              role: "user",
              content: [
                { type: "text", text: "" },
                { type: "text", text: "x" },
              ],
            },
          ]),
        ),
      );
      const path = input((write) => {
        write(`${broken}\n{"messages": [{"role": "user", "content": "`);
        const block = Buffer.alloc(8 << 20, 0x61);
        for (let written = 0; written <= 536_870_888; written += block.length) write(block);
        write(`"}]}\n${broken}\n`);
      }, "long-line.jsonl");
      const messages = results(cli(["-f", "json", path], { timeout: 120_000 }))[0].messages;
      const lines = messages.map((m) => `${m.line}:${m.ruleId ?? "unread"}`);
      expect(lines.join(" ") === "1:text-block-empty 2:unread 3:text-block-empty", `got ${lines.join(" ")}`);
    },
  ],
  [
    "10. bytes that are not UTF-8, in the CLI and in core's lint(bytes)",
    () => {
      const head = '{"messages": [{"role": "user", "content": "caf';
      const bytes = Buffer.concat([Buffer.from(head), Buffer.from([0xe9]), Buffer.from('"}]}')]);
      const message = results(cli(["-f", "json", input(bytes)]))[0].messages[0]?.message;
      const expected = `The request body is not valid UTF-8: invalid byte 0xE9 at line 1 column ${head.length + 1} (byte offset ${head.length})`;
      expect(message === expected, `CLI: ${message}`);
      const found = core(`return core.lint(new Uint8Array(${JSON.stringify([...bytes])})).map((d) => d.message);`);
      expect(found[0] === message, `core: ${found[0]}`);
    },
  ],
];

// ---------------------------------------------------------------------------------------------------------------

let failed = 0;
let ran = 0;
const began = performance.now();
try {
  for (const [name, run] of cases) {
    if (only && !name.includes(only)) continue;
    ran++;
    const started = performance.now();
    try {
      const note = await run();
      process.stdout.write(`ok    ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)${note ? `: ${note}` : ""}\n`);
    } catch (error) {
      failed++;
      const why = error instanceof Failure ? error.message : (error?.stack ?? String(error));
      process.stdout.write(`FAIL  ${name} (${((performance.now() - started) / 1000).toFixed(1)} s): ${why}\n`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.stdout.write(`\nhostile: ${ran - failed} of ${ran} cases held, ${failed} failed (${((performance.now() - began) / 1000).toFixed(0)} s)\n`);
// For CI's closing line (.ci/run), which counts these cases with the tests.
if (process.env.HOSTILE_SUMMARY_FILE) writeFileSync(process.env.HOSTILE_SUMMARY_FILE, JSON.stringify({ passed: ran - failed, failed }));
process.exitCode = failed ? 1 : 0;
