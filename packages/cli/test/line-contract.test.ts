/**
 * The line contract for cluster engines (docs/beyond.md): `msglint - --input-format jsonl --format ndjson` writes
 * exactly one result line per input line, in order, whatever the line holds, and ends quietly when its reader does.
 */
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { lint } from "@msglint/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { run } from "../src/index.js";
import { LineSplitter, lintLine, lintLineStream, type ResultSink } from "../src/line-contract.js";
import { BIN, msglint, project } from "./helpers.js";

const request = (content: unknown) => JSON.stringify({ model: "claude-sonnet-4-5", max_tokens: 1024, messages: [{ role: "user", content }] });

/** A line of each kind a log holds, and the rule ids its result must carry. */
const KINDS: { line: string; ruleIds: string[] }[] = [
  { line: request("hi"), ruleIds: [] },
  { line: `${request("crlf")}\r`, ruleIds: [] },
  { line: request([{ type: "text", text: "" }]), ruleIds: ["text-block-empty"] },
  { line: '{"messages": [', ruleIds: ["body-not-json"] },
  { line: "garbage \u00e9\u0000", ruleIds: ["body-not-json"] },
  { line: "", ruleIds: ["body-not-json"] },
  { line: '{"foo": 1}', ruleIds: ["unrecognized-input"] },
  { line: "[1, 2]", ruleIds: ["unrecognized-input"] },
];

interface ResultLine {
  filePath?: string;
  line: number;
  errorCount: number;
  warningCount: number;
  messages: { ruleId: string | null; severity: number; line: number; fatal?: boolean; message: string }[];
}
const parseLines = (text: string) =>
  text
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as ResultLine);

/** What splitting the whole text on `\n` gives: a last line only when something follows the last `\n`; no `\r` before a `\n`. */
const expectedLines = (bytes: Buffer) => {
  const text = bytes.toString("latin1");
  const parts = text.split("\n");
  if (parts.at(-1) === "") parts.pop();
  return parts.map((p) => (p.endsWith("\r") ? p.slice(0, -1) : p));
};

describe("LineSplitter", () => {
  it("cuts any chunking of any bytes into the lines of the whole", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 20 }), (data, cuts) => {
        const bytes = Buffer.from(data.map((b) => (b % 4 === 0 ? 0x0a : b % 7 === 0 ? 0x0d : b)));
        const splitter = new LineSplitter(1 << 20);
        const lines: string[] = [];
        const onLine = (line: Buffer | undefined) => lines.push(line!.toString("latin1"));
        let at = 0;
        for (const cut of cuts) {
          splitter.push(bytes.subarray(at, at + cut), onLine);
          at += cut;
        }
        splitter.push(bytes.subarray(at), onLine);
        splitter.end(onLine);
        expect(lines).toEqual(expectedLines(bytes));
      }),
    );
  });

  it("gives a line longer than the limit as undefined in its place, keeping none of it", () => {
    const splitter = new LineSplitter(8);
    const lines: (string | undefined)[] = [];
    const onLine = (line: Buffer | undefined) => lines.push(line?.toString());
    for (const piece of ["short\n012345", "6789abcdef", "\nok\n", "0123456789"]) splitter.push(Buffer.from(piece), onLine);
    splitter.end(onLine);
    expect(lines).toEqual(["short", undefined, "ok", undefined]);
    expect(lintLine(undefined, 2, {}, false, 8)).toMatchObject({
      line: 2,
      errorCount: 1,
      messages: [{ fatal: true, line: 2, message: "Line 2 is longer than 8 bytes: not linted." }],
    });
  });
});

