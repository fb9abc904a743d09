/** The pairing semantics of api-rules.md §2, §3 and §13.1–13.4, on plain values (Spectral's testRule style). */
import { describe, expect, it } from "vitest";
import { lintValue } from "../src/index.js";

type Block = Record<string, unknown>;
const user = (...content: Block[]) => ({ role: "user", content });
const assistant = (...content: Block[]) => ({ role: "assistant", content });
const text = (value: string) => ({ type: "text", text: value });
const toolUse = (id: string) => ({ type: "tool_use", id, name: "bash", input: { command: "ls" } });
const toolResult = (id: string) => ({ type: "tool_result", tool_use_id: id, content: "ok" });
const serverToolUse = (id: string) => ({ type: "server_tool_use", id, name: "web_search", input: { query: "q" } });
const webSearchResult = (id: string) => ({ type: "web_search_tool_result", tool_use_id: id, content: [] });
const image = {
  type: "image",
  source: {
    type: "base64",
    media_type: "image/png",
    data: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  },
};

const findings = (...messages: object[]) => lintValue({ messages }).map((d) => `${d.ruleId} ${d.pointer}`);

describe("accepted shapes (§13)", () => {
  it.each([
    ["a call answered right after", [user(text("go")), assistant(toolUse("a")), user(toolResult("a"))]],
    ["results in reverse order", [user(text("go")), assistant(toolUse("a"), toolUse("b")), user(toolResult("b"), toolResult("a"))]],
    ["text after the results", [user(text("go")), assistant(toolUse("a")), user(toolResult("a"), text("and also"))]],
    [
      "two assistant messages answered by one user turn",
      [user(text("go")), assistant(toolUse("a")), assistant(toolUse("b")), user(toolResult("a"), toolResult("b"))],
    ],
    [
      "parallel results on separate user messages",
      [user(text("go")), assistant(toolUse("a"), toolUse("b")), user(toolResult("a")), user(toolResult("b"))],
    ],
    [
      "a completed server-tool pair before the client call",
      [user(text("go")), assistant(serverToolUse("srvtoolu_1"), webSearchResult("srvtoolu_1"), toolUse("a")), user(toolResult("a"))],
    ],
    ["an in-flight server tool with client results", [user(text("go")), assistant(serverToolUse("srvtoolu_1"), toolUse("a")), user(toolResult("a"))]],
    ["a trailing pause_turn", [user(text("go")), assistant(text("searching"), serverToolUse("srvtoolu_1"))]],
  ])("%s", (_, messages) => {
    expect(findings(...messages)).toEqual([]);
  });
});

