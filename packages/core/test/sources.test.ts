/**
 * Input formats: Claude Code transcripts, Message Batches files and HAR captures. Each finding must be the right
 * one at the right physical line and column, checked against the shared source fixtures and, independently, by
 * finding the value's own text in the file.
 */
import { describe, expect, it } from "vitest";
import { loadSourceFixtures } from "../../../fixtures/load.js";
import { lint, lintText, readUnits, rebuildTranscript, resolvePointer, type Diagnostic, type LintOptions } from "../src/index.js";
import { decodeStringToken, locateEmbedded } from "../src/sources/embedded-json.js";
import { messagesEndpoint } from "../src/sources/har.js";
import { sha1, uuidV5 } from "../src/sources/uuid.js";
import { documentUnits, type RequestUnit } from "../src/sources/documents.js";
import { placeDiagnostic } from "../src/sources/index.js";

const cases = loadSourceFixtures();
const pick = ({ ruleId, message, pointer, line, column }: Diagnostic) => ({ ruleId, message, pointer, line, column });

describe("source fixtures", () => {
  it("cover every format, valid and invalid", () => {
    for (const format of ["claude-code", "batch", "har"]) {
      expect(cases.some((c) => c.ruleId === format && c.kind === "valid")).toBe(true);
      expect(cases.some((c) => c.ruleId === format && c.kind === "invalid" && c.errors.length > 0)).toBe(true);
    }
  });

  describe.each(cases.map((c) => [c.relativePath, c] as const))("%s", (_, fixture) => {
    const options = { ...fixture.options, filePath: fixture.file } as LintOptions;
    const diagnostics = lint(fixture.text, options);

    it("reports exactly the expected diagnostics", () => {
      expect(diagnostics.map(pick)).toEqual(
        fixture.errors.map(({ ruleId, message, pointer, line, column }) => ({ ruleId, message, pointer, line, column })),
      );
      fixture.errors.forEach((expected, i) => {
        if (expected.hint !== undefined) expect(diagnostics[i]!.hint).toBe(expected.hint);
      });
    });

    it("is read the same way when its format is named", () => {
      const format = fixture.ruleId as LintOptions["format"];
      expect(lint(fixture.text, { ...options, format }).map(pick)).toEqual(diagnostics.map(pick));
    });

    it("puts each finding where the value's own text is", () => {
      for (const d of diagnostics) {
        if (d.ruleId === "transcript-line-unreadable" || d.ruleId === "body-not-json" || d.pointer === "/log/entries") continue;
        expect(positionOfValue(fixture.text, d), `${d.ruleId} ${d.pointer}`).toEqual({ line: d.line, column: d.column });
      }
    });
  });
});

/**
 * Where the value a finding names stands, found without the engine's locator: in a JSONL line, the first
 * occurrence of its compact JSON; in a HAR body, of its compact JSON as it reads escaped inside the body string.
 */
function positionOfValue(text: string, d: Diagnostic): { line: number; column: number } {
  const lineText = (n: number) => text.split("\n")[n - 1]!;
  if (d.pointer.endsWith("/postData/text")) {
    const har = JSON.parse(text);
    const bodyText = resolvePointer(har, d.pointer) as string;
    const body = JSON.parse(bodyText);
    const escaped = JSON.stringify(JSON.stringify(resolvePointer(body, innerPointer(body, d)))).slice(1, -1);
    const offset = text.indexOf(escaped, text.indexOf(JSON.stringify(bodyText).slice(0, 60)));
    expect(offset).toBeGreaterThan(0);
    const before = text.slice(0, offset).split("\n");
    return { line: before.length, column: before.at(-1)!.length + 1 };
  }
  const line = d.document?.line ?? 1;
  const value = resolvePointer(JSON.parse(lineText(line)), d.pointer);
  expect(value).not.toBeUndefined();
  return { line, column: lineText(line).indexOf(JSON.stringify(value)) + 1 };
}

/**
 * The value a finding in a captured body names. A Gemini body: the path read back into a pointer (`contents[1].parts[0]`,
 * `generation_config.max_output_tokens` in whichever spelling the body uses). Else the one at its dotted path when that
 * resolves (a Converse path), else the first call of `messages.N` (a missing result), else the first tool block; in a
 * Chat Completions body the first `tool_calls`, in a Responses body the first reasoning item.
 */
