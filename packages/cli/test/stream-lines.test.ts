import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rules } from "@msglint/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatters } from "../src/formatters/index.js";
import { lintFile, lintSource, withUtf8Finding } from "../src/lint-files.js";
import { CHUNK_BYTES, lintLinesOfFile, lintLinesOfStream, streamedResult } from "../src/stream-lines.js";
import { run, type CliIo } from "../src/index.js";
import type { CliMessage, FileResult, FormatterContext } from "../src/types.js";
import { ROOT } from "./helpers.js";

const context: FormatterContext = {
  cwd: "/repo",
  color: false,
  rulesMeta: Object.fromEntries(rules.map((r) => [r.meta.id, { docsUrl: r.meta.docsUrl, description: r.meta.description }])),
};
const fatal = (message: string): CliMessage => ({ ruleId: null, severity: "error", message, fatal: true, line: 1, column: 1, pointer: "" });
const dir = mkdtempSync(join(tmpdir(), "msglint-stream-"));
let files = 0;
const write = (bytes: Buffer | string, name = `f${files++}.jsonl`) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};

/** Every report of a result, as the formatters print it. */
const reports = (result: FileResult) => Object.entries(formatters).map(([name, format]) => [name, format([result], context)]);

/** The file streamed with `chunkBytes` read at a time, against today's whole-text path on the same bytes. */
function expectSameAsWhole(bytes: Buffer, chunkBytes: number, quiet = false) {
  const path = write(bytes);
  const whole = withUtf8Finding(lintSource(bytes.toString(), "in.jsonl", {}, { quiet }), bytes, bytes.toString(), {}, quiet);
  const streamed = streamedResult("in.jsonl", lintLinesOfFile(path, { filePath: "in.jsonl" }, 8000, chunkBytes), quiet, fatal);
  expect(streamed.messages).toEqual(whole.messages);
  expect(reports(streamed)).toEqual(reports(whole));
}

function jsonlFixtures(at: string): string[] {
  return readdirSync(at).flatMap((name) => {
    const path = join(at, name);
    return statSync(path).isDirectory() ? jsonlFixtures(path) : name.endsWith(".jsonl") ? [path] : [];
  });
}

const request = (content: unknown) => JSON.stringify({ model: "claude-sonnet-4-5", max_tokens: 1024, messages: [{ role: "user", content }] });
const lines = [
  request("hi"),
  request([{ type: "tool_result", tool_use_id: "toolu_x", content: "ünï 😀" }]),
  request([{ type: "text", text: "" }]),
  '{"messages": [',
  JSON.stringify({ custom_id: "a", params: JSON.parse(request("é")) }),
  JSON.stringify({ type: "user", uuid: "u1", parentUuid: null, message: { role: "user", content: "hi" } }),
  "",
  " ",
];
/** Lines joined by `\n` or `\r\n`, sometimes with a byte order mark or an invalid UTF-8 byte (a lone lead byte, a cut character). */
const jsonlBytes = fc
  .tuple(
    fc.array(fc.tuple(fc.constantFrom(...lines), fc.constantFrom("\n", "\r\n"), fc.constantFrom("", "\xC3", "\xF0\x9F")), {
      minLength: 1,
      maxLength: 6,
    }),
    fc.boolean(),
  )
  .map(([parts, bom]) =>
    Buffer.concat([
      Buffer.from(bom ? "\uFEFF" : ""),
      ...parts.map(([line, end, junk]) => Buffer.concat([Buffer.from(line), Buffer.from(junk, "latin1"), Buffer.from(end)])),
    ]),
  );

