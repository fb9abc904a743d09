import { chmodSync, readdirSync, readFileSync, statSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadFixtures } from "../../../fixtures/load.js";
import { json, msglint, project, requests } from "./helpers.js";

/** `textBeforeResult` as its fix leaves it: the result first, then the text. */
function hoisted(value: { messages: { content: unknown }[] }) {
  const copy = structuredClone(value);
  copy.messages[2]!.content = [(value.messages[2]!.content as unknown[])[1], (value.messages[2]!.content as unknown[])[0]];
  return copy;
}
const BEFORE = JSON.parse(requests.textBeforeResult) as { messages: { content: unknown }[] };
const AFTER = hoisted(BEFORE);

type Conversation = { messages: { content: { type: string; input?: unknown }[] }[] };

/** Two fixes that touch the same array: the second applies in a second pass, after a new lint. */
const TWO_PASSES = {
  model: "claude-sonnet-4-5",
  max_tokens: 1024,
  tools: [
    { name: "bash", input_schema: { type: "object", properties: { command: { type: "string" } } } },
    { type: "web_search_20250305", name: "web_search" },
  ],
  messages: [
    { role: "user", content: "go" },
    {
      role: "assistant",
      content: [
        { type: "tool_use", id: "toolu_01", name: "bash", input: '{"command": "ls"}' },
        { type: "server_tool_use", id: "srvtoolu_01", name: "web_search", input: { query: "x" } },
        { type: "web_search_tool_result", tool_use_id: "srvtoolu_01", content: [] },
      ],
    },
    { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_01", content: "a b" }] },
  ],
};

describe("--fix", () => {
  it("rewrites the file with the fix and keeps its formatting exactly (2-space indent, final newline)", () => {
    const dir = project({ "req.json": requests.textBeforeResult });
    const run = msglint(["--fix", "req.json"], { cwd: dir });
    expect(run.code).toBe(0);
    expect(readFileSync(join(dir, "req.json"), "utf8")).toBe(JSON.stringify(AFTER, null, 2) + "\n");
    expect(run.stderr).toContain("msglint fixed 1 problem in 1 file:");
    expect(run.stderr).toMatch(/req\.json:\d+ {2}tool-result-not-first {2}Move the `tool_result` blocks of messages\.2 to the front/);
    // Fixed: nothing left to report.
    expect(run.stdout).toBe("");
  });

  it("keeps CRLF line endings, tab indentation and a missing final newline", () => {
    const crlf = (value: unknown) => JSON.stringify(value, null, "\t").replace(/\n/g, "\r\n");
    const dir = project({ "req.json": crlf(BEFORE) });
    msglint(["--fix", "req.json"], { cwd: dir });
    expect(readFileSync(join(dir, "req.json"), "utf8")).toBe(crlf(AFTER));
  });

  it("changes nothing outside the edits: odd spacing, key order and other messages keep their text", () => {
    const text = requests.textBeforeResult
      .replace('"messages": [', '"metadata"  :   {"user_id":"u-1"} ,   "messages": [')
      .replace('"content": "Run it"', '"content":"Run it"   ');
    const dir = project({ "req.json": text });
    msglint(["--fix", "req.json"], { cwd: dir });
    const after = readFileSync(join(dir, "req.json"), "utf8");
    const start = text.indexOf('{\n          "type": "text"');
    const end = text.lastIndexOf("]\n    }\n  ]");
    expect(after.slice(0, start)).toBe(text.slice(0, start));
    expect(after.slice(after.length - (text.length - end))).toBe(text.slice(end));
    expect(JSON.parse(after)).toEqual({ ...AFTER, metadata: { user_id: "u-1" } });
  });

  it("writes atomically (a new file renamed over the old), keeps the permissions, leaves no temporary file", () => {
    const dir = project({ "req.json": requests.textBeforeResult });
    const file = join(dir, "req.json");
    chmodSync(file, 0o640);
    const before = statSync(file);
    expect(msglint(["--fix", "req.json"], { cwd: dir }).code).toBe(0);
    const after = statSync(file);
    expect(after.mode & 0o777).toBe(0o640);
    expect(after.ino).not.toBe(before.ino);
    expect(readdirSync(dir).sort()).toEqual(["package.json", "req.json"]);
  });

  it("fixes the file a symlink points to and keeps the link", () => {
    const dir = project({ "real.json": requests.textBeforeResult });
    symlinkSync(join(dir, "real.json"), join(dir, "link.json"));
    msglint(["--fix", "link.json"], { cwd: dir });
    expect(JSON.parse(readFileSync(join(dir, "real.json"), "utf8"))).toEqual(AFTER);
    expect(readdirSync(dir).sort()).toEqual(["link.json", "package.json", "real.json"]);
    expect(statSync(join(dir, "link.json")).isFile()).toBe(true);
  });

  it("refuses to fix a read-only file, says why, leaves it unchanged and still reports its problems", () => {
    const dir = project({ "req.json": requests.textBeforeResult });
    chmodSync(join(dir, "req.json"), 0o444);
    const run = msglint(["--fix", "req.json", "-f", "json"], { cwd: dir });
    expect(run.code).toBe(1);
    const [result] = json(run);
    expect(result!.messages.map((m) => m.message)).toEqual([
      "Cannot fix req.json: the file is read-only (mode 0444); it was left unchanged.",
      expect.stringContaining("`tool_use` ids were found without `tool_result` blocks immediately after: toolu_01"),
    ]);
    expect(readFileSync(join(dir, "req.json"), "utf8")).toBe(requests.textBeforeResult);
  });

  it("applies fixes that overlap in later passes, re-linting between them", () => {
    const dir = project({ "req.json": JSON.stringify(TWO_PASSES, null, 2) + "\n" });
    const run = msglint(["--fix", "req.json"], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("msglint fixed 2 problems in 1 file:");
    const fixed = JSON.parse(readFileSync(join(dir, "req.json"), "utf8")) as Conversation;
    expect(fixed.messages[1]!.content.map((b) => b.type)).toEqual(["server_tool_use", "web_search_tool_result", "tool_use"]);
    expect(fixed.messages[1]!.content[2]!.input).toEqual({ command: "ls" });
  });

  it("fixes one line of a JSONL file and leaves the other lines as they were", () => {
    const line = (value: unknown) => JSON.stringify(value);
    const clean = JSON.parse(requests.clean) as unknown;
    const text = `${line(clean)}\n${line(BEFORE)}\n${line(clean)}\n`;
    const dir = project({ "reqs.jsonl": text });
    expect(msglint(["--fix", "reqs.jsonl"], { cwd: dir }).code).toBe(0);
    expect(readFileSync(join(dir, "reqs.jsonl"), "utf8")).toBe(`${line(clean)}\n${line(AFTER)}\n${line(clean)}\n`);
  });

  it("exits 1 when problems without a fix remain, and reports only those", () => {
    const dir = project({ "a.json": requests.textBeforeResult, "b.json": requests.missingResult });
    const run = msglint(["--fix", "a.json", "b.json", "-f", "json"], { cwd: dir });
    expect(run.code).toBe(1);
    expect(json(run).map((r) => [r.filePath, r.messages.map((m) => m.ruleId)])).toEqual([
      ["a.json", []],
      ["b.json", ["tool-use-missing-result"]],
    ]);
    expect(readFileSync(join(dir, "b.json"), "utf8")).toBe(requests.missingResult);
  });

  it("with --quiet, applies only the fixes of errors", () => {
    const dir = project({ "req.json": requests.textBeforeResult });
    const run = msglint(["--fix", "--quiet", "--rule", "tool-result-not-first: warn", "req.json"], { cwd: dir });
    expect(run.stderr).toContain("nothing to fix");
    expect(readFileSync(join(dir, "req.json"), "utf8")).toBe(requests.textBeforeResult);
  });

  it("is a usage error with standard input, or together with --fix-dry-run", () => {
    expect(msglint(["--fix", "-"], { input: requests.textBeforeResult }).code).toBe(2);
    const dir = project({ "req.json": requests.textBeforeResult });
    expect(msglint(["--fix", "--fix-dry-run", "req.json"], { cwd: dir }).code).toBe(2);
    expect(readFileSync(join(dir, "req.json"), "utf8")).toBe(requests.textBeforeResult);
  });

  it("does not rewrite a file that is not valid UTF-8 (its other bytes would change)", () => {
    const raw = Buffer.from(requests.textBeforeResult.replace('"Run it"', '"Run it X"'));
    raw[raw.indexOf("X")] = 0xff; // a byte that is no UTF-8, inside a string
    const dir = project({ "req.json": raw });
    const run = msglint(["--fix", "req.json", "-f", "json"], { cwd: dir });
    expect(json(run)[0]!.messages[0]!.message).toContain("not valid UTF-8");
    expect(readFileSync(join(dir, "req.json")).equals(raw)).toBe(true);
  });
});

describe("--fix-dry-run", () => {
  it("prints the fixed text of one file on stdout, the report on stderr, and writes nothing", () => {
    const dir = project({ "req.json": JSON.stringify(TWO_PASSES, null, 2) + "\n", "other.json": requests.clean });
    const run = msglint(["--fix-dry-run", "req.json"], { cwd: dir });
    expect(run.code).toBe(0);
    const printed = JSON.parse(run.stdout) as Conversation;
    expect(printed.messages[1]!.content[2]!.input).toEqual({ command: "ls" });
    expect(run.stderr).toContain("msglint would fix 2 problems in 1 file:");
    expect(readFileSync(join(dir, "req.json"), "utf8")).toBe(JSON.stringify(TWO_PASSES, null, 2) + "\n");
  });

  it("prints standard input fixed, so it can be piped", () => {
    const run = msglint(["--fix-dry-run", "-"], { input: requests.textBeforeResult });
    expect(run.stdout).toBe(JSON.stringify(AFTER, null, 2) + "\n");
    const untouched = msglint(["--fix-dry-run", "-"], { input: requests.missingResult });
    expect(untouched.stdout).toBe(requests.missingResult);
    expect(untouched.code).toBe(1);
    expect(untouched.stderr).toContain("tool-use-missing-result");
  });

  it("prints each changed file under a header when several are linted", () => {
    const dir = project({ "a.json": requests.textBeforeResult, "b.json": requests.clean, "c.json": requests.textBeforeResult });
    const run = msglint(["--fix-dry-run", "a.json", "b.json", "c.json"], { cwd: dir });
    const fixed = JSON.stringify(AFTER, null, 2) + "\n";
    expect(run.stdout).toBe(`==> a.json <==\n${fixed}==> c.json <==\n${fixed}`);
  });

  it("with --format json, puts the fixed text in `output`, as ESLint does", () => {
    const dir = project({ "a.json": requests.textBeforeResult, "b.json": requests.clean });
    const results = json(msglint(["--fix-dry-run", "a.json", "b.json", "-f", "json"], { cwd: dir }));
    expect(results[0]!.output).toBe(JSON.stringify(AFTER, null, 2) + "\n");
    expect(results[1]!.output).toBeUndefined();
    expect(readFileSync(join(dir, "a.json"), "utf8")).toBe(requests.textBeforeResult);
  });
});

describe("--fix over the shared fixtures: the text edits give each case's expected output", () => {
  const cases = loadFixtures().filter((c) => c.output !== undefined && Object.keys(c.options).length === 0);
  it.each(cases.map((c) => [c.relativePath, c] as const))("%s", (_, fixture) => {
    const dir = project({ [fixture.relativePath.split("/").pop()!]: fixture.text });
    const name = fixture.relativePath.split("/").pop()!;
    const run = msglint(["--fix", name], { cwd: dir });
    const after = readFileSync(join(dir, name), "utf8");
    expect(JSON.parse(after)).toEqual(fixture.output);
    // The file keeps its layout: the same indentation unit and final newline as before.
    expect(/\n( +|\t)"/.exec(after)?.[1]).toBe(/\n( +|\t)"/.exec(fixture.text)?.[1]);
    expect(after.endsWith("\n")).toBe(fixture.text.endsWith("\n"));
    expect(run.stderr).toMatch(/msglint fixed \d+ problems? in 1 file/);
  });
});
