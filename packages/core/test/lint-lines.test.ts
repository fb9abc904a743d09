import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lintLines, lintText, type InputFormat, type LineLintOptions, type LintOptions } from "../src/index.js";

const root = join(import.meta.dirname, "..", "..", "..");

function jsonlFixtures(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonlFixtures(path);
    return /\.(jsonl|ndjson)$/.test(name) ? [path] : [];
  });
}

/** The text pushed line by line, as a reader that splits on `\n` would. */
function streamed(text: string, options: LintOptions, lineOptions: LineLintOptions = {}) {
  const session = lintLines(options, lineOptions);
  const lines = text.split("\n");
  const diagnostics = lines.slice(0, -1).flatMap((line) => session.push(line));
  diagnostics.push(...session.end(lines.at(-1)));
  return { diagnostics, session };
}

const request = (content: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ model: "claude-sonnet-4-5", max_tokens: 1024, messages: [{ role: "user", content }], ...extra });
const pieces = {
  clean: request("hi"),
  broken: request([{ type: "tool_result", tool_use_id: "toolu_x", content: "ok" }]),
  unicode: request(
    [
      { type: "text", text: "" },
      { type: "text", text: "ünï 😀 \\r" },
    ],
    { temperature: 3 },
  ),
  notJson: '{"messages": [',
  batchA: JSON.stringify({ custom_id: "a", params: JSON.parse(request("hi")) }),
  batchABroken: JSON.stringify({ custom_id: "a", params: JSON.parse(request([])) }),
  batchBody: JSON.stringify({
    requests: [
      { custom_id: "b", params: JSON.parse(request("x")) },
      { custom_id: "b", params: JSON.parse(request("y")) },
    ],
  }),
  other: JSON.stringify({ hello: "world" }),
  scalar: "42",
  transcriptUser: JSON.stringify({ type: "user", uuid: "u1", parentUuid: null, message: { role: "user", content: "hi" } }),
  transcriptAssistant: JSON.stringify({
    type: "assistant",
    uuid: "u2",
    parentUuid: "u1",
    message: { id: "m", role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "bash", input: {} }] },
  }),
  summary: JSON.stringify({ type: "summary", summary: "s", leafUuid: "u2" }),
  har: JSON.stringify({ log: { entries: [] } }),
  blank: "",
  spaces: "  \t",
  crInside: `{"messages":\r[]}`,
  loneCr: "\r",
};
const ends = fc.constantFrom("\n", "\r\n", "\r\n", "\n");

/** Texts of a few lines from the pieces, with `\n` or `\r\n` line ends, sometimes a byte order mark and no last line end. */
const jsonlText = fc
  .tuple(fc.array(fc.tuple(fc.constantFrom(...Object.values(pieces)), ends), { maxLength: 7 }), fc.boolean(), fc.boolean())
  .map(([lines, bom, lastEnd]) => {
    const text = lines.map(([line, end]) => line + end).join("");
    return (bom ? "\uFEFF" : "") + (lastEnd ? text : text.replace(/\r?\n$/, ""));
  });

describe("lintLines", () => {
  const fixtures = jsonlFixtures(join(root, "fixtures"));
  it("has JSON Lines fixtures to compare on", () => expect(fixtures.length).toBeGreaterThan(10));

  it.each(fixtures.map((f) => [f.slice(root.length + 1), f]))("gives what lintText gives on %s", (_, path) => {
    const text = readFileSync(path).toString();
    for (const format of ["auto", "jsonl", "batch", "claude-code"] as InputFormat[]) {
      const options = { filePath: path, format };
      expect(streamed(text, options).diagnostics, format).toEqual(lintText(text, options));
    }
  });

  it("gives what lintText gives on generated JSON Lines, whatever the mix of lines, line ends and formats", () => {
    fc.assert(
      fc.property(jsonlText, fc.constantFrom<InputFormat>("auto", "jsonl", "batch", "claude-code", "json"), (text, format) => {
        const options = { filePath: "in.jsonl", format };
        const { diagnostics, session } = streamed(text, options, { keepSourceLines: true });
        expect(diagnostics).toEqual(lintText(text, options));
        // The kept lines are the text's own lines, numbered as a whole-text split numbers them.
        const lines = text.split(/\r\n|\r|\n/);
        expect(session.lineCount).toBe(lines.length);
        if (session.wholeText !== undefined) expect(session.wholeText).toBe(text);
        for (const [line, kept] of session.sourceLines) expect(kept, `line ${line}`).toBe(lines[line - 1]);
        for (const d of diagnostics) if (session.wholeText === undefined) expect(session.sourceLines.has(d.line!), `line ${d.line}`).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it("streams request lines without keeping them: the findings come back as each line is pushed", () => {
    const session = lintLines({ filePath: "r.jsonl" });
    expect(session.push(pieces.clean)).toEqual([]);
    const second = session.push(pieces.broken);
    expect(second.map((d) => [d.ruleId, d.line, d.document])).toEqual([["tool-result-unexpected-id", 2, { index: 1, line: 2 }]]);
    expect(session.end()).toEqual([]);
  });

  it("keeps the lines of the first findings only, when asked to keep a few", () => {
    const text = [pieces.clean, pieces.broken, pieces.clean, pieces.broken].join("\n");
    const { diagnostics, session } = streamed(text, { filePath: "r.jsonl" }, { keepSourceLines: true, sourceLinesLimit: 1 });
    expect(diagnostics.map((d) => d.line)).toEqual([2, 4]);
    expect([...session.sourceLines.keys()]).toEqual([1, 2]);
  });

  it("keeps the custom_ids seen across lines and reports a later duplicate", () => {
    const session = lintLines({ filePath: "b.jsonl" });
    session.push(pieces.batchA);
    session.push(pieces.clean);
    const found = session.push(pieces.batchA);
    expect(found.map((d) => [d.ruleId, d.line, d.path])).toEqual([["batch-custom-id-duplicate", 3, "requests.1.custom_id"]]);
  });

  it("says why, and lints nothing, when a transcript is too long to read whole", () => {
    const text = [pieces.transcriptUser, pieces.transcriptAssistant, pieces.summary].join("\n");
    const { diagnostics, session } = streamed(text, { filePath: "s.jsonl" }, { maxWholeText: 100 });
    expect(diagnostics).toEqual([]);
    expect(session.unlinted).toMatch(/Claude Code transcript/);
    expect(streamed(text, { filePath: "s.jsonl" }).session.unlinted).toBeUndefined();
  });
});