function innerPointer(
  body: { messages: { content: unknown; tool_calls?: unknown }[]; contents?: unknown; input: { type?: string }[] },
  d: Diagnostic,
): string {
  if (d.ruleId.startsWith("chat-")) return `/messages/${body.messages.findIndex((m) => Array.isArray(m.tool_calls))}/tool_calls`;
  if (d.ruleId.startsWith("resp-")) return `/input/${body.input.findIndex((item) => item.type === "reasoning")}`;
  if (body.contents !== undefined) {
    let node: unknown = body;
    let pointer = "";
    for (const segment of d.path.split(/[.[\]]+/).filter(Boolean)) {
      const record = node as Record<string, unknown>;
      const camel = segment.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
      const key = Array.isArray(node) || segment in record ? segment : camel;
      pointer += `/${key}`;
      node = record[key];
    }
    return pointer;
  }
  const direct = d.path === "" ? undefined : `/${d.path.split(".").join("/")}`;
  if (direct !== undefined && /^messages\.\d+\./.test(d.path) && resolvePointer(body, direct) !== undefined) return direct;
  const only = /^messages\.(\d+)$/.exec(d.path);
  for (const [i, message] of body.messages.entries()) {
    if (!Array.isArray(message.content) || (only && Number(only[1]) !== i)) continue;
    const j = message.content.findIndex((b: { type?: string }) => b.type === "tool_use" || b.type === "tool_result");
    if (j >= 0) return `/messages/${i}/content/${j}`;
  }
  throw new Error(`no tool block for ${d.path}`);
}

// A small transcript builder: one JSON line per entry, in Claude Code's shape.
const SIGNATURE =
  "EqQBCkYIBxgCKkBQz3nJ4rTt0lrJ1s3oW0v8sS6gQ2m5qjYxE0cVZk4y8Yb3n1pL7sD9fH2jK4lM6nP8qR0tU2vW4xY6zA8bC0dEgw2mR5oT7vX9zB1dF3hJ5lN7pQ9sU1wY3aC5eG7iK9mO1qS3uW5yA7cE9gI1kM3oQ5sU7wY9aC1eG3iK5mO7qS9uW1yA3cE5gI7kM9oQ1sU3wY5aC7eG9iK1mO3qS5uW7yA9cE1gI3kM5oQ7sU9wY1aC3eGAA==";
let clock = Date.parse("2026-03-01T10:00:00.000Z");
function entry(
  type: "user" | "assistant" | "system",
  uuid: string,
  parentUuid: string | null,
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    parentUuid,
    isSidechain: false,
    userType: "external",
    cwd: "/repo",
    sessionId: "s-1",
    version: "2.1.12",
    gitBranch: "main",
    type,
    uuid,
    timestamp: new Date((clock += 1000)).toISOString(),
    ...fields,
  };
}
const user = (uuid: string, parent: string | null, content: unknown, fields: Record<string, unknown> = {}) =>
  entry("user", uuid, parent, { message: { role: "user", content }, ...fields });
const assistant = (uuid: string, parent: string | null, id: string, content: unknown[], fields: Record<string, unknown> = {}) =>
  entry("assistant", uuid, parent, {
    message: {
      model: "claude-opus-4-5-20251101",
      id,
      type: "message",
      role: "assistant",
      content,
      stop_reason: null,
      usage: { input_tokens: 3, output_tokens: 9 },
    },
    ...fields,
  });
const toolUse = (id: string, name = "Bash") => ({ type: "tool_use", id, name, input: { command: "ls" } });
const toolResult = (id: string, extra: Record<string, unknown> = {}) => ({ tool_use_id: id, type: "tool_result", content: "ok", ...extra });
const jsonl = (...entries: unknown[]) => entries.map((e) => (typeof e === "string" ? e : JSON.stringify(e))).join("\n") + "\n";
const documents = (text: string) =>
  text
    .split("\n")
    .filter((l) => l.trim())
    .map((line, index) => ({ index, value: JSON.parse(line) as unknown }));

