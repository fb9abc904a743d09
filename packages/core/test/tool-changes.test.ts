import { describe, expect, it } from "vitest";
import { buildConversation } from "../src/dialects/anthropic/conversation.js";
import { isApi20261021, toolChanges, toolKind } from "../src/dialects/anthropic/analyses/tool-changes.js";
import { lintValue, loadApiVersion } from "../src/index.js";

// The 2026-10-21 cases lint synchronously: that version's schema loads on demand.
await loadApiVersion("2026-10-21");

const weather = { name: "get_weather", input_schema: { type: "object" } };
const define = (definition: object) => ({ type: "tool_addition", tool: { type: "tool_definition", definition } });
const reference = (type: "tool_addition" | "tool_removal", name: string) => ({ type, tool: { type: "tool_reference", name } });
const problems = (request: Record<string, unknown>) =>
  toolChanges(buildConversation(request)).map(({ kind, pointer, name }) => ({ kind, pointer, name }));

describe("toolKind", () => {
  it("is a definition's type without its date and without `_toolset`; custom without a type", () => {
    expect(toolKind({ name: "x" })).toBe("custom");
    expect(toolKind({ type: "custom", name: "x" })).toBe("custom");
    expect(toolKind({ type: "web_search_20250305", name: "web_search" })).toBe("web_search");
    expect(toolKind({ type: "browser_toolset_20260801" })).toBe("browser");
  });
});

describe("toolChanges", () => {
  it("lets a definition of the same kind replace a tool, and reports one of another kind", () => {
    const request = {
      tools: [weather, { type: "web_search_20250305", name: "web_search" }],
      messages: [
        {
          role: "system",
          content: [
            define({ name: "get_weather", input_schema: { type: "object" } }),
            define({ name: "web_search", input_schema: { type: "object" } }),
          ],
        },
      ],
    };
    expect(problems(request)).toEqual([{ kind: "conflict", pointer: "/messages/0/content/1", name: "web_search" }]);
  });

  it("treats a toolset's family as the name it holds", () => {
    const request = {
      tools: [{ type: "browser_toolset_20260801" }],
      messages: [{ role: "system", content: [define({ name: "browser", input_schema: { type: "object" } })] }],
    };
    expect(problems(request)).toEqual([{ kind: "conflict", pointer: "/messages/0/content/0", name: "browser" }]);
  });

  it("follows removals and additions in order: a removed tool can come back, an unknown one cannot", () => {
    const request = {
      tools: [weather],
      messages: [
        { role: "system", content: [reference("tool_removal", "get_weather")] },
        { role: "system", content: [reference("tool_addition", "get_weather"), reference("tool_addition", "get_time")] },
      ],
    };
    expect(problems(request)).toEqual([{ kind: "unresolved", pointer: "/messages/1/content/1", name: "get_time" }]);
  });

  it("knows a tool defined by an earlier addition, but not one defined later", () => {
    const request = {
      messages: [
        { role: "system", content: [reference("tool_removal", "get_time")] },
        { role: "system", content: [define({ name: "get_time", input_schema: { type: "object" } })] },
        { role: "system", content: [reference("tool_removal", "get_time")] },
      ],
    };
    expect(problems(request)).toEqual([{ kind: "unresolved", pointer: "/messages/0/content/0", name: "get_time" }]);
  });

  it("applies a compaction block's tool_changes, entry by entry", () => {
    const request = {
      tools: [weather],
      messages: [
        {
          role: "assistant",
          content: [
            { type: "compaction", content: "…", tool_changes: [reference("tool_removal", "get_weather"), reference("tool_removal", "lookup")] },
          ],
        },
        { role: "system", content: [reference("tool_addition", "get_weather")] },
      ],
    };
    expect(problems(request)).toEqual([{ kind: "unresolved", pointer: "/messages/0/content/0/tool_changes/1", name: "lookup" }]);
  });

  it("checks MCP servers and the tools their listings name", () => {
    const request = {
      mcp_servers: [{ type: "url", url: "https://a.example/mcp", name: "a" }],
      tools: [{ type: "mcp_toolset", mcp_server_name: "a", tools: [{ name: "search", input_schema: {} }] }],
      messages: [
        { role: "system", content: [{ type: "tool_removal", tool: { type: "mcp_tool_reference", server_name: "a", name: "fetch" } }] },
        { role: "system", content: [{ type: "tool_removal", tool: { type: "mcp_toolset_reference", server_name: "b" } }] },
        { role: "assistant", content: [{ type: "mcp_tool_listing", mcp_server_name: "c", tools: [] }] },
      ],
    };
    expect(problems(request)).toEqual([
      { kind: "unresolved", pointer: "/messages/0/content/0", name: "fetch" },
      { kind: "unresolved", pointer: "/messages/1/content/0", name: "b" },
      { kind: "unresolved", pointer: "/messages/2/content/0", name: "c" },
    ]);
  });

  it("reports a listed MCP tool whose name a custom tool holds", () => {
    const request = {
      mcp_servers: [{ type: "url", url: "https://a.example/mcp", name: "a" }],
      tools: [
        { name: "search", input_schema: { type: "object" } },
        { type: "mcp_toolset", mcp_server_name: "a" },
      ],
      messages: [{ role: "assistant", content: [{ type: "mcp_tool_listing", mcp_server_name: "a", tools: [{ name: "search", input_schema: {} }] }] }],
    };
    expect(problems(request)).toEqual([{ kind: "conflict", pointer: "/messages/0/content/0/tools/0", name: "search" }]);
  });
});

describe("the 2026-10-21 rules", () => {
  it("apply from API version 2026-10-21 on, and never to 2023-06-01 or to a version that is not a date", () => {
    expect(isApi20261021("2026-10-21")).toBe(true);
    expect(isApi20261021("2027-01-01")).toBe(true);
    expect(isApi20261021("2023-06-01")).toBe(false);
    expect(isApi20261021("latest")).toBe(false);
  });

  it("stay silent under 2023-06-01, where compaction blocks sit mid-conversation", () => {
    const request = {
      model: "claude-sonnet-4-5",
      max_tokens: 1024,
      messages: [
        { role: "user", content: "Plan a trip." },
        {
          role: "assistant",
          content: [
            { type: "compaction", content: "A trip." },
            { type: "compaction", content: "A trip to Lisbon." },
          ],
        },
        { role: "user", content: "Go on." },
      ],
    };
    const ids = (apiVersion: string) => lintValue(request, { settings: { apiVersion } }).map((d) => d.ruleId);
    expect(ids("2023-06-01")).toEqual([]);
    expect(ids("2026-10-21")).toEqual(["compaction-block-ambiguous", "compaction-block-misplaced", "compaction-block-misplaced"]);
  });
});
