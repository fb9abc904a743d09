/** The session doctor: explanations, and repairs that lint clean and keep every other line byte for byte. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES_DIR } from "../../../fixtures/load.js";
import { diagnoseTranscript, lintText, syntheticResultUuid } from "../src/index.js";

const fixture = (name: string) => readFileSync(join(FIXTURES_DIR, "sources/claude-code/invalid", name), "utf8");
const linesOf = (text: string) => text.split("\n");

/** The original lines appear in the repaired text, in order, unchanged; `removed` of them are gone; the rest is new. */
function expectKept(original: string, repaired: string, { removed = 0, added = 0 } = {}) {
  const before = linesOf(original);
  const after = linesOf(repaired);
  let j = 0;
  let kept = 0;
  for (const line of before) {
    const at = after.indexOf(line, j);
    if (at < 0) continue;
    j = at + 1;
    kept++;
  }
  expect(kept).toBe(before.length - removed);
  expect(after.length).toBe(before.length - removed + added);
}

describe("diagnoseTranscript", () => {
  it("explains an interrupted tool call: the finding, its line, the turns around it", () => {
    const report = diagnoseTranscript(fixture("interrupted-tool-call.jsonl"));
    expect(report.resumable).toBe(false);
    const [problem] = report.problems;
    expect(problem).toMatchObject({ line: 3, messageIndex: 1, diagnostic: { ruleId: "tool-use-missing-result" } });
    expect(problem!.turns.map((t) => [t.index, t.role, t.lines])).toEqual([
      [0, "user", [1]],
      [1, "assistant", [2, 3]],
      [2, "user", [4]],
    ]);
    expect(problem!.turns[1]!.blocks).toEqual(['text "Building now."', expect.stringMatching(/^tool_use toolu_01\w+ Bash$/)]);
  });

  it("repairs it with an is_error result line in Claude Code's shape, which lints clean and keeps every other line", () => {
    const text = fixture("interrupted-tool-call.jsonl");
    const report = diagnoseTranscript(text);
    expect(report.repairs).toHaveLength(1);
    const [repair] = report.repairs;
    expect(repair).toMatchObject({ strategy: "synthesize-missing-result", action: "insert-line-after", line: 3 });
    expect(lintText(report.repairedText, { filePath: "s.jsonl" })).toEqual([]);
    expect(report.remaining).toEqual([]);
    expectKept(text, report.repairedText, { added: 1 });

    // The new line: right after the call's line, chained to it, uuid derived from the call id.
    const lines = linesOf(report.repairedText);
    const call = JSON.parse(lines[2]!);
    const added = JSON.parse(lines[3]!);
    const id = call.message.content[0].id as string;
    expect(lines[3]).toBe(repair!.text);
    expect(added).toMatchObject({
      parentUuid: call.uuid,
      sourceToolAssistantUUID: call.uuid,
      isSidechain: false,
      sessionId: call.sessionId,
      cwd: call.cwd,
      version: call.version,
      type: "user",
      uuid: syntheticResultUuid(id),
      message: { role: "user", content: [{ type: "tool_result", tool_use_id: id, is_error: true }] },
    });
    expect(Date.parse(added.timestamp) - Date.parse(call.timestamp)).toBe(1);
    expect(Object.keys(added).slice(0, 3)).toEqual(["parentUuid", "isSidechain", "userType"]);
  });

  it("is deterministic and idempotent", () => {
    const text = fixture("interrupted-tool-call.jsonl");
    const first = diagnoseTranscript(text);
    expect(diagnoseTranscript(text).repairedText).toBe(first.repairedText);
    const again = diagnoseTranscript(first.repairedText);
    expect(again.repairs).toEqual([]);
    expect(again.repairedText).toBe(first.repairedText);
    expect(again.resumable).toBe(true);
  });

  it("drops an orphan result at the root of the chain", () => {
    const text = fixture("orphan-result-at-chain-root.jsonl");
    const report = diagnoseTranscript(text);
    expect(report.repairs.map((r) => [r.strategy, r.action, r.line])).toEqual([["drop-orphan-result", "remove-line", 1]]);
    expect(report.remaining).toEqual([]);
    expect(report.repairedText).toBe(linesOf(text).slice(1).join("\n"));
  });

  it("drops a truncated last line and keeps the newline before it, so the next entry starts on its own line", () => {
    const text = fixture("truncated-last-line.jsonl");
    expect(text.endsWith("\n")).toBe(false);
    const report = diagnoseTranscript(text);
    expect(report.resumable).toBe(true);
    expect(report.repairs.map((r) => r.strategy)).toEqual(["drop-truncated-line"]);
    expect(report.repairedText).toBe(text.slice(0, text.lastIndexOf("\n") + 1));
    expect(report.remaining).toEqual([]);
  });

  it("removes an orphan block from a line that holds other blocks, editing that line only", () => {
    const base = {
      isSidechain: false,
      userType: "external",
      cwd: "/r",
      sessionId: "s",
      version: "2.1.12",
      gitBranch: "",
      timestamp: "2026-03-02T10:00:00.000Z",
    };
    const lines = [
      { ...base, parentUuid: null, type: "user", uuid: "u1", message: { role: "user", content: "go" } },
      {
        ...base,
        parentUuid: "u1",
        type: "assistant",
        uuid: "a1",
        message: {
          id: "msg_1",
          role: "assistant",
          model: "claude-sonnet-4-5",
          content: [{ type: "tool_use", id: "toolu_1", name: "Bash", input: {} }],
        },
      },
      {
        ...base,
        parentUuid: "a1",
        type: "user",
        uuid: "r1",
        message: {
          role: "user",
          content: [
            { type: "tool_result", tool_use_id: "toolu_1", content: "ok" },
            { type: "tool_result", tool_use_id: "toolu_gone", content: "stale" },
          ],
        },
      },
      {
        ...base,
        parentUuid: "r1",
        type: "assistant",
        uuid: "a2",
        message: { id: "msg_2", role: "assistant", model: "claude-sonnet-4-5", content: [{ type: "text", text: "done" }] },
      },
    ].map((l) => JSON.stringify(l));
    const text = lines.join("\n") + "\n";
    const report = diagnoseTranscript(text);
    expect(report.repairs.map((r) => [r.strategy, r.action, r.line])).toEqual([["drop-orphan-result", "edit-line", 3]]);
    const after = linesOf(report.repairedText);
    expect([after[0], after[1], after[3]]).toEqual([lines[0], lines[1], lines[3]]);
    expect(JSON.parse(after[2]!).message.content).toEqual([{ type: "tool_result", tool_use_id: "toolu_1", content: "ok" }]);
    expect(report.remaining).toEqual([]);
  });

  it("leaves an orphan result alone when its line is a link of the chain, and says why", () => {
    const base = {
      isSidechain: false,
      userType: "external",
      cwd: "/r",
      sessionId: "s",
      version: "2.1.12",
      gitBranch: "",
      timestamp: "2026-03-02T10:00:00.000Z",
    };
    const text =
      [
        { ...base, parentUuid: null, type: "user", uuid: "u1", message: { role: "user", content: "hi" } },
        {
          ...base,
          parentUuid: "u1",
          type: "assistant",
          uuid: "a1",
          message: { id: "msg_1", role: "assistant", content: [{ type: "text", text: "hello" }] },
        },
        {
          ...base,
          parentUuid: "a1",
          type: "user",
          uuid: "r1",
          message: { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_gone", content: "x" }] },
        },
        {
          ...base,
          parentUuid: "r1",
          type: "assistant",
          uuid: "a2",
          message: { id: "msg_2", role: "assistant", content: [{ type: "text", text: "ok" }] },
        },
      ]
        .map((l) => JSON.stringify(l))
        .join("\n") + "\n";
    const report = diagnoseTranscript(text);
    expect(report.repairs).toEqual([]);
    expect(report.repairedText).toBe(text);
    expect(report.unrepaired.map((u) => u.diagnostic.ruleId)).toEqual(["tool-result-unexpected-id"]);
    expect(report.unrepaired[0]!.reason).toMatch(/cut the history/);
  });

  it("answers every unanswered call of a parallel group, each on the line after its own call's message", () => {
    const base = { isSidechain: false, userType: "external", cwd: "/r", sessionId: "s", version: "2.1.12", gitBranch: "" };
    const lines = [
      { ...base, parentUuid: null, type: "user", uuid: "u1", timestamp: "2026-03-02T10:00:00.000Z", message: { role: "user", content: "read both" } },
      {
        ...base,
        parentUuid: "u1",
        type: "assistant",
        uuid: "a1",
        timestamp: "2026-03-02T10:00:02.000Z",
        message: { id: "msg_1", role: "assistant", content: [{ type: "tool_use", id: "toolu_A", name: "Read", input: {} }] },
      },
      {
        ...base,
        parentUuid: "a1",
        type: "assistant",
        uuid: "a2",
        timestamp: "2026-03-02T10:00:02.300Z",
        message: { id: "msg_1", role: "assistant", content: [{ type: "tool_use", id: "toolu_B", name: "Read", input: {} }] },
      },
      {
        ...base,
        parentUuid: "a2",
        type: "system",
        subtype: "api_error",
        uuid: "s1",
        timestamp: "2026-03-02T10:00:03.000Z",
        content: "Request was aborted.",
      },
    ].map((l) => JSON.stringify(l));
    const text = lines.join("\n") + "\n";
    const report = diagnoseTranscript(text);
    expect(report.repairs.map((r) => r.line)).toEqual([3, 3]);
    expect(report.remaining).toEqual([]);
    expectKept(text, report.repairedText, { added: 2 });
    // Written after the last line of the calls' message, before the line that followed it.
    const after = linesOf(report.repairedText).map((l) => (l ? JSON.parse(l) : undefined));
    expect(after.map((l) => l?.uuid)).toEqual(["u1", "a1", "a2", syntheticResultUuid("toolu_A"), syntheticResultUuid("toolu_B"), "s1", undefined]);
    expect(after[3].parentUuid).toBe("a1");
    expect(after[4].parentUuid).toBe("a2");
  });

  it("keeps CRLF line endings on the lines it writes", () => {
    const text = fixture("interrupted-tool-call.jsonl").replace(/\n/g, "\r\n");
    const report = diagnoseTranscript(text);
    expect(report.repairs).toHaveLength(1);
    expect(report.repairedText.split("\r\n").length).toBe(text.split("\r\n").length + 1);
    expect(report.repairedText.replace(/\r\n/g, "")).not.toContain("\n");
    expect(report.remaining).toEqual([]);
  });

  it("says a clean transcript can be resumed and changes nothing", () => {
    const text = readFileSync(join(FIXTURES_DIR, "sources/claude-code/valid/parallel-results-on-separate-lines.jsonl"), "utf8");
    const report = diagnoseTranscript(text);
    expect(report).toMatchObject({ resumable: true, diagnostics: [], repairs: [], unrepaired: [], repairedText: text });
  });
});