describe("Claude Code transcripts: rebuilding the history", () => {
  it("merges split assistant lines (one message.id) and parallel results on separate lines into one message each", () => {
    const text = jsonl(
      user("u1", null, "read both"),
      assistant("a1", "u1", "msg_1", [{ type: "thinking", thinking: "Both files, in parallel.", signature: SIGNATURE }]),
      assistant("a2", "a1", "msg_1", [toolUse("toolu_A", "Read")]),
      assistant("a3", "a2", "msg_1", [toolUse("toolu_B", "Read")]),
      user("r1", "a2", [toolResult("toolu_A")], { sourceToolAssistantUUID: "a2" }), // off the parent walk
      user("r2", "a3", [toolResult("toolu_B")], { sourceToolAssistantUUID: "a3" }),
      assistant("a4", "r2", "msg_2", [{ type: "text", text: "done" }]),
    );
    const rebuilt = rebuildTranscript(documents(text));
    expect(rebuilt.request.messages.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect((rebuilt.request.messages[1]!.content as { type: string }[]).map((b) => b.type)).toEqual(["thinking", "tool_use", "tool_use"]);
    expect((rebuilt.request.messages[2]!.content as { tool_use_id: string }[]).map((b) => b.tool_use_id)).toEqual(["toolu_A", "toolu_B"]);
    // Each block of a merged message points back at its own line.
    expect(rebuilt.locate("/messages/1/content/2/id")).toEqual({ document: 3, pointer: "/message/content/0/id" });
    expect(rebuilt.locate("/messages/2/content/0")).toEqual({ document: 4, pointer: "/message/content/0" });
    expect(lintText(text, { filePath: "s.jsonl" })).toEqual([]);
  });

  it("without the splice, the result on the sibling branch would be missing: a lost result is reported on its call's line", () => {
    const text = jsonl(
      user("u1", null, "read both"),
      assistant("a2", "u1", "msg_1", [toolUse("toolu_A", "Read")]),
      assistant("a3", "a2", "msg_1", [toolUse("toolu_B", "Read")]),
      user("r2", "a3", [toolResult("toolu_B")]),
      assistant("a4", "r2", "msg_2", [{ type: "text", text: "done" }]),
    );
    const [d] = lintText(text, { filePath: "s.jsonl" });
    expect(d).toMatchObject({ ruleId: "tool-use-missing-result", line: 2, pointer: "/message/content/0", path: "messages.1" });
    expect(d!.message).toContain(": toolu_A.");
  });

  it("follows the latest branch after a rewind, and the main chain over sidechains and meta leaves", () => {
    const text = jsonl(
      user("u1", null, "first"),
      assistant("a1", "u1", "msg_1", [toolUse("toolu_dangling")]),
      user("u2", null, "rewound: second try"),
      assistant("a2", "u2", "msg_2", [{ type: "text", text: "ok" }]),
      user("meta", "a2", "Caveat: the messages below were generated by the user while running local commands.", { isMeta: true }),
      assistant("a3", "meta", "msg_3", [{ type: "text", text: "noted" }]),
      user("side1", null, "a sidechain prompt", { isSidechain: true }),
      assistant("side2", "side1", "msg_s", [toolUse("toolu_side")], { isSidechain: true }),
      user("late-meta", "u1", "<local-command-stdout></local-command-stdout>", { isMeta: true }),
    );
    const rebuilt = rebuildTranscript(documents(text));
    // Terminals: a1 (main), a3 (main), side2 (sidechain), late-meta (meta): the latest main one wins.
    expect(rebuilt.leaf?.uuid).toBe("a3");
    // Meta entries on the chain are sent (Claude Code sends them; only the SDK's display hides them).
    expect(rebuilt.request.messages.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(lintText(text, { filePath: "s.jsonl" })).toEqual([]);
  });

  it("stops at a compaction boundary: logicalParentUuid is not followed", () => {
    const text = jsonl(
      user("u1", null, "old"),
      assistant("a1", "u1", "msg_1", [toolUse("toolu_old")]),
      entry("system", "cb", null, { subtype: "compact_boundary", content: "Conversation compacted", logicalParentUuid: "a1" }),
      user("cs", "cb", "This session is being continued from a previous conversation…", { isCompactSummary: true, isVisibleInTranscriptOnly: true }),
      assistant("a2", "cs", "msg_2", [{ type: "text", text: "Continuing." }]),
    );
    const rebuilt = rebuildTranscript(documents(text));
    expect(rebuilt.chain.map((e) => e.uuid)).toEqual(["cb", "cs", "a2"]);
    expect(lintText(text, { filePath: "s.jsonl" })).toEqual([]);
  });

  it("leaves out Claude Code's own API-error lines and takes the model from the assistant lines", () => {
    const text = jsonl(
      user("u1", null, "hi"),
      entry("assistant", "e1", "u1", {
        isApiErrorMessage: true,
        message: { model: "<synthetic>", id: "x", role: "assistant", content: [{ type: "text", text: "API Error: 529" }] },
      }),
      user("u2", "e1", "again"),
      assistant("a1", "u2", "msg_1", [{ type: "text", text: "hello" }]),
    );
    const rebuilt = rebuildTranscript(documents(text));
    expect(rebuilt.request.messages).toEqual([
      {
        role: "user",
        content: [
          { type: "text", text: "hi" },
          { type: "text", text: "again" },
        ],
      },
      { role: "assistant", content: [{ type: "text", text: "hello" }] },
    ]);
    expect(rebuilt.model).toBe("claude-opus-4-5-20251101");
    const unit = readUnits(documents(text)).units[0]!;
    expect(unit.settings).toEqual({ model: "claude-opus-4-5-20251101" });
    // A string content merged with another line's is one text block; its `text` is the line's string.
    expect(rebuilt.locate("/messages/0/content/1/text")).toEqual({ document: 2, pointer: "/message/content" });
    expect(rebuilt.locate("/messages/0/content/1")).toMatchObject({ document: 2, approximate: true });
  });

  it("reads a subagent transcript, all sidechain", () => {
    const side = (e: Record<string, unknown>) => ({ ...e, isSidechain: true, agentId: "ab12cd34" });
    const text = jsonl(side(user("u1", null, "task")), side(assistant("a1", "u1", "msg_1", [toolUse("toolu_s")])));
    const [d] = lintText(text, { filePath: "agent-ab12cd34.jsonl" });
    expect(d).toMatchObject({ ruleId: "tool-use-missing-result", line: 2 });
  });

  it("moves the results of merged user lines to the front, as Claude Code does", () => {
    const text = jsonl(
      user("u1", null, "go"),
      assistant("a1", "u1", "msg_1", [toolUse("toolu_1")]),
      user("u2", "a1", "[Request interrupted by user for tool use]"),
      user("r1", "u2", [toolResult("toolu_1", { is_error: true })]),
    );
    const rebuilt = rebuildTranscript(documents(text));
    expect(rebuilt.request.messages[2]).toEqual({
      role: "user",
      content: [toolResult("toolu_1", { is_error: true }), { type: "text", text: "[Request interrupted by user for tool use]" }],
    });
    expect(rebuilt.locate("/messages/2/content/0/tool_use_id")).toEqual({ document: 3, pointer: "/message/content/0/tool_use_id" });
    expect(rebuilt.locate("/messages/2/content/1/text")).toEqual({ document: 2, pointer: "/message/content" });
    expect(lintText(text, { filePath: "s.jsonl" })).toEqual([]);
  });

  it("keeps a fix only when all its edits land in the finding's own line", () => {
    // The fix moves the call after the text, which sits on another line of the same response: not offered.
    const text = jsonl(
      user("u1", null, "go"),
      assistant("a1", "u1", "msg_1", [toolUse("toolu_1")]),
      assistant("a2", "a1", "msg_1", [{ type: "text", text: "Running it." }]),
      user("r1", "a2", [toolResult("toolu_1")]),
    );
    const [d] = lintText(text, { filePath: "s.jsonl" });
    expect(d).toMatchObject({ ruleId: "tool-use-not-last-in-assistant-turn", line: 2, pointer: "/message/content/0" });
    expect(d!.fix).toBeUndefined();
    // The same request as one body: the fix is there.
    const body = rebuildTranscript(documents(text)).request;
    expect(lintText(JSON.stringify(body)).find((x) => x.ruleId === "tool-use-not-last-in-assistant-turn")?.fix).toBeDefined();
  });

  it("warns about a truncated last line (not body-not-json), and about a corrupt line in the middle", () => {
    const good = jsonl(user("u1", null, "hi"), assistant("a1", "u1", "msg_1", [{ type: "text", text: "hello" }]));
    const truncated = good + JSON.stringify(user("u2", "a1", "and then")).slice(0, 50);
    expect(lintText(truncated, { filePath: "s.jsonl" }).map((d) => [d.ruleId, d.severity, d.line])).toEqual([
      ["transcript-line-unreadable", "warning", 3],
    ]);
    const corrupt = jsonl(
      user("u1", null, "hi"),
      '{"parentUuid":"u1","type":"assist',
      assistant("a1", "u1", "msg_1", [{ type: "text", text: "hello" }]),
    );
    const [d] = lintText(corrupt, { filePath: "s.jsonl" });
    expect(d).toMatchObject({ ruleId: "transcript-line-unreadable", line: 2 });
    expect(d!.message).toMatch(/^A line of the transcript is not valid JSON/);
    // Not a transcript: the same syntax error stays the API's body-not-json.
    expect(lintText('{"messages":[]}\n{"messages": [', { filePath: "r.jsonl" }).map((x) => x.ruleId)).toContain("body-not-json");
  });

  it("treats metadata-only transcripts as transcripts with nothing to send, and says when a named format is absent", () => {
    expect(lintText(jsonl({ type: "summary", summary: "Fix the build", leafUuid: "u9" }), { filePath: "s.jsonl" })).toEqual([]);
    const [d] = lintText(JSON.stringify({ model: "m", max_tokens: 1, messages: [{ role: "user", content: "hi" }] }), { format: "claude-code" });
    expect(d).toMatchObject({ ruleId: "unrecognized-input" });
    expect(d!.message).toContain("no user or assistant entry of a Claude Code transcript");
  });
});

describe("readUnits", () => {
  it("names the whole-input adapter that read the input, and none when each document was read on its own", () => {
    const body = { model: "m", max_tokens: 1, messages: [{ role: "user", content: "hi" }] };
    expect(readUnits([{ index: 0, value: body }]).adapter).toBeUndefined();
    expect(readUnits([{ index: 0, value: { custom_id: "a", params: body } }]).adapter).toBe("batch");
    expect(readUnits([{ index: 0, value: { log: { version: "1.2", entries: [] } } }]).adapter).toBe("har");
  });
});

describe("bare messages arrays", () => {
  it("are arrays with a message among their items, however broken; an array with none is no conversation", () => {
    expect(lintText("[]").map((d) => d.ruleId)).toEqual(["messages-empty"]);
    expect(lintText('[{"content": "hi"}]').map((d) => [d.ruleId, d.message])).toEqual([["request-schema", "messages.0.role: Field required"]]);
    expect(lintText('[{"role": "user", "content": "hi"}, 3]').map((d) => d.ruleId)).toContain("request-schema");
    for (const data of ["[1, 2, 3]", '[{"id": 1, "name": "a"}]', "[[]]"]) {
      const found = lintText(data);
      expect(
        found.map((d) => d.ruleId),
        data,
      ).toEqual(["unrecognized-input"]);
      expect(found[0]!.message).toContain("found an array with no message in it (no item with `role` or `content`)");
    }
  });
});

describe("Message Batches files", () => {
  const params = (content: unknown) => ({ model: "claude-sonnet-4-5", max_tokens: 64, messages: [{ role: "user", content }] });

  it("names the custom_id of the request in the hint, keeping the API's message", () => {
    const text = jsonl(
      { custom_id: "a", params: params("hi") },
      {
        custom_id: "b",
        params: {
          ...params("hi"),
          messages: [
            { role: "user", content: "x" },
            { role: "assistant", content: [toolUse("toolu_9")] },
            { role: "user", content: "y" },
          ],
        },
      },
    );
    const [d] = lintText(text, { filePath: "batch.jsonl" });
    expect(d).toMatchObject({ ruleId: "tool-use-missing-result", line: 2, pointer: "/params/messages/1/content/0" });
    expect(d!.message.startsWith("messages.1: `tool_use` ids were found")).toBe(true);
    expect(d!.hint).toMatch(/^In batch request custom_id "b"\. /);
  });

  it("reports a duplicate custom_id at the second request, in a file and in a create body", () => {
    const file = jsonl({ custom_id: "x", params: params("1") }, { custom_id: "y", params: params("2") }, { custom_id: "x", params: params("3") });
    expect(lintText(file, { filePath: "b.jsonl" }).map((d) => [d.ruleId, d.line, d.pointer, d.path])).toEqual([
      ["batch-custom-id-duplicate", 3, "/custom_id", "requests.2.custom_id"],
    ]);
    const body = {
      requests: [
        { custom_id: "x", params: params("1") },
        { custom_id: "x", params: params("2") },
      ],
    };
    const [d] = lintText(JSON.stringify(body, null, 2));
    expect(d).toMatchObject({
      ruleId: "batch-custom-id-duplicate",
      pointer: "/requests/1/custom_id",
      message: expect.stringMatching(/^requests\.1\.custom_id: Duplicate `custom_id` "x": requests\.0\.custom_id uses it too\./),
    });
  });

  it("with --input-format batch, a line that is not a batch request is unrecognised", () => {
    const text = jsonl({ custom_id: "x", params: params("1") }, params("bare"));
    expect(lintText(text, { format: "batch" }).map((d) => [d.ruleId, d.line])).toEqual([["unrecognized-input", 2]]);
    expect(lintText(text, { filePath: "b.jsonl" })).toEqual([]);
  });
});

describe("HAR captures", () => {
  const harEntry = (url: string, body: string, headers: { name: string; value: string }[] = []) => ({
    request: { method: "POST", url, headers, postData: { mimeType: "application/json", text: body } },
    response: { status: 200 },
  });
  const har = (...entries: unknown[]) => JSON.stringify({ log: { version: "1.2", entries } }, null, 2);

  it("recognises the Messages API endpoints and what their URLs say", () => {
    expect(messagesEndpoint("https://api.anthropic.com/v1/messages")?.kind).toBe("messages");
    expect(messagesEndpoint("https://gateway.example.com/anthropic/v1/messages?beta=true")?.kind).toBe("messages");
    expect(messagesEndpoint("https://api.anthropic.com/v1/messages/count_tokens")?.kind).toBe("count_tokens");
    expect(messagesEndpoint("https://api.anthropic.com/v1/messages/batches")?.kind).toBe("batches");
    expect(messagesEndpoint("https://api.anthropic.com/v1/messages/batches/msgbatch_01/results")).toBeUndefined();
    expect(
      messagesEndpoint(
        "https://bedrock-runtime.eu-west-1.amazonaws.com/model/anthropic.claude-3-5-haiku-20241022-v1%3A0/invoke-with-response-stream",
      ),
    ).toMatchObject({
      kind: "bedrock",
      settings: { target: "bedrock", model: "anthropic.claude-3-5-haiku-20241022-v1:0", region: "eu-west-1" },
    });
    // The Region is the host's: a gateway's host names none.
    expect(messagesEndpoint("https://gateway.example.com/model/anthropic.claude-3-opus-20240229-v1%3A0/converse")?.settings).toEqual({
      dialect: "bedrock-converse",
      target: "bedrock",
      model: "anthropic.claude-3-opus-20240229-v1:0",
      endpoint: "https://gateway.example.com/model/anthropic.claude-3-opus-20240229-v1%3A0/converse",
    });
    expect(
      messagesEndpoint(
        "https://us-east5-aiplatform.googleapis.com/v1/projects/p/locations/us-east5/publishers/anthropic/models/claude-sonnet-4-5@20250929:streamRawPredict",
      ),
    ).toMatchObject({
      kind: "vertex",
      settings: { target: "vertex", model: "claude-sonnet-4-5@20250929" },
    });
    expect(messagesEndpoint("https://api.anthropic.com/v1/models")).toBeUndefined();
  });

  it("recognises OpenAI's endpoints, Azure OpenAI's and the compatible servers', and the target their URLs name", () => {
    // Each endpoint's settings hold its URL too.
    const chat = (endpoint: string, settings: object) =>
      expect(messagesEndpoint(endpoint)).toEqual({ kind: "chat", settings: { ...settings, endpoint }, dialect: "openai-chat" });
    chat("https://api.openai.com/v1/chat/completions", {});
    chat("https://contoso.openai.azure.com/openai/deployments/gpt4o-prod/chat/completions?api-version=2024-10-21", { target: "azure" });
    chat("https://contoso.openai.azure.com/openai/v1/chat/completions", { target: "azure" });
    chat("https://api.deepseek.com/chat/completions", { target: "deepseek" });
    chat("https://api.mistral.ai/v1/chat/completions", { target: "mistral" });
    chat("https://openrouter.ai/api/v1/chat/completions", {});
    const responses = (endpoint: string, settings: object) =>
      expect(messagesEndpoint(endpoint)).toEqual({ kind: "responses", settings: { ...settings, endpoint }, dialect: "openai-responses" });
    responses("https://api.openai.com/v1/responses", {});
    responses("https://contoso.openai.azure.com/openai/responses?api-version=2025-04-01-preview", { target: "azure" });
    expect(messagesEndpoint("https://api.openai.com/v1/responses/resp_123/input_items")).toBeUndefined();
    expect(messagesEndpoint("https://api.openai.com/v1/embeddings")).toBeUndefined();
  });

  it("reads OpenAI Batch API lines in the format their url names, and says which endpoints it does not lint", () => {
    const line = (url: string, body: object) => JSON.stringify({ custom_id: "r1", method: "POST", url, body });
    const text = [
      line("/v1/chat/completions", { model: "gpt-4o", messages: [{ role: "tool", tool_call_id: "c", content: "x" }] }),
      line("/v1/responses", { model: "gpt-4o", input: [{ type: "function_call_output", call_id: "c", output: "x" }] }),
      line("/v1/embeddings", { model: "text-embedding-3-small", input: "hello" }),
    ].join("\n");
    const found = lint(text, { filePath: "batch.jsonl" });
    expect(found.map((d) => d.ruleId)).toEqual(["chat-tool-result-orphan", "resp-output-without-call", "unrecognized-input"]);
    expect(found[0]!.hint).toMatch(/^In batch request custom_id "r1"\./);
    expect(found[2]!.message).toContain('an OpenAI Batch API line for "/v1/embeddings"');
  });

  it("takes the API version and betas from the captured headers", () => {
    const value = JSON.parse(
      har(
        harEntry(
          "https://api.anthropic.com/v1/messages",
          JSON.stringify({ model: "m", max_tokens: 1, messages: [{ role: "user", content: "hi" }] }),
          [
            { name: "Anthropic-Version", value: "2023-06-01" },
            { name: "anthropic-beta", value: "a-2025-01-01, b-2025-02-02" },
            { name: "anthropic-beta", value: "c-2025-03-03" },
          ],
        ),
      ),
    );
    const [unit] = readUnits([{ index: 0, value }]).units;
    expect(unit!.settings).toEqual({
      endpoint: "https://api.anthropic.com/v1/messages",
      apiVersion: "2023-06-01",
      betas: ["a-2025-01-01", "b-2025-02-02", "c-2025-03-03"],
    });
    expect(unit!.locate("/messages/0")).toEqual({ document: 0, pointer: "/log/entries/0/request/postData/text", within: "/messages/0" });
  });

  it("points inside the body string exactly, past escapes and surrogate pairs", () => {
    const body = JSON.stringify({
      model: "claude-sonnet-4-5",
      max_tokens: 64,
      messages: [
        { role: "user", content: 'say "😀" twice\n\ttabbed \\ done é' },
        { role: "assistant", content: [toolUse("toolu_X")] },
      ],
    });
    const text = har(harEntry("https://api.anthropic.com/v1/messages", body));
    const [d] = lintText(text, { filePath: "c.har" });
    expect(d).toMatchObject({ ruleId: "tool-use-missing-result", pointer: "/log/entries/0/request/postData/text" });
    const raw = text.indexOf(JSON.stringify(JSON.stringify(toolUse("toolu_X"))).slice(1, -1));
    const before = text.slice(0, raw).split("\n");
    expect([d!.line, d!.column]).toEqual([before.length, before.at(-1)!.length + 1]);
    // Fixes cannot be edits inside a string.
    expect(d!.fix).toBeUndefined();
    expect(d!.suggestions).toBeUndefined();
  });

  it("decodes a string token with the offset of each character", () => {
    const token = JSON.stringify('a"\n\u00e9😀');
    const decoded = decodeStringToken(` ${token}`, 1)!;
    expect(decoded.value).toBe('a"\n\u00e9😀');
    expect(decoded.offsets).toEqual([2, 3, 5, 7, 8, 9, 10]);
    const escaped = '"{\\"a\\":[1,{\\"b\\":\\"\\u00e9\\"}]}"';
    expect(locateEmbedded(escaped, { start: 0, end: escaped.length }, "/a/1/b")).toEqual({
      start: escaped.indexOf('\\"\\u00e9'),
      end: escaped.indexOf("}"),
    });
  });

  it("lints every request of a captured batch create, and a duplicate custom_id in it", () => {
    const body = JSON.stringify({
      requests: [
        { custom_id: "q", params: { model: "m", max_tokens: 1, messages: [{ role: "user", content: "hi" }] } },
        { custom_id: "q", params: { model: "m", max_tokens: 1, messages: [{ role: "user", content: "yo" }] } },
      ],
    });
    const found = lintText(har(harEntry("https://api.anthropic.com/v1/messages/batches", body)), { filePath: "b.har" });
    expect(found.map((d) => [d.ruleId, d.pointer])).toEqual([["batch-custom-id-duplicate", "/log/entries/0/request/postData/text"]]);
  });

  it("runs the platform's rules for a captured Bedrock call", () => {
    const body = JSON.stringify({
      anthropic_version: "bedrock-2023-05-31",
      max_tokens: 8,
      messages: [
        { role: "user", content: "x" },
        { role: "assistant", content: [toolUse("toolu_b")] },
        { role: "user", content: [toolResult("toolu_b")] },
      ],
    });
    const url = "https://bedrock-runtime.us-west-2.amazonaws.com/model/anthropic.claude-sonnet-4-5-20250929-v1:0/invoke";
    expect(lintText(har(harEntry(url, body)), { filePath: "b.har" }).map((d) => d.ruleId)).toContain("tools-required-for-tool-blocks");
    expect(lintText(har(harEntry("https://api.anthropic.com/v1/messages", body)), { filePath: "a.har" }).map((d) => d.ruleId)).not.toContain(
      "tools-required-for-tool-blocks",
    );
  });
});

describe("name-based uuids", () => {
  it("match SHA-1 and RFC 9562 test vectors", () => {
    const hex = (bytes: number[]) => bytes.map((b) => b.toString(16).padStart(2, "0")).join("");
    expect(hex(sha1([..."abc"].map((c) => c.charCodeAt(0))))).toBe("a9993e364706816aba3e25717850c26c9cd0d89d");
    expect(hex(sha1([]))).toBe("da39a3ee5e6b4b0d3255bfef95601890afd80709");
    expect(uuidV5("www.example.com", "6ba7b810-9dad-11d1-80b4-00c04fd430c8")).toBe("2ed6657d-e927-568b-95e1-2665a8aea6a2");
  });
});

describe("placing findings", () => {
  it("a request that is its whole document keeps its findings exactly as the general placing gives them", () => {
    const request = { model: "m", max_tokens: 1, messages: [{ role: "user", content: "hi" }] };
    const [unit] = documentUnits({ index: 3, value: request }) as RequestUnit[];
    expect(unit!.wholeDocument).toBe(3);
    const general: RequestUnit = { ...unit!, wholeDocument: undefined };
    const diagnostic: Diagnostic = {
      ruleId: "r",
      severity: "error",
      message: "m",
      path: "messages.0",
      pointer: "/messages/0",
      hint: "h",
      fix: { description: "f", edits: [{ op: "move", from: "/messages/0", path: "/messages/1" }] },
      suggestions: [{ description: "s", edits: [{ op: "remove", path: "/messages/0/content" }] }],
    };
    expect(placeDiagnostic(unit!, structuredClone(diagnostic))).toEqual(placeDiagnostic(general, structuredClone(diagnostic)));
    expect(placeDiagnostic(unit!, structuredClone(diagnostic)).document).toBe(3);
  });
});
