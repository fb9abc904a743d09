/** The ways in for OpenAI requests: assertValid with a dialect, repair of the pairing families, the fetch wrapper. */
import { describe, expect, it } from "vitest";
import { assertValid, lintValue, MsglintError, repair, withMsglint } from "../src/index.js";

const call = (id: string) => ({ id, type: "function", function: { name: "get_weather", arguments: "{}" } });
const interrupted = {
  model: "gpt-4o",
  messages: [
    { role: "user", content: "Weather in Paris and Rome?" },
    { role: "assistant", content: null, tool_calls: [call("call_p"), call("call_r")] },
    { role: "tool", tool_call_id: "call_p", content: "18°C" },
    { role: "user", content: "Hurry up." },
    { role: "tool", tool_call_id: "call_x", content: "stray" },
  ],
};

describe("assertValid", () => {
  it("checks a body in the dialect it is given", () => {
    const body = { model: "local", messages: [{ role: "user", content: "hi" }] };
    expect(assertValid(body, { settings: { dialect: "openai-chat" } })).toBe(body);
    expect(() => assertValid(interrupted, { settings: { dialect: "openai-chat" } })).toThrow(MsglintError);
  });
});

describe("repair", () => {
  it("answers interrupted calls and drops orphan tool messages, deterministically, reporting every change", () => {
    const strategies = ["chat-answer-interrupted-calls", "chat-drop-orphan-tool-messages"] as const;
    const first = repair(interrupted, { strategies });
    const second = repair(interrupted, { strategies });
    expect(first.request).toEqual(second.request);
    expect(lintValue(first.request)).toEqual([]);
    expect(first.changes.map((c) => [c.strategy, c.op, c.path])).toEqual([
      ["chat-answer-interrupted-calls", "add", "/messages/3"],
      ["chat-drop-orphan-tool-messages", "remove", "/messages/5"],
    ]);
    expect((first.request as typeof interrupted).messages[3]).toEqual({
      role: "tool",
      tool_call_id: "call_r",
      content: "The tool call was interrupted and returned no result.",
    });
  });

  it("answers an unanswered function_call right after it, and drops an output without a call", () => {
    const body = {
      model: "gpt-4.1",
      input: [
        { role: "user", content: "x" },
        { type: "function_call", call_id: "a", name: "f", arguments: "{}" },
        { type: "function_call_output", call_id: "zz", output: "?" },
      ],
    };
    const { request, changes } = repair(body, { strategies: ["resp-answer-interrupted-calls", "resp-drop-orphan-outputs"] });
    expect(lintValue(request)).toEqual([]);
    expect(changes.map((c) => c.strategy).sort()).toEqual(["resp-answer-interrupted-calls", "resp-drop-orphan-outputs"]);
  });
});

describe("withMsglint", () => {
  const sent: string[] = [];
  const fetch = async (input: string, _init?: RequestInit) => {
    sent.push(input);
    return new Response("{}");
  };
  const post = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  it("checks Chat Completions and Responses calls by their URL, Azure's deployment URLs included, and leaves others alone", async () => {
    const guarded = withMsglint(fetch);
    await expect(guarded("https://api.openai.com/v1/chat/completions", post(interrupted))).rejects.toThrow(/did not have response messages: call_r/);
    await expect(
      guarded("https://contoso.openai.azure.com/openai/deployments/prod/chat/completions?api-version=2024-10-21", post(interrupted)),
    ).rejects.toThrow(MsglintError);
    const output = { model: "gpt-4.1", input: [{ type: "function_call_output", call_id: "c", output: "x" }] };
    await expect(guarded("https://api.openai.com/v1/responses", post(output))).rejects.toThrow(/No tool call found/);
    await guarded("https://api.openai.com/v1/embeddings", post({ model: "text-embedding-3-small", input: "hi" }));
    await guarded("https://api.openai.com/v1/responses", post({ ...output, previous_response_id: "resp_1" }));
    expect(sent).toEqual(["https://api.openai.com/v1/embeddings", "https://api.openai.com/v1/responses"]);
  });
});