describe("lintLineStream", () => {
  it("writes one result per line, in order, each the findings of lint() on that line alone, placed on its line", async () => {
    const lines = Array.from({ length: 200 }, (_, i) => KINDS[(i * 7) % KINDS.length]!.line);
    const written: string[] = [];
    const sink: ResultSink = { write: (text) => (written.push(text), true) };
    // Odd chunk sizes: lines cut anywhere, several lines to a chunk.
    const bytes = Buffer.from(lines.join("\n") + "\n");
    const chunks = Readable.from(Array.from({ length: Math.ceil(bytes.length / 97) }, (_, i) => bytes.subarray(i * 97, (i + 1) * 97)));
    const totals = await lintLineStream(chunks, { format: "json" }, sink, {});
    const results = parseLines(written.join(""));
    expect(results.map((r) => r.line)).toEqual(lines.map((_, i) => i + 1));
    results.forEach((result, i) => {
      const text = lines[i]!.replace(/\r$/, "");
      const expected = lint(text, { format: "json" });
      expect(result.messages.map((m) => [m.ruleId, m.message, m.line])).toEqual(expected.map((d) => [d.ruleId, d.message, i + 1]));
      expect(result.errorCount).toBe(expected.filter((d) => d.severity === "error").length);
    });
    expect(totals).toEqual({
      lines: 200,
      errorCount: results.reduce((n, r) => n + r.errorCount, 0),
      warningCount: results.reduce((n, r) => n + r.warningCount, 0),
      stopped: false,
    });
    // Written a chunk at a time, as the input arrives, not at the end.
    expect(written.length).toBeGreaterThan(10);
  });

  it("stops reading when the sink says the reader has gone", async () => {
    let reads = 0;
    async function* chunks() {
      for (;;) {
        reads++;
        yield Buffer.from(`${request("hi")}\n`);
      }
    }
    let writes = 0;
    const totals = await lintLineStream(chunks(), { format: "json" }, { write: () => ++writes < 3 });
    expect(totals).toMatchObject({ lines: 3, stopped: true });
    expect(reads).toBe(3);
  });

  it("reports what it could not read as a result line, after the lines it read", async () => {
    async function* chunks() {
      yield Buffer.from(`${request("hi")}\n`);
      throw new Error("EIO: i/o error, read");
    }
    const written: string[] = [];
    const totals = await lintLineStream(chunks(), { format: "json" }, { write: (text) => (written.push(text), true) }, { filePath: "logs/a.jsonl" });
    expect(parseLines(written.join("")).map((r) => [r.filePath, r.line, r.errorCount, r.messages[0]?.message])).toEqual([
      ["logs/a.jsonl", 1, 0, undefined],
      ["logs/a.jsonl", 2, 1, "Cannot read logs/a.jsonl: EIO: i/o error, read"],
    ]);
    expect(totals.errorCount).toBe(1);
  });
});

describe("run() with --format ndjson", () => {
  it("reads standard input through readStdin when the host gives no stream, a result per line, to stdout", async () => {
    let out = "";
    const code = await run(["-", "--format", "ndjson", "--no-config-lookup"], {
      cwd: process.cwd(),
      stdout: (text) => (out += text),
      stderr: () => {},
      readStdin: async () => `${request("a")}\n{"messages": [\n`,
      color: false,
    });
    expect(code).toBe(1);
    expect(parseLines(out).map((r) => [r.line, r.messages.map((m) => m.ruleId)])).toEqual([
      [1, []],
      [2, ["body-not-json"]],
    ]);
  });
});

