/** The shared thinking analysis: the thinking mode a request runs in, and the unfinished final turn (api-rules.md §13.14). */
import { describe, expect, it } from "vitest";
import { buildConversation } from "../src/dialects/anthropic/conversation.js";
import { anthropic } from "../src/dialects/anthropic/index.js";
import { createLinter } from "../src/index.js";
import { finalTurn, notFromTheApi, resolveThinking } from "../src/dialects/anthropic/analyses/thinking.js";
import { lintValue } from "../src/index.js";
import { modelFacts } from "../src/dialects/anthropic/models.js";

const text = (t: string) => ({ type: "text", text: t });
const thinking = { type: "thinking", thinking: "Plan.", signature: "EqQBCkgIBxABGAIqQBs3Lmp1cnDb7yvG0tdqUwlrtIKM5tWEcqHQEsmk" };
const toolUse = (id: string) => ({ type: "tool_use", id, name: "get_weather", input: { city: "Paris" } });
const toolResult = (id: string) => ({ type: "tool_result", tool_use_id: id, content: "18°C" });
const user = (content: unknown) => ({ role: "user", content });
const assistant = (content: unknown) => ({ role: "assistant", content });

/** Message indices of the first block of each assistant turn in the final turn, or "uncertain". */
function finalTurnStarts(messages: unknown[]): number[] | "uncertain" {
  const result = finalTurn(buildConversation({ messages }));
  return result.uncertain ? "uncertain" : result.assistantTurns.map((turn) => turn.messages[0]!.index);
}

describe("finalTurn", () => {
  it("is empty when the request ends with the user's own message", () => {
    expect(finalTurnStarts([user("Hi"), assistant("Hello"), user("Bye")])).toEqual([]);
  });

  it("spans every assistant turn of a tool-use loop since the user's own message", () => {
    expect(
      finalTurnStarts([
        user("Old question"),
        assistant("Old answer"),
        user("Compare Paris and Lyon"),
        assistant([toolUse("a")]),
        user([toolResult("a")]),
        assistant([toolUse("b")]),
        user([toolResult("b")]),
      ]),
    ).toEqual([3, 5]);
  });

  it("holds a prefill, and merges consecutive assistant messages into one turn", () => {
    expect(finalTurnStarts([user("Q"), assistant("A"), assistant("B")])).toEqual([1]);
  });

  it("ignores system messages, which do not end a turn", () => {
    expect(finalTurnStarts([user("Q"), assistant([toolUse("a")]), { role: "system", content: "Be brief." }, user([toolResult("a")])])).toEqual([1]);
  });

  it("starts at the beginning when no user message of the user's own precedes", () => {
    expect(finalTurnStarts([assistant([toolUse("a")]), user([toolResult("a")])])).toEqual([0]);
  });

  it("is uncertain when the last user turn mixes tool results with other blocks", () => {
    expect(finalTurnStarts([user("Q"), assistant([toolUse("a")]), user([toolResult("a"), text("Also check Lyon")])])).toBe("uncertain");
    expect(
      finalTurnStarts([user("Q"), assistant([toolUse("a")]), user([toolResult("a"), text("x")]), assistant([toolUse("b")]), user([toolResult("b")])]),
    ).toBe("uncertain");
  });
});

describe("resolveThinking", () => {
  const resolve = (request: Record<string, unknown>, model?: string) =>
    resolveThinking(request, createLinter().resolveSettings(model ? { settings: { model } } : {}, request, anthropic));

  it("reads the request's own thinking type", () => {
    expect(resolve({ model: "claude-sonnet-4-5", thinking: { type: "enabled", budget_tokens: 2048 } })).toEqual({ mode: "enabled", explicit: true });
    expect(resolve({ model: "claude-opus-4-6", thinking: { type: "between_tools" } }).mode).toBe("between_tools");
  });

  it("falls back to the model's default when the request leaves thinking out", () => {
    expect(resolve({ model: "claude-sonnet-4-5", messages: [] })).toEqual({ mode: "disabled", explicit: false });
    expect(resolve({ model: "claude-fable-5", messages: [] }).mode).toBe("adaptive");
    expect(resolve({ model: "claude-mythos-preview", messages: [] }).mode).toBe("adaptive");
  });

  it("does not guess: unknown models, malformed thinking, bare messages arrays", () => {
    expect(resolve({ model: "gpt-4o", messages: [] }).mode).toBeUndefined();
    expect(resolve({ model: "claude-sonnet-4-5", thinking: { type: "on" } }).mode).toBeUndefined();
    expect(resolve({ model: "claude-sonnet-4-5", thinking: null }).mode).toBeUndefined();
    // A bare array says nothing of thinking, even when the model is configured.
    expect(resolve({ messages: [] }, "claude-sonnet-4-5").mode).toBeUndefined();
  });

  it("knows the default thinking modes of the model table", () => {
    expect(modelFacts("claude-opus-4-8")!.defaultThinking).toBe("disabled");
    expect(modelFacts("claude-sonnet-5")!.defaultThinking).toBe("adaptive");
    expect(modelFacts("claude-opus-5")!.defaultThinking).toBeUndefined();
  });
});

