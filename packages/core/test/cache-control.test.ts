/** Cache breakpoints (api-rules.md rows 63–66, §13.19), on plain values. */
import { describe, expect, it } from "vitest";
import { applyEdits, lintValue, type LintOptions } from "../src/index.js";
import { buildConversation } from "../src/dialects/anthropic/conversation.js";
import { cacheBreakpoints } from "../src/dialects/anthropic/analyses/cache-breakpoints.js";
import { modelFacts } from "../src/dialects/anthropic/models.js";

const cc = { type: "ephemeral" };
const cc1h = { type: "ephemeral", ttl: "1h" };
const text = (value: string, cache_control?: unknown) => ({ type: "text", text: value, ...(cache_control !== undefined ? { cache_control } : {}) });
const weather = {
  name: "get_weather",
  description: "Weather for a city.",
  input_schema: { type: "object", properties: { city: { type: "string" } } },
};
const request = (extra: Record<string, unknown>) => ({
  model: "claude-sonnet-4-5",
  max_tokens: 1024,
  messages: [{ role: "user", content: "Hi" }],
  ...extra,
});
const only = (rule: string, value: unknown, settings: LintOptions["settings"] = {}) =>
  lintValue(value, { settings, rules: { [rule]: "error" } }).filter((d) => d.ruleId === rule);

describe("cacheBreakpoints", () => {
  it("lists breakpoints in the API's order: tools, system, messages (nested blocks before their block), automatic caching last", () => {
    const value = request({
      cache_control: cc,
      system: [text("a", cc), text("b", null)],
      tools: [{ ...weather, cache_control: cc1h }],
      messages: [{ role: "user", content: [{ type: "tool_result", tool_use_id: "t", content: [text("r", cc)], cache_control: cc }, text("q")] }],
    });
    const list = cacheBreakpoints(buildConversation(value));
    expect(list.map((b) => [b.pointer, b.typed.path, b.ttl])).toEqual([
      ["/tools/0/cache_control", "tools.0.custom", "1h"],
      ["/system/0/cache_control", "system.0", "5m"],
      ["/messages/0/content/0/content/0/cache_control", "messages.0.content.0.tool_result.content.0.text", "5m"],
      ["/messages/0/content/0/cache_control", "messages.0.content.0.tool_result", "5m"],
      ["/cache_control", "", "5m"],
    ]);
  });
});

describe("cache-control-too-many-breakpoints", () => {
  const marked = (n: number) => Array.from({ length: n }, (_, i) => text(`part ${i}`, cc));
  it("allows four, counting automatic caching as one", () => {
    expect(only("cache-control-too-many-breakpoints", request({ messages: [{ role: "user", content: marked(4) }] }))).toEqual([]);
    const five = only("cache-control-too-many-breakpoints", request({ cache_control: cc, messages: [{ role: "user", content: marked(4) }] }));
    expect(five.map((d) => [d.message, d.pointer])).toEqual([
      ["A maximum of 4 blocks with cache_control may be provided. Found 5.", "/cache_control"],
    ]);
  });

  it("suggests dropping the earliest message breakpoints and keeps tools and system", () => {
    const value = request({ tools: [{ ...weather, cache_control: cc }], system: [text("s", cc)], messages: [{ role: "user", content: marked(4) }] });
    const [finding] = only("cache-control-too-many-breakpoints", value);
    expect(finding?.message).toBe("A maximum of 4 blocks with cache_control may be provided. Found 6.");
    expect(finding?.suggestions?.[0]?.edits).toEqual([
      { op: "remove", path: "/messages/0/content/0/cache_control" },
      { op: "remove", path: "/messages/0/content/1/cache_control" },
    ]);
    expect(only("cache-control-too-many-breakpoints", applyEdits(value, finding!.suggestions![0]!.edits))).toEqual([]);
  });

  it("does not count cache_control: null", () => {
    const content = [...marked(4), text("x", null)];
    expect(only("cache-control-too-many-breakpoints", request({ messages: [{ role: "user", content }] }))).toEqual([]);
  });
});

