import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { MessageCreateParamsNonStreaming as Request20261021 } from "@anthropic-ai/sdk/resources/messages/messages";
import type { MessageCreateParamsNonStreaming as Beta20261021 } from "@anthropic-ai/sdk/resources/beta/messages/messages";
import type { MessageCreateParamsNonStreaming as Request20230601 } from "@anthropic-ai/sdk-0137/resources/messages/messages";
import { describe, expect, it } from "vitest";
import { generate, SCHEMA_DIR } from "../../../scripts/gen-schema.mjs";
import { lintValue, loadApiVersion } from "../src/index.js";
import { SchemaRegistry, structuralFindings, type StructuralSchema } from "../src/dialects/anthropic/schema/structural.js";

// The 2026-10-21 cases lint synchronously: that version's schema loads on demand.
await loadApiVersion("2026-10-21");

describe("generated schemas", () => {
  // Regenerates all four schemas and validators (about 1 s per schema), and the meta-schema validator, and compares them with the checked-in files.
  it("are up to date with the SDK types: run `pnpm gen:schema` when this fails", async () => {
    const files = await generate();
    expect(Object.keys(files).length).toBe(14);
    for (const [name, text] of Object.entries(files)) {
      expect(readFileSync(join(SCHEMA_DIR, name), "utf8"), `src/schema/${name} is stale`).toBe(text);
    }
  }, 180_000);
});

const registry = new SchemaRegistry();
await registry.load("2026-10-21");
const schema = (version: string, variant: "ga" | "beta") => registry.get(version, variant)!;
const texts = (request: unknown, s: StructuralSchema, messagesOnly = false) =>
  structuralFindings(request, s, { messagesOnly }).map((f) => ({ path: f.path, pointer: f.pointer, id: f.messageId, data: f.data }));

const ok = { model: "claude-sonnet-4-5", max_tokens: 1024 };

describe("the schemas accept what the SDK's types accept", () => {
  // Typed with the SDK's own param types: `tsc` proves each sample is a valid request of that version.
  const v2023: Request20230601 = {
    ...ok,
    temperature: 0.2,
    system: [{ type: "text", text: "Be brief.", cache_control: { type: "ephemeral", ttl: "1h" } }],
    thinking: { type: "enabled", budget_tokens: 2048 },
    tools: [
      { name: "get_weather", input_schema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } },
      { type: "web_search_20250305", name: "web_search", max_uses: 3 },
    ],
    tool_choice: { type: "auto", disable_parallel_tool_use: true },
    messages: [
      {
        role: "user",
        content: [
          { type: "text", text: "Weather?" },
          { type: "image", source: { type: "base64", media_type: "image/png", data: "iVBORw0KGgo=" } },
        ],
      },
      {
        role: "assistant",
        content: [
          { type: "thinking", thinking: "…", signature: "EqQB" },
          { type: "tool_use", id: "toolu_01", name: "get_weather", input: { city: "Paris" } },
        ],
      },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_01", content: [{ type: "text", text: "Sunny" }] }] },
      { role: "assistant", content: [{ type: "document", source: { type: "base64", media_type: "application/pdf", data: "JVBERi0=" } }] },
    ],
  };
  const v2026: Request20261021 = {
    ...ok,
    messages: [
      { role: "user", content: "Hi" },
      { role: "assistant", content: [{ type: "text", text: "Hello" }] },
      { role: "system", content: "Answer in French from now on." },
      { role: "user", content: "Bonjour?" },
    ],
  };
  const beta2026: Beta20261021 = {
    ...ok,
    context_management: { edits: [{ type: "clear_tool_uses_20250919" }] },
    messages: [
      { role: "assistant", content: [{ type: "compaction", content: "Summary of the earlier turns." }] },
      { role: "user", content: "Go on." },
    ],
  };

  it.each([
    ["2023-06-01", "ga", v2023],
    ["2023-06-01", "beta", v2023],
    ["2026-10-21", "ga", v2026],
    ["2026-10-21", "beta", v2026],
    ["2026-10-21", "beta", beta2026],
  ] as const)("%s %s", (version, variant, request) => {
    expect(texts(request, schema(version, variant))).toEqual([]);
  });

  it("accepts a streaming body, which the non-streaming type spells `stream: false`", () => {
    expect(texts({ ...v2023, stream: true }, schema("2023-06-01", "ga"))).toEqual([]);
  });
});