describe("streamed JSON Lines", () => {
  const fixtures = jsonlFixtures(join(ROOT, "fixtures"));
  it.each(fixtures.map((f) => [f.slice(ROOT.length + 1), f]))("reports %s as the whole-text path does, in 1 MB and in 7-byte chunks", (_, path) => {
    const bytes = readFileSync(path);
    expectSameAsWhole(bytes, CHUNK_BYTES);
    expectSameAsWhole(bytes, 7);
    expectSameAsWhole(bytes, 7, true);
  });

  it("reports as the whole-text path does whatever the chunk boundaries cut: a UTF-8 character, a \\r\\n, invalid bytes", () => {
    fc.assert(
      fc.property(jsonlBytes, fc.integer({ min: 1, max: 64 }), (bytes, chunkBytes) => expectSameAsWhole(bytes, chunkBytes)),
      { numRuns: 300 },
    );
  });

  it("streams a file larger than the chunk size, keeping only the lines with findings", () => {
    const clean = request("x".repeat(1000));
    const body = Array.from({ length: 3000 }, (_, i) => (i === 2500 ? lines[1] : clean)).join("\n") + "\n";
    expect(body.length).toBeGreaterThan(2 * CHUNK_BYTES);
    const path = write(body);
    const result = lintFile({ path }, "big.jsonl", {});
    expect(result.messages.map((m) => [m.ruleId, m.line])).toEqual([["tool-result-unexpected-id", 2501]]);
    expect(result.source).toBeUndefined();
    expect([...result.sourceLines!.lines.keys()]).toEqual([2500, 2501]);
    expect(reports(result)).toEqual(reports(lintSource(body, "big.jsonl", {})));
  });

  it("still reads the whole file to fix it", () => {
    const path = write(`${lines[0]}\n${lines[2]}\n`);
    expect(lintFile({ path }, "f.jsonl", {}, { fix: "dry-run" }).source).toBeDefined();
  });

  it("reports a line too long to read as a finding and lints every other line as the whole text does", () => {
    const MAX = 400;
    const long = fc
      .array(fc.constantFrom("a", "é", "\r", '\\"', " "), { minLength: 300, maxLength: 700 })
      .map((parts) => `{"messages": [{"role": "user", "content": "${parts.join("")}"}]}`)
      .filter((line) => Buffer.byteLength(line) > MAX);
    fc.assert(
      fc.property(
        // At least one request body or batch entry, which tells JSON Lines from a transcript without the long line.
        fc.array(fc.constantFrom(...lines.slice(0, 5)), { minLength: 1, maxLength: 5 }).filter((others) => others.some((l) => l !== lines[3])),
        fc.nat(),
        long,
        fc.constantFrom("\n", "\r\n"),
        fc.boolean(),
        fc.integer({ min: 1, max: 64 }),
        (others, at, line, eol, lastLine, chunkBytes) => {
          const position = lastLine ? others.length : at % (others.length + 1);
          const all = [...others.slice(0, position), line, ...others.slice(position)];
          const text = all.join(eol) + (lastLine ? "" : eol);
          const streamed = streamedResult("in.jsonl", lintLinesOfFile(write(text), { filePath: "in.jsonl" }, 8000, chunkBytes, MAX), false, fatal);
          // The whole text, where the long line is read: its lines are the ones the finding names.
          const first = text.slice(0, text.indexOf(line)).split(/\r\n|\r|\n/).length;
          const last = first + line.split("\r").length - 1;
          const whole = lintSource(text, "in.jsonl", {}).messages.filter((m) => m.line! < first || m.line! > last);
          const unread = streamed.messages.filter((m) => m.ruleId === null);
          expect(unread).toEqual([
            expect.objectContaining({ severity: "error", line: first, message: expect.stringContaining(`Line ${first} of in.jsonl was not linted`) }),
          ]);
          expect(streamed.messages.filter((m) => m.ruleId !== null)).toEqual(whole);
          // In file order.
          expect(streamed.messages.map((m) => m.line)).toEqual(streamed.messages.map((m) => m.line).sort((a, b) => a! - b!));
        },
      ),
      { numRuns: 200 },
    );
  });

  it("a line too long to read, in a text read whole (a transcript), is a reason not to lint it", () => {
    const transcript = JSON.stringify({ type: "user", uuid: "u1", parentUuid: null, message: { role: "user", content: "x".repeat(500) } });
    const streamed = lintLinesOfFile(write(`${lines[5]}\n${transcript}\n`), { filePath: "in.jsonl" }, 8000, CHUNK_BYTES, 400);
    expect(streamed.problem).toBe(
      "line 2 is longer than one text can hold, and without it the other lines do not tell JSON Lines from a Claude Code transcript (read whole)",
    );
    const named = lintLinesOfFile(write(`${lines[0]}\n${transcript}\n`), { filePath: "in.jsonl", format: "claude-code" }, 8000, CHUNK_BYTES, 400);
    expect(named.problem).toBe('it has to be read whole (as format "claude-code"), and line 2 is longer than one text can hold');
  });

  it("reports a binary file and a file it cannot read, never a crash", () => {
    expect(lintFile({ path: write(Buffer.from([0x7b, 0, 0x7d])) }, "b.jsonl", {}).messages[0]!.message).toMatch(/binary file/);
    expect(lintFile({ path: join(dir, "missing.jsonl") }, "missing.jsonl", {}).messages[0]!.message).toMatch(/^Cannot read missing\.jsonl/);
  });
});

/** `bytes` as a stream of chunks of `size` bytes (the last may be shorter). */
async function* chunksOf(bytes: Buffer, size: number): AsyncIterable<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield new Uint8Array(bytes.subarray(at, at + size));
}

describe("standard input streamed as JSON Lines", () => {
  it("gives what the file gives, whatever the chunk boundaries cut", async () => {
    await fc.assert(
      fc.asyncProperty(jsonlBytes, fc.integer({ min: 1, max: 64 }), async (bytes, size) => {
        const fromFile = lintLinesOfFile(write(bytes), { filePath: "in.jsonl" }, 8000, CHUNK_BYTES);
        const fromStream = await lintLinesOfStream(chunksOf(bytes, size), { filePath: "in.jsonl" }, 8000);
        expect(fromStream).toEqual(fromFile);
      }),
      { numRuns: 200 },
    );
  });

  it("is streamed by the CLI for `- --stdin-filename x.jsonl`, with the report the whole text gets", async () => {
    const text = `${lines[0]}\n${lines[1]}\n${lines[2]}\n`;
    let out = "";
    let readWhole = false;
    const io: CliIo = {
      cwd: dir,
      stdout: (t) => (out += t),
      stderr: () => {},
      readStdin: async () => ((readWhole = true), text),
      stdinChunks: () => chunksOf(Buffer.from(text), 5),
      color: false,
    };
    expect(await run(["--no-config-lookup", "-f", "compact", "--stdin-filename", "in.jsonl", "-"], io)).toBe(1);
    expect(readWhole).toBe(false);
    expect(out).toBe(formatters.compact!([lintSource(text, "in.jsonl", {})], { ...context, cwd: dir }));
  });

  it("is read whole to fix it, and when it is not JSON Lines", async () => {
    let wholeReads = 0;
    const io = (text: string): CliIo => ({
      cwd: dir,
      stdout: () => {},
      stderr: () => {},
      readStdin: async () => (wholeReads++, text),
      stdinChunks: () => chunksOf(Buffer.from(text), 5),
      color: false,
    });
    await run(["--no-config-lookup", "--fix-dry-run", "--stdin-filename", "in.jsonl", "-"], io(`${lines[2]}\n`));
    await run(["--no-config-lookup", "--stdin-filename", "in.json", "-"], io(lines[2]!));
    expect(wholeReads).toBe(2);
  });
});
