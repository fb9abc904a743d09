/** `msglint repair`: core's strategies on a file, as a diff, then (with --write) an atomic write after a backup. */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { json, msglint, project } from "./helpers.js";

const BASH = { name: "bash", input_schema: { type: "object", properties: { command: { type: "string" } } } };
const broken = {
  model: "claude-sonnet-4-5",
  max_tokens: 1024,
  tools: [BASH],
  messages: [
    { role: "user", content: "Run the tests." },
    { role: "assistant", content: [{ type: "tool_use", id: "toolu_01", name: "bash", input: { command: "npm test" } }] },
    {
      role: "user",
      content: [
        { type: "text", text: "Here:" },
        { type: "tool_result", tool_use_id: "toolu_01", content: "ok" },
      ],
    },
    { role: "assistant", content: [{ type: "tool_use", id: "toolu_02", name: "bash", input: { command: "npm run e2e" } }] },
    { role: "user", content: "Stop, let's do something else." },
  ],
};
// Tabs and a key order of its own: formatting the repair must keep outside its edits.
const text = JSON.stringify(broken, null, "\t") + "\n";
const strategies = "hoist-tool-results,synthesize-missing-results";

describe("msglint repair", () => {
  it("shows a diff and what it did, and writes nothing without --write", () => {
    const dir = project({ "session.json": text });
    const run = msglint(["repair", "session.json", "--strategy", strategies], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("--- session.json");
    expect(run.stdout).toMatch(/^\+.*"is_error": true/m);
    expect(run.stdout).toContain("hoist-tool-results: Move the `tool_result` blocks of messages.2 to the front");
    expect(run.stdout).toContain("not written: add --write");
    expect(readFileSync(join(dir, "session.json"), "utf8")).toBe(text);
  });

  it("prints a unified diff: one hunk per change, line numbers that point into both files, every line whole", () => {
    const dir = project({ "session.json": text, "copy.json": text });
    const run = msglint(["repair", "session.json", "--strategy", strategies], { cwd: dir });
    msglint(["repair", "copy.json", "--strategy", strategies, "--write"], { cwd: dir });
    const before = text.split("\n");
    const after = readFileSync(join(dir, "copy.json"), "utf8").split("\n");
    const diff = run.stdout.slice(0, run.stdout.indexOf("\n  line "));
    expect(diff.split("\n").slice(0, 2)).toEqual(["--- session.json\t(original)", "+++ session.json\t(repaired)"]);
    const hunks = diff.split(/^(?=@@ )/m).slice(1);
    // The two repairs are far apart: two hunks, not one from the first change to the last.
    expect(hunks).toHaveLength(2);
    for (const hunk of hunks) {
      const [header, ...lines] = hunk.trimEnd().split("\n");
      const [, oldStart, oldCount, newStart, newCount] = /^@@ -(\d+),(\d+) \+(\d+),(\d+) @@$/.exec(header!)!.map(Number);
      let [o, n] = [oldStart! - 1, newStart! - 1];
      for (const line of lines) {
        const [mark, body] = [line[0], line.slice(1)];
        if (mark !== "+") expect(body, `${header} old line ${o + 1}`).toBe(before[o++]);
        if (mark !== "-") expect(body, `${header} new line ${n + 1}`).toBe(after[n++]);
      }
      expect([o - oldStart! + 1, n - newStart! + 1]).toEqual([oldCount, newCount]);
    }
  });

  it("never cuts a long line in the diff", () => {
    const long = { ...broken, system: "x".repeat(5_000) };
    const dir = project({ "long.jsonl": `${JSON.stringify(long)}\n` });
    const run = msglint(["repair", "long.jsonl", "--strategy", strategies], { cwd: dir });
    expect(run.stdout).toContain(`-${JSON.stringify(long)}\n`);
    expect(run.stdout).toMatch(new RegExp(`^\\+.{5000,}$`, "m"));
    expect(run.stdout).not.toContain("more character");
  });

  it("with --write keeps a backup, writes the repair atomically with the same mode, and the file lints clean", () => {
    const dir = project({ "session.json": text });
    const file = join(dir, "session.json");
    const mode = statSync(file).mode;
    const run = msglint(["repair", "session.json", "--strategy", strategies, "--write"], { cwd: dir });
    expect(run.code).toBe(0);
    expect(readFileSync(`${file}.bak`, "utf8")).toBe(text);
    expect(statSync(file).mode).toBe(mode);
    const repaired = readFileSync(file, "utf8");
    expect(JSON.parse(repaired).messages[2].content[0]).toEqual({ type: "tool_result", tool_use_id: "toolu_01", content: "ok" });
    expect(JSON.parse(repaired).messages[4].content[0]).toMatchObject({ type: "tool_result", tool_use_id: "toolu_02", is_error: true });
    // Lines before the first edit are byte for byte what they were, tabs and all.
    const untouched = text.slice(0, text.indexOf('"type": "text"'));
    expect(repaired.slice(0, untouched.lastIndexOf("\n"))).toBe(untouched.slice(0, untouched.lastIndexOf("\n")));
    expect(json(msglint([file, "--format", "json"]))[0]!.errorCount).toBe(0);
    // A second run finds nothing, and a second backup never overwrites the first.
    expect(msglint(["repair", "session.json", "--strategy", strategies, "--write"], { cwd: dir }).stdout).toContain("nothing to repair");
  });

  it("repairs the lines of JSON Lines one by one and leaves the others byte for byte", () => {
    const ok = JSON.stringify({ model: "claude-sonnet-4-5", max_tokens: 8, messages: [{ role: "user", content: "hi" }] });
    const dir = project({ "batch.jsonl": `${ok}\n${JSON.stringify(broken)}\n${ok}\n` });
    expect(msglint(["repair", "batch.jsonl", "-s", strategies, "--write"], { cwd: dir }).code).toBe(0);
    const lines = readFileSync(join(dir, "batch.jsonl"), "utf8").split("\n");
    expect([lines[0], lines[2], lines[3]]).toEqual([ok, ok, ""]);
    expect(JSON.parse(lines[1]!).messages[4].content[0].is_error).toBe(true);
  });

  it("refuses unknown strategies and bad usage with exit 2", () => {
    const dir = project({ "session.json": text });
    expect(msglint(["repair", "session.json", "--strategy", "make-it-work"], { cwd: dir }).code).toBe(2);
    expect(msglint(["repair", "session.json"], { cwd: dir }).code).toBe(2);
    expect(msglint(["repair", "--strategy", "dedupe-results"], { cwd: dir }).code).toBe(2);
  });
});