describe("findings use the API's texts and paths", () => {
  const beta = schema("2023-06-01", "beta");
  const user = (content: unknown) => ({ ...ok, messages: [{ role: "user", content }] });

  it("inserts the block type after the block index", () => {
    const request = { ...ok, messages: [{ role: "user", content: [{ type: "text", text: 5 }] }] };
    expect(texts(request, beta)).toEqual([{ path: "messages.0.content.0.text.text", pointer: "/messages/0/content/0/text", id: "string", data: {} }]);
  });

  it("names a base64 PDF document `pdf` and the source by its type", () => {
    const request = user([{ type: "document", source: { type: "base64", media_type: "application/pdf", data: 1 } }]);
    expect(texts(request, beta)[0]?.path).toBe("messages.0.content.0.pdf.source.base64.data");
  });

  it("reports a missing field at the object that lacks it, and an extra field at the field", () => {
    const request = {
      ...ok,
      messages: [
        { role: "user", content: "hi" },
        { role: "assistant", content: [{ type: "tool_use", name: "x", input: {}, caller: 1 }] },
      ],
    };
    const found = texts(request, schema("2023-06-01", "ga"));
    expect(found).toContainEqual({ path: "messages.1.content.0.tool_use.id", pointer: "/messages/1/content/0", id: "missing", data: {} });
    expect(found.some((f) => f.path.startsWith("messages.1.content.0.tool_use.caller"))).toBe(true);
  });

  it("names a user-defined tool `custom`, with or without its optional type", () => {
    const request = {
      ...ok,
      tools: [
        { name: "a b", input_schema: { type: "object" } },
        { type: "custom", name: "c", input_schema: { type: "object" }, parameters: {} },
      ],
      messages: [{ role: "user", content: "hi" }],
    };
    expect(texts(request, beta)).toEqual([
      { path: "tools.0.custom.name", pointer: "/tools/0/name", id: "pattern", data: { pattern: "^[a-zA-Z0-9_-]{1,128}$" } },
      { path: "tools.1.custom.parameters", pointer: "/tools/1/parameters", id: "extra", data: {} },
    ]);
  });

  it("reports an unknown tag once, with the expected tags in the SDK's order", () => {
    const [finding, ...rest] = texts({ ...ok, tool_choice: { type: "required" }, messages: [{ role: "user", content: "hi" }] }, beta);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      path: "tool_choice",
      id: "tagInvalid",
      data: { tag: "required", discriminator: "type", expected: "'auto', 'any', 'tool', 'none'" },
    });
  });

  it("reports a missing tag with pydantic's text, and a value of the wrong type by its type alone", () => {
    expect(texts(user([{ text: "x" }]), beta)).toEqual([
      { path: "messages.0.content.0", pointer: "/messages/0/content/0", id: "tagMissing", data: { discriminator: "type" } },
    ]);
    expect(texts({ ...ok, tool_choice: "auto", messages: [{ role: "user", content: "hi" }] }, beta)).toEqual([
      { path: "tool_choice", pointer: "/tool_choice", id: "object", data: {} },
    ]);
    expect(texts(user(5), beta)).toEqual([{ path: "messages.0.content", pointer: "/messages/0/content", id: "list", data: {} }]);
  });

  it("keeps the tag of a nullable tagged object (`cache_control.ephemeral`)", () => {
    const request = {
      ...ok,
      system: [{ type: "text", text: "x", cache_control: { type: "ephemeral", scope: "global" } }],
      messages: [{ role: "user", content: "hi" }],
    };
    expect(texts(request, beta)).toEqual([
      { path: "system.0.cache_control.ephemeral.scope", pointer: "/system/0/cache_control/scope", id: "extra", data: {} },
    ]);
  });

  it("writes literals, patterns and bounds as pydantic does", () => {
    const request = { ...ok, thinking: { type: "enabled", budget_tokens: 100 }, messages: [{ role: "tool", content: "x" }] };
    expect(texts(request, schema("2023-06-01", "ga"))).toEqual([
      { path: "messages.0.role", pointer: "/messages/0/role", id: "literal", data: { expected: "'user', 'assistant' or 'system'" } },
      { path: "thinking.enabled.budget_tokens", pointer: "/thinking/budget_tokens", id: "minimum", data: { limit: 1024 } },
    ]);
  });

  it("dispatches messages on `role` under 2026-10-21, without naming the role in paths", () => {
    const s = schema("2026-10-21", "ga");
    expect(texts({ ...ok, messages: [{ role: "developer", content: "x" }] }, s)[0]).toMatchObject({
      path: "messages.0",
      id: "tagInvalid",
      data: { discriminator: "role", expected: "'user', 'assistant', 'system'" },
    });
    expect(texts({ ...ok, messages: [{ role: "user", content: [{ type: "text", text: "x", foo: 1 }] }] }, s)[0]?.path).toBe(
      "messages.0.content.0.text.foo",
    );
  });

  it("checks only the messages of a bare messages array", () => {
    expect(texts({ messages: [{ role: "user", content: "hi" }] }, beta, true)).toEqual([]);
    expect(texts({ messages: [{ role: "user", content: "hi" }] }, beta, false).map((f) => f.path)).toEqual(["max_tokens", "model"]);
  });
});