describe("cache-control-ttl-order", () => {
  const order = (value: unknown) => only("cache-control-ttl-order", value).map((d) => d.message.split(":")[0]);
  it("reads a missing ttl as 5 minutes", () => {
    expect(order(request({ system: [text("s", cc)], messages: [{ role: "user", content: [text("q", cc1h)] }] }))).toEqual([
      "messages.0.content.0.cache_control.ttl",
    ]);
  });
  it("accepts 1h before 5m, and 1h everywhere", () => {
    expect(order(request({ tools: [{ ...weather, cache_control: cc1h }], system: [text("s", cc)] }))).toEqual([]);
    expect(order(request({ tools: [{ ...weather, cache_control: cc1h }], system: [text("s", cc1h)], cache_control: cc1h }))).toEqual([]);
  });
  it("puts automatic caching after every explicit breakpoint", () => {
    expect(order(request({ system: [text("s", cc)], cache_control: cc1h }))).toEqual(["cache_control.ttl"]);
  });
});

describe("cache-control-on-empty-text", () => {
  it("takes exactly the blocks text-block-empty leaves to it", () => {
    const value = request({ messages: [{ role: "user", content: [text("a"), text("", cc), text("")] }] });
    const found = lintValue(value, { rules: { "cache-control-on-empty-text": "error", "text-block-empty": "error" } })
      .filter((d) => d.ruleId === "cache-control-on-empty-text" || d.ruleId === "text-block-empty")
      .map((d) => `${d.ruleId} ${d.pointer}`);
    expect(found).toEqual(["cache-control-on-empty-text /messages/0/content/1", "text-block-empty /messages/0/content/2"]);
  });
  it("does not move the breakpoint onto a thinking block, and has no fix for a block alone", () => {
    const thinking = { type: "thinking", thinking: "t", signature: "sig" };
    const value = request({
      messages: [
        { role: "user", content: "q" },
        { role: "assistant", content: [thinking, text("", cc)] },
        { role: "user", content: "go" },
      ],
    });
    const [finding] = only("cache-control-on-empty-text", value);
    expect(finding?.fix?.edits).toEqual([{ op: "remove", path: "/messages/1/content/1" }]);
    const alone = only("cache-control-on-empty-text", request({ system: [text("", cc)] }));
    expect(alone.map((d) => [d.message, d.fix])).toEqual([["system.0: cache_control cannot be set for empty text blocks", undefined]]);
  });
});

describe("cache-control-extra-field", () => {
  it("names the block's type after its index, and the tool's discriminator", () => {
    const value = request({
      cache_control: { type: "ephemeral", foo: 1 },
      tools: [{ type: "web_search_20250305", name: "web_search", cache_control: { type: "ephemeral", scope: "global" } }],
      messages: [
        {
          role: "user",
          content: [{ type: "image", source: { type: "url", url: "https://example.com/a.png" }, cache_control: { type: "ephemeral", x: 1 } }],
        },
      ],
    });
    expect(
      only("cache-control-extra-field", value)
        .map((d) => d.message.split(":")[0])
        .sort(),
    ).toEqual([
      "cache_control.ephemeral.foo",
      "messages.0.content.0.image.cache_control.ephemeral.x",
      "tools.0.web_search_20250305.cache_control.ephemeral.scope",
    ]);
  });
});