describe("notFromTheApi", () => {
  it("accepts long base64 and base64url values", () => {
    expect(notFromTheApi("EqQBCkgIBxABGAIqQBs3Lmp1cnDb7yvG0tdqUwlrtIKM5tWEcqHQEsmk")).toBeUndefined();
    expect(notFromTheApi("EqQBCkgIBxABGAIqQBs3Lmp1cnDb7yvG0tdqUwlr_-==")).toBeUndefined();
  });

  it("names why a value cannot be the API's", () => {
    expect(notFromTheApi("")).toBe("it is empty");
    expect(notFromTheApi("  ")).toBe("it is only whitespace");
    expect(notFromTheApi("[Reasoning redacted]")).toBe("it has characters that base64 does not use");
    expect(notFromTheApi("sig123")).toBe("it is 6 characters long");
    expect(notFromTheApi("s")).toBe("it is 1 character long");
  });
});

describe("thinking rules on one request", () => {
  const request = {
    model: "claude-sonnet-4-5",
    max_tokens: 4096,
    thinking: { type: "enabled", budget_tokens: 2048 },
    messages: [user("Compare Paris and Lyon"), assistant([text("Checking."), toolUse("a")]), user([toolResult("a")])],
  };
  // Only the thinking rules: other rules (sampling, schema) are not what these cases are about.
  const ids = (value: unknown, settings = {}) =>
    lintValue(value, { settings })
      .map((d) => d.ruleId)
      .filter((id) => id.startsWith("thinking-"));

  it("reports a tool-use loop that lost its thinking only while thinking is enabled", () => {
    expect(ids(request)).toEqual(["thinking-final-assistant-must-start-with-thinking"]);
    expect(ids({ ...request, thinking: { type: "disabled" } })).toEqual([]);
    // Adaptive thinking does not require thinking first (msglint's decision, §13.14).
    expect(ids({ ...request, model: "claude-opus-4-6", thinking: { type: "adaptive" } })).toEqual([]);
  });

  it("reports thinking not first instead, when the turn holds thinking elsewhere", () => {
    const moved = { ...request, messages: [request.messages[0], assistant([text("Checking."), thinking, toolUse("a")]), request.messages[2]] };
    expect(ids(moved)).toEqual(["thinking-block-not-first"]);
  });

  it("passes over a compaction block that opens the conversation", () => {
    const compaction = { type: "compaction", content: "Summary of the earlier conversation." };
    const compacted = { ...request, messages: [assistant([compaction, thinking, toolUse("a")]), user([toolResult("a")])] };
    expect(ids(compacted)).toEqual([]);
    const dropped = { ...request, messages: [assistant([compaction, toolUse("a")]), user([toolResult("a")])] };
    expect(lintValue(dropped).find((d) => d.ruleId === "thinking-final-assistant-must-start-with-thinking")?.path).toBe("messages.0.content.1.type");
  });

  it("reports thinking in the turn in progress when thinking was turned off", () => {
    const off = {
      ...request,
      thinking: { type: "disabled" },
      messages: [request.messages[0], assistant([thinking, toolUse("a")]), request.messages[2]],
    };
    expect(ids(off)).toEqual(["thinking-in-final-assistant-while-disabled"]);
    // Once the user has answered with a message of their own, the turn is finished and its thinking is accepted.
    expect(ids({ ...off, messages: [...off.messages, assistant("18°C in Paris."), user("Thanks")] })).toEqual([]);
  });

  it("leaves sampling parameters to the schema under API version 2026-10-21", () => {
    const sampled = { ...request, messages: [user("Hi")], temperature: 0.2, top_k: 5, top_p: 0.5 };
    expect(ids(sampled)).toEqual(["thinking-temperature-not-1", "thinking-top-k-set", "thinking-top-p-too-low"]);
    expect(ids(sampled, { apiVersion: "2026-10-21" })).toEqual([]);
  });
});