describe("request-schema", () => {
  // unknown-top-level-field reports top-level extras itself; request-schema's own finding shows with it off.
  const errorsOf = (value: unknown, settings = {}) =>
    lintValue(value, { settings, rules: { "unknown-top-level-field": "off" } })
      .filter((d) => d.ruleId === "request-schema")
      .map((d) => ({ message: d.message, pointer: d.pointer, hint: d.hint }));
  const mcp = {
    ...ok,
    messages: [
      { role: "user", content: "hi" },
      { role: "assistant", content: [{ type: "mcp_tool_use", id: "mcptoolu_1", name: "q", server_name: "db", input: {} }] },
    ],
  };

  it("accepts a beta block when the betas are not known, and reports it when they are known to be none", () => {
    expect(errorsOf(mcp)).toEqual([]);
    const [finding] = errorsOf(mcp, { betas: [] });
    expect(finding?.message).toMatch(
      /^messages\.1\.content\.0: Input tag 'mcp_tool_use' found using 'type' does not match any of the expected tags: 'text', /,
    );
    expect(finding?.hint).toMatch(/beta construct/);
  });

  it("says that an API version it has no schema for is unknown, instead of a silently skipped check", () => {
    expect(errorsOf({ messages: [{ role: "user", content: 5 }] }, { apiVersion: "2024-01-01" })).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^msglint: unknown API version "2024-01-01" \(msglint knows 2023-06-01, 2026-10-21\)/),
        pointer: "",
      }),
    ]);
  });

  it("reports fields API version 2026-10-21 dropped", () => {
    const request = { ...ok, top_k: 5, messages: [{ role: "user", content: "hi" }] };
    expect(errorsOf(request)).toEqual([]);
    expect(errorsOf(request, { apiVersion: "2026-10-21" })).toEqual([
      { message: "top_k: Extra inputs are not permitted", pointer: "/top_k", hint: expect.stringMatching(/2026-10-21 has no/) },
    ]);
  });

  it("yields to a specific rule at the same pointer, so each problem is reported once", () => {
    const request = {
      ...ok,
      messages: [
        { role: "user", content: "hi" },
        { role: "assistant", content: [{ type: "tool_use", id: "call|1", name: "a", input: "{}" }] },
        { role: "user", content: [{ type: "tool_result", tool_use_id: "call|1", content: "x" }] },
      ],
    };
    const all = lintValue(request);
    expect(all.filter((d) => d.pointer === "/messages/1/content/0/input").map((d) => d.ruleId)).toEqual(["tool-use-input-not-object"]);
    expect(all.filter((d) => d.pointer === "/messages/1/content/0/id").map((d) => d.ruleId)).toEqual(["tool-use-id-pattern"]);
  });
});