describe("msglint - --input-format jsonl --format ndjson", () => {
  it("answers 100,000 lines of clean, broken and garbage requests with 100,000 result lines, in order", () => {
    const kinds = Array.from({ length: 100_000 }, (_, i) => (i * 7919) % KINDS.length);
    const input = kinds.map((k) => KINDS[k]!.line).join("\n") + "\n";
    // Its output is about 15 MB: more than spawnSync keeps by default.
    const run = spawnSync(process.execPath, [BIN, "-", "--input-format", "jsonl", "--format", "ndjson"], {
      input,
      encoding: "utf8",
      maxBuffer: 1 << 28,
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(1);
    const results = parseLines(run.stdout);
    expect(run.stdout.split("\n").length).toBe(100_001);
    expect(results.length).toBe(100_000);
    results.forEach((result, i) => {
      expect(result.line).toBe(i + 1);
      expect(result.messages.map((m) => m.ruleId)).toEqual(KINDS[kinds[i]!]!.ruleIds);
    });
  }, 120_000);

  it("exits 0 when no line has an error, and keeps to one line each for a last line without \\n", () => {
    const run = msglint(["-", "--input-format", "jsonl", "--format", "ndjson"], { input: `${request("a")}\n${request("b")}` });
    expect(run.code).toBe(0);
    expect(parseLines(run.stdout)).toEqual([
      { line: 1, errorCount: 0, warningCount: 0, messages: [] },
      { line: 2, errorCount: 0, warningCount: 0, messages: [] },
    ]);
  });

  it("ends cleanly when its reader closes the pipe, without reading the rest of its input", async () => {
    const child = spawn(process.execPath, [BIN, "-", "--input-format", "jsonl", "--format", "ndjson"], { stdio: ["pipe", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (data) => (stderr += data));
    child.stdin.on("error", () => {}); // the child stops reading: our writes may fail
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    let done = false;
    void exited.then(() => (done = true));
    child.stdout.once("data", () => child.stdout.destroy());
    // Input keeps coming and is never ended: the child must stop on its own once its output is gone. The first
    // line has an error: exit code 1 says the run ended through its exit code, not by leaving its work undone.
    child.stdin.write("garbage\n");
    const batch = `${Array.from({ length: 200 }, () => request("hi")).join("\n")}\n`;
    for (let i = 0; i < 2_000 && !done; i++) {
      child.stdin.write(batch);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const stoppedOnItsOwn = done;
    if (!done) child.kill();
    const code = await exited;
    expect(stoppedOnItsOwn).toBe(true);
    expect(stderr).toBe("");
    expect(code).toBe(1);
  }, 120_000);

  it("refuses what it cannot keep to: fixing, and inputs read whole", () => {
    expect(msglint(["-", "--format", "ndjson", "--fix-dry-run"]).code).toBe(2);
    for (const format of ["json", "claude-code", "har"]) {
      const refused = msglint(["-", "--format", "ndjson", "--input-format", format]);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain(`--input-format ${format} is read whole`);
    }
  });

  it("with --input-format batch, reads a batch entry a line", () => {
    const entry = (id: string, content: unknown) => JSON.stringify({ custom_id: id, params: JSON.parse(request(content)) });
    const run = msglint(["-", "--input-format", "batch", "--format", "ndjson"], {
      input: `${entry("a", "hi")}\n${entry("b", [{ type: "text", text: "" }])}\n`,
    });
    expect(parseLines(run.stdout).map((r) => r.messages.map((m) => m.ruleId))).toEqual([[], ["text-block-empty"]]);
  });
});

describe("msglint <files> --format ndjson", () => {
  const dir = project({
    "logs/a.jsonl": `${request("hi")}\n\n${request([{ type: "text", text: "" }])}\n`,
    "one.json": JSON.stringify(JSON.parse(request([{ type: "text", text: "" }])), null, 2),
  });

  it("writes a line per line of a JSON Lines file and one for a file read whole, each naming its file", () => {
    const run = msglint(["logs/a.jsonl", "one.json", "--format", "ndjson"], { cwd: dir });
    expect(run.code).toBe(1);
    expect(parseLines(run.stdout).map((r) => [r.filePath, r.line, r.messages.map((m) => `${m.ruleId}@${m.line}`)])).toEqual([
      ["logs/a.jsonl", 1, []],
      ["logs/a.jsonl", 2, ["body-not-json@2"]],
      ["logs/a.jsonl", 3, ["text-block-empty@3"]],
      ["one.json", 1, ["text-block-empty@8"]],
    ]);
  });

  it("writes the same lines to --output-file", () => {
    const run = msglint(["logs/a.jsonl", "one.json", "--format", "ndjson", "-o", "out/results.ndjson"], { cwd: dir });
    expect(run.stdout).toBe("");
    expect(readFileSync(join(dir, "out/results.ndjson"), "utf8")).toBe(
      msglint(["logs/a.jsonl", "one.json", "--format", "ndjson"], { cwd: dir }).stdout,
    );
  });
});
