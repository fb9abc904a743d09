import Anthropic from "@anthropic-ai/sdk";
import type { MessageCreateParamsNonStreaming } from "@anthropic-ai/sdk/resources/messages";
import { describe, expect, expectTypeOf, it } from "vitest";
import { assertValid, MsglintError, msglintMiddleware, repair, withMsglint, type RepairStrategyName } from "../src/index.js";

const interrupted: MessageCreateParamsNonStreaming = {
  model: "claude-sonnet-4-5",
  max_tokens: 256,
  messages: [
    { role: "user", content: "List the files." },
    { role: "assistant", content: [{ type: "tool_use", id: "toolu_01", name: "bash", input: { command: "ls" } }] },
    { role: "user", content: [{ type: "text", text: "Never mind, what is 2 + 2?" }] },
  ],
};
const valid: MessageCreateParamsNonStreaming = { model: "claude-sonnet-4-5", max_tokens: 256, messages: [{ role: "user", content: "Hi" }] };

describe("assertValid", () => {
  it("returns the very request when it is valid, typed as it came in", () => {
    const out = assertValid(valid);
    expect(out).toBe(valid);
    expectTypeOf(out).toEqualTypeOf<MessageCreateParamsNonStreaming>();
  });

  it("throws MsglintError whose message starts with the API's text and counts the rest", () => {
    const twice = {
      ...interrupted,
      messages: [
        ...interrupted.messages,
        { role: "assistant" as const, content: [{ type: "tool_use" as const, id: "toolu_02", name: "bash", input: {} }] },
      ],
    };
    let error: unknown;
    try {
      assertValid(twice);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(MsglintError);
    const { message, diagnostics } = error as MsglintError;
    expect(message.startsWith("messages.1: `tool_use` ids were found without `tool_result` blocks immediately after: toolu_01.")).toBe(true);
    expect(message.endsWith("(and 1 more problem)")).toBe(true);
    expect(diagnostics.map((d) => d.ruleId)).toEqual(["tool-use-missing-result", "tool-use-missing-result"]);
  });

  it("ignores warnings", () => {
    const withUnknownTool = { ...valid, tools: [], messages: [{ role: "user" as const, content: "x" }] };
    expect(assertValid(withUnknownTool)).toBe(withUnknownTool);
  });
});

/** A fetch that records what it was asked to send and answers with an empty message. */
function recordingFetch() {
  const calls: { url: string; body: string }[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: typeof input === "string" ? input : "url" in input ? input.url : input.href, body: String(init?.body ?? "") });
    return new Response(
      JSON.stringify({
        id: "msg_01",
        type: "message",
        role: "assistant",
        model: "claude-sonnet-4-5",
        content: [{ type: "text", text: "4" }],
        stop_reason: "end_turn",
        stop_sequence: null,
        usage: { input_tokens: 1, output_tokens: 1 },
      }),
      { status: 200, headers: { "content-type": "application/json", "request-id": "req_01" } },
    );
  };
  return { calls, fetch };
}

describe("the @anthropic-ai/sdk middleware", () => {
  it("stops a request the API would reject before anything is sent", async () => {
    const { calls, fetch } = recordingFetch();
    const client = new Anthropic({ apiKey: "test", fetch, maxRetries: 0, middleware: [msglintMiddleware()] });
    await expect(client.messages.create(interrupted)).rejects.toThrow(MsglintError);
    expect(calls).toEqual([]);
  });

  it("lets a valid request through untouched", async () => {
    const { calls, fetch } = recordingFetch();
    const client = new Anthropic({ apiKey: "test", fetch, maxRetries: 0, middleware: [msglintMiddleware()] });
    await client.messages.create(valid);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]!.body)).toEqual(valid);
  });

  it("repairs on request, sends the repaired body and reports every change", async () => {
    const { calls, fetch } = recordingFetch();
    const changes: unknown[] = [];
    const client = new Anthropic({
      apiKey: "test",
      fetch,
      maxRetries: 0,
      middleware: [msglintMiddleware({ mode: "repair", strategies: ["synthesize-missing-results"], onRepair: (c) => changes.push(...c) })],
    });
    await client.messages.create(interrupted);
    const sent = JSON.parse(calls[0]!.body);
    expect(sent.messages[2].content[0]).toEqual({
      type: "tool_result",
      tool_use_id: "toolu_01",
      is_error: true,
      content: "The tool call was interrupted and returned no result.",
    });
    expect(changes).toHaveLength(1);
  });

  it("checks count_tokens too", async () => {
    const { calls, fetch } = recordingFetch();
    const client = new Anthropic({ apiKey: "test", fetch, maxRetries: 0, middleware: [msglintMiddleware()] });
    await expect(client.messages.countTokens({ model: "claude-sonnet-4-5", messages: interrupted.messages })).rejects.toThrow(MsglintError);
    expect(calls).toEqual([]);
  });
});