describe("rejected shapes, each reported once under its most specific rule", () => {
  it("an interrupted last call", () => {
    expect(findings(user(text("go")), assistant(text("running"), toolUse("a")))).toEqual(["tool-use-missing-result /messages/1/content/1"]);
  });

  it("a pair split by compaction: the call lacks its result, and the result has no call", () => {
    expect(findings(user(text("go")), assistant(toolUse("a")), user(text("summary")), assistant(text("ok")), user(toolResult("a")))).toEqual([
      "tool-use-missing-result /messages/1/content/0",
      "tool-result-unexpected-id /messages/4/content/0",
    ]);
  });

  it("text before the results", () => {
    const [d] = lintValue({ messages: [user(text("go")), assistant(toolUse("a")), user(text("here you go"), toolResult("a"))] });
    expect(d).toMatchObject({ ruleId: "tool-result-not-first", pointer: "/messages/1/content/0", path: "messages.1" });
    expect(d!.hint).toContain("`text` block at messages.2.content.0");
    expect(d!.fix!.edits).toEqual([{ op: "move", from: "/messages/2/content/1", path: "/messages/2/content/0" }]);
  });

  it("a user turn split as [result A], [image], [result B] (§13.1)", () => {
    expect(findings(user(text("go")), assistant(toolUse("a"), toolUse("b")), user(toolResult("a")), user(image), user(toolResult("b")))).toEqual([
      "tool-result-not-first /messages/1/content/1",
    ]);
  });

  it("lists every unanswered id of a message in one API text", () => {
    const [d] = lintValue({ messages: [user(text("go")), assistant(toolUse("a"), toolUse("b"))] });
    expect(d!.message).toBe(
      "messages.1: `tool_use` ids were found without `tool_result` blocks immediately after: a, b. Each `tool_use` block must have a corresponding `tool_result` block in the next message.",
    );
  });

  it("a client call followed by a server-tool pair in its turn (§13.3)", () => {
    const [d, ...rest] = lintValue({
      messages: [user(text("go")), assistant(toolUse("a"), serverToolUse("srvtoolu_1"), webSearchResult("srvtoolu_1")), user(toolResult("a"))],
    });
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ ruleId: "tool-use-not-last-in-assistant-turn", pointer: "/messages/1/content/0" });
    expect(d!.fix!.edits).toEqual([{ op: "move", from: "/messages/1/content/0", path: "/messages/1/content/2" }]);
  });

  it("an orphan result in messages[0], after history truncation", () => {
    expect(findings(user(toolResult("a"), text("continue")))).toEqual(["tool-result-unexpected-id /messages/0/content/0"]);
  });

  it("a duplicate result and a duplicate call id", () => {
    expect(findings(user(text("go")), assistant(toolUse("a")), user(toolResult("a"), toolResult("a")))).toEqual([
      "tool-result-duplicate-id /messages/2/content/1",
    ]);
    // Uniqueness is per assistant turn: an id reused in a later turn, answered in the turn after each use, is accepted.
    expect(findings(user(text("go")), assistant(toolUse("a")), user(toolResult("a")), assistant(toolUse("a")), user(toolResult("a")))).toEqual([]);
    // Two assistant messages in a row are one turn: the replayed call is a duplicate within it.
    expect(findings(user(text("go")), assistant(toolUse("a")), assistant(toolUse("a")), user(toolResult("a")))).toEqual([
      "tool-use-id-duplicate /messages/2/content/0/id",
    ]);
    // A reused id whose first use is unanswered: the first call is missing its result, the later result answers the later call.
    expect(findings(user(text("go")), assistant(toolUse("a")), user(text("skip")), assistant(toolUse("a")), user(toolResult("a")))).toEqual([
      "tool-use-missing-result /messages/1/content/0",
    ]);
    const [missing] = lintValue({
      messages: [user(text("go")), assistant(toolUse("a")), user(text("skip")), assistant(toolUse("a")), user(toolResult("a"))],
    });
    // The later result answers the later call: the hint does not call it the first call's split-off result.
    expect(missing!.hint).toContain("holds no `tool_result` for a");
  });

  it("blocks in the wrong role are reported there and left out of the pairing", () => {
    expect(findings(user(toolUse("a")), assistant(toolResult("a")))).toEqual([
      "tool-use-in-user-message /messages/0/content/0",
      "tool-result-in-assistant-message /messages/1/content/0",
    ]);
  });

  it("an unresolved server tool with the conversation going on past it", () => {
    const [d] = lintValue({ messages: [user(text("go")), assistant(serverToolUse("srvtoolu_1")), user(text("well?"))] });
    expect(d).toMatchObject({ ruleId: "server-tool-use-unresolved", pointer: "/messages/1/content/0" });
    expect(d!.message).toBe(
      "messages.1: `web_search` tool use with id `srvtoolu_1` was found without a corresponding `web_search_tool_result` block",
    );
  });

  it("text after the client results while a server tool is in flight", () => {
    expect(findings(user(text("go")), assistant(serverToolUse("srvtoolu_1"), toolUse("a")), user(toolResult("a"), text("also this")))).toEqual([
      "user-after-unresolved-server-tool-only-tool-results /messages/2/content/1",
    ]);
  });

  it("a server-tool result without its call", () => {
    expect(findings(user(text("go")), assistant(webSearchResult("srvtoolu_9"), text("done")))).toEqual([
      "server-tool-result-unexpected-id /messages/1/content/0",
    ]);
  });
});

describe("inputs that are not conversations", () => {
  it("says what it found", () => {
    expect(lintValue({ choices: [] })[0]!.message).toContain('found an object with keys "choices"');
    expect(lintValue(42)[0]!.ruleId).toBe("unrecognized-input");
  });

  it("maps pointers of a bare messages array onto the array", () => {
    expect(lintValue([user(text("go")), assistant(toolUse("a"))]).map((d) => d.pointer)).toEqual(["/1/content/0"]);
  });
});