describe("cache-control-prefix-too-short", () => {
  const system = (value: string) => request({ system: [text(value, cc)] });
  it("bounds tokens by UTF-8 bytes, so dense scripts are not mistaken for short text", () => {
    // 400 characters of Japanese are 1200 bytes: possibly more than 1024 tokens, so no warning.
    expect(only("cache-control-prefix-too-short", system("天気".repeat(200)))).toEqual([]);
    // 400 ASCII characters are at most 400 tokens (plus framing): surely under 1024.
    expect(only("cache-control-prefix-too-short", system("x".repeat(400)))).toHaveLength(1);
  });
  it("counts, for each breakpoint, only what comes before it: tools up to its own, system blocks up to its own", () => {
    const big = { ...weather, name: "big", description: "x".repeat(9000) };
    // Claude Haiku 4.5 caches from 4,096 tokens: room for the tool-use prompt and a short tool below it.
    const toolAt = (tools: unknown[]) => only("cache-control-prefix-too-short", request({ model: "claude-haiku-4-5", tools })).map((d) => d.pointer);
    // A breakpoint on a short first tool is reported although a long tool follows it; one on the long tool is not.
    expect(toolAt([{ ...weather, cache_control: cc }, big])).toEqual(["/tools/0/cache_control"]);
    expect(toolAt([weather, { ...big, cache_control: cc }])).toEqual([]);
    // The same for system blocks: the tools all come before them, and the blocks up to the breakpoint.
    const systemAt = (blocks: unknown[]) => only("cache-control-prefix-too-short", request({ system: blocks })).map((d) => d.pointer);
    expect(systemAt([text("short", cc), text("x".repeat(9000), cc)])).toEqual(["/system/0/cache_control"]);
    expect(only("cache-control-prefix-too-short", request({ tools: [big], system: [text("short", cc)] }))).toEqual([]);
  });
  it("is silent for unknown models, server tools and breakpoints in messages", () => {
    expect(only("cache-control-prefix-too-short", { ...system("short"), model: "claude-sonnet-9" })).toEqual([]);
    expect(
      only("cache-control-prefix-too-short", request({ tools: [{ type: "web_search_20250305", name: "web_search" }], system: [text("short", cc)] })),
    ).toEqual([]);
    expect(only("cache-control-prefix-too-short", request({ messages: [{ role: "user", content: [text("short", cc)] }] }))).toEqual([]);
  });
  it("is silent when the API adds content the body does not hold: MCP servers, skills, a structured output's schema", () => {
    const short = system("You are a scientist");
    expect(only("cache-control-prefix-too-short", short)).toHaveLength(1);
    expect(
      only("cache-control-prefix-too-short", { ...short, mcp_servers: [{ type: "url", url: "https://mcp.example.com/sse", name: "docs" }] }),
    ).toEqual([]);
    expect(only("cache-control-prefix-too-short", { ...short, container: { skills: [{ type: "anthropic", skill_id: "pptx" }] } })).toEqual([]);
    expect(
      only("cache-control-prefix-too-short", { ...short, output_config: { format: { type: "json_schema", schema: { type: "object" } } } }),
    ).toEqual([]);
    expect(only("cache-control-prefix-too-short", { ...short, mcp_servers: [] })).toHaveLength(1);
  });

  it("says its count is an estimate, and its bound is not below the token counts the docs state", () => {
    const bound = (value: unknown) => {
      const [finding] = only("cache-control-prefix-too-short", value);
      expect(finding!.message).toContain("by msglint's estimate");
      return Number(/at most (\d+) tokens/.exec(finding!.message)![1]);
    };
    // Token counting docs: system "You are a scientist" and user "Hello, Claude" count 14 input tokens in all.
    const scientist = { ...system("You are a scientist"), messages: [{ role: "user", content: "Hello, Claude" }] };
    expect(bound(scientist)).toBeGreaterThanOrEqual(14);
    // Token counting docs: the get_weather tool and "What's the weather like in San Francisco?" count 403 in all, the
    // tool-use system prompt included. On Sonnet 4.5 (1024) the bound cannot prove the prefix short: no warning.
    const getWeather = {
      name: "get_weather",
      description: "Get the current weather in a given location",
      input_schema: {
        type: "object",
        properties: { location: { type: "string", description: "The city and state, e.g. San Francisco, CA" } },
        required: ["location"],
      },
      cache_control: cc,
    };
    const weatherRequest = request({ tools: [getWeather], messages: [{ role: "user", content: "What's the weather like in San Francisco?" }] });
    expect(only("cache-control-prefix-too-short", weatherRequest)).toEqual([]);
    expect(bound({ ...weatherRequest, model: "claude-haiku-4-5" })).toBeGreaterThanOrEqual(403);
  });

  it("uses the model's minimum", () => {
    expect(modelFacts("claude-haiku-4-5")!.minCacheableTokens).toBe(4096);
    expect(modelFacts("claude-opus-5")!.minCacheableTokens).toBe(512);
    expect(modelFacts("claude-fable-5")!.minCacheableTokens).toBeUndefined();
    const tools = request({ model: "claude-haiku-4-5", tools: [{ ...weather, cache_control: cc }] });
    expect(only("cache-control-prefix-too-short", tools)).toHaveLength(1);
    expect(only("cache-control-prefix-too-short", { ...tools, model: "claude-sonnet-4-5" })).toEqual([]);
  });
});