describe("the fetch wrapper", () => {
  const headers = { "content-type": "application/json", "anthropic-version": "2023-06-01" };

  it("throws before calling fetch, with nothing sent", async () => {
    const { calls, fetch } = recordingFetch();
    const guarded = withMsglint(fetch);
    await expect(guarded("https://api.anthropic.com/v1/messages", { method: "POST", headers, body: JSON.stringify(interrupted) })).rejects.toThrow(
      MsglintError,
    );
    expect(calls).toEqual([]);
  });

  it("passes other calls through unread", async () => {
    const { calls, fetch } = recordingFetch();
    const guarded = withMsglint(fetch);
    await guarded("https://api.anthropic.com/v1/models", { method: "GET" });
    await guarded("https://example.test/v1/other", { method: "POST", body: "not json" });
    expect(calls).toHaveLength(2);
  });

  it("checks every request of a batch", async () => {
    const { calls, fetch } = recordingFetch();
    const body = JSON.stringify({
      requests: [
        { custom_id: "ok", params: valid },
        { custom_id: "bad", params: interrupted },
      ],
    });
    await expect(withMsglint(fetch)("https://api.anthropic.com/v1/messages/batches", { method: "POST", headers, body })).rejects.toThrow(
      /messages\.1: `tool_use` ids were found/,
    );
    expect(calls).toEqual([]);
  });

  it("warns and sends in warn mode", async () => {
    const { calls, fetch } = recordingFetch();
    const warned: string[] = [];
    await withMsglint(fetch, { mode: "warn", onDiagnostics: (d) => warned.push(...d.map((x) => x.ruleId)) })(
      "https://api.anthropic.com/v1/messages",
      {
        method: "POST",
        headers,
        body: JSON.stringify(interrupted),
      },
    );
    expect(warned).toEqual(["tool-use-missing-result"]);
    expect(calls).toHaveLength(1);
  });

  it("places each finding at its line and column in the body text", async () => {
    const { calls, fetch } = recordingFetch();
    const body = JSON.stringify(interrupted, null, 2);
    const error = await withMsglint(fetch)("https://api.anthropic.com/v1/messages", { method: "POST", headers, body }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(MsglintError);
    const [finding] = (error as MsglintError).diagnostics;
    // The unanswered tool_use block: the `{` that opens it, found from the text rather than counted by hand.
    const opening = body.lastIndexOf("{", body.indexOf('"type": "tool_use"'));
    const before = body.slice(0, opening).split("\n");
    expect(finding).toMatchObject({
      ruleId: "tool-use-missing-result",
      pointer: "/messages/1/content/0",
      line: before.length,
      column: before.at(-1)!.length + 1,
    });
    expect(calls).toEqual([]);
  });

  it("reports a body that is not JSON with its line and column, and sends nothing", async () => {
    const { calls, fetch } = recordingFetch();
    const error = await withMsglint(fetch)("https://api.anthropic.com/v1/messages", {
      method: "POST",
      headers,
      body: '{\n  "model": "claude-sonnet-4-5",\n  "max_tokens": 1,,\n}',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MsglintError);
    expect((error as MsglintError).diagnostics[0]).toMatchObject({ ruleId: "body-not-json", line: 3 });
    expect(calls).toEqual([]);
  });

  it("reads a Request's body when there is no init", async () => {
    const { calls, fetch } = recordingFetch();
    const request = new Request("https://api.anthropic.com/v1/messages", { method: "POST", headers, body: JSON.stringify(interrupted) });
    await expect(withMsglint(fetch)(request)).rejects.toThrow(MsglintError);
    expect(calls).toEqual([]);
  });
});

describe("repair", () => {
  const broken = {
    messages: [
      { role: "user", content: "Go" },
      {
        role: "assistant",
        content: [
          { type: "text", text: "" },
          { type: "tool_use", id: "a", name: "bash", input: '{"command": "ls"}' },
        ],
      },
      {
        role: "user",
        content: [
          { type: "text", text: "results:" },
          { type: "tool_result", tool_use_id: "a", content: "x" },
          { type: "tool_result", tool_use_id: "zz", content: "orphan" },
        ],
      },
      { role: "assistant", content: [{ type: "tool_use", id: "b", name: "bash", input: {} }] },
    ],
  };
  const all = [
    "hoist-tool-results",
    "synthesize-missing-results",
    "drop-orphan-results",
    "drop-empty-text",
    "parse-stringified-input",
  ] as RepairStrategyName[];

  it("applies the chosen strategies and reports each edit", () => {
    const { request, changes } = repair(broken, { strategies: all });
    expect(request.messages[1]!.content).toEqual([{ type: "tool_use", id: "a", name: "bash", input: { command: "ls" } }]);
    expect(request.messages[2]!.content).toEqual([
      { type: "tool_result", tool_use_id: "a", content: "x" },
      { type: "text", text: "results:" },
    ]);
    expect(request.messages[4]).toEqual({
      role: "user",
      content: [{ type: "tool_result", tool_use_id: "b", is_error: true, content: "The tool call was interrupted and returned no result." }],
    });
    expect(new Set(changes.map((c) => c.strategy))).toEqual(new Set(all));
    expect(changes.find((c) => c.strategy === "drop-orphan-results")).toMatchObject({
      op: "remove",
      before: { type: "tool_result", tool_use_id: "zz", content: "orphan" },
    });
  });

  it("leaves the input untouched, and is deterministic and idempotent", () => {
    const frozen = JSON.stringify(broken);
    const once = repair(broken, { strategies: all });
    expect(JSON.stringify(broken)).toBe(frozen);
    expect(JSON.stringify(repair(broken, { strategies: all }).request)).toBe(JSON.stringify(once.request));
    expect(repair(once.request, { strategies: all }).changes).toEqual([]);
  });

  it("touches nothing a strategy was not chosen for", () => {
    const { request, changes } = repair(broken, { strategies: ["drop-empty-text"] });
    expect(changes.map((c) => c.strategy)).toEqual(["drop-empty-text"]);
    expect(request.messages[2]).toBe(broken.messages[2]);
  });

  it("rejects an unknown strategy by name", () => {
    expect(() => repair(broken, { strategies: ["make-it-work" as RepairStrategyName] })).toThrow(/Unknown repair strategy "make-it-work"/);
  });
});
