/**
 * Each dialect's model makes an item's pointer and path when something reads them (a report), not when it is built:
 * a clean request must read none. A rule that names every block's place before knowing it has a finding (as four did)
 * makes every clean lint pay for two strings per item again; this test fails on such a rule.
 */
import { afterEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { builtinDialects, createLinter, type DialectId } from "../src/index.js";

const weatherSchema = { type: "object", properties: { city: { type: "string" } }, required: ["city"] };

/** Per dialect: a clean agent history (text, a tool call, its result), the same history broken, and the model's item lists. */
interface Case {
  clean: Record<string, unknown>;
  broken: Record<string, unknown>;
  items: (model: never) => object[];
}

const cases: Record<string, Case> = {
  anthropic: {
    clean: {
      model: "claude-sonnet-4-5",
      max_tokens: 1024,
      tools: [{ name: "get_weather", description: "Current weather", input_schema: weatherSchema }],
      messages: [
        { role: "user", content: "What is the weather in Paris?" },
        {
          role: "assistant",
          content: [
            { type: "text", text: "Let me check." },
            { type: "tool_use", id: "toolu_01", name: "get_weather", input: { city: "Paris" } },
          ],
        },
        { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_01", content: "18 °C" }] },
        { role: "assistant", content: "It is 18 °C in Paris." },
        { role: "user", content: "Thanks." },
      ],
    },
    broken: {
      model: "claude-sonnet-4-5",
      max_tokens: 1024,
      messages: [
        { role: "user", content: "Weather?" },
        { role: "assistant", content: [{ type: "tool_use", id: "toolu_01", name: "get_weather", input: {} }] },
        { role: "user", content: [{ type: "text", text: "" }] },
      ],
    },
    items: (model: { messages: { blocks: object[] }[] }) => model.messages.flatMap((message) => [message, ...message.blocks]),
  },
  "openai-chat": {
    clean: {
      model: "gpt-4o",
      tools: [{ type: "function", function: { name: "get_weather", parameters: weatherSchema } }],
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: [{ type: "text", text: "What is the weather in Paris?" }] },
        {
          role: "assistant",
          content: null,
          tool_calls: [{ id: "call_1", type: "function", function: { name: "get_weather", arguments: '{"city":"Paris"}' } }],
        },
        { role: "tool", tool_call_id: "call_1", content: "18 °C" },
        { role: "assistant", content: "It is 18 °C in Paris." },
      ],
    },
    broken: {
      model: "gpt-4o",
      messages: [
        { role: "user", content: "Weather?" },
        { role: "assistant", tool_calls: [{ id: "call_1", type: "function", function: { name: "get_weather", arguments: "{}" } }] },
        { role: "user", content: "Well?" },
      ],
    },
    items: (model: { messages: { parts: object[]; toolCalls: object[] }[] }) =>
      model.messages.flatMap((message) => [message, ...message.parts, ...message.toolCalls]),
  },
  "openai-responses": {
    clean: {
      model: "gpt-4.1",
      tools: [{ type: "function", name: "get_weather", parameters: weatherSchema }],
      input: [
        { role: "user", content: [{ type: "input_text", text: "What is the weather in Paris?" }] },
        { type: "function_call", id: "fc_1", call_id: "call_1", name: "get_weather", arguments: '{"city":"Paris"}' },
        { type: "function_call_output", call_id: "call_1", output: "18 °C" },
      ],
    },
    broken: {
      model: "gpt-4.1",
      input: [
        { role: "user", content: [{ type: "input_text", text: "Weather?" }] },
        { type: "function_call_output", call_id: "call_9", output: "18 °C" },
      ],
    },
    items: (model: { items: { parts: object[] }[] }) => model.items.flatMap((item) => [item, ...item.parts]),
  },
  gemini: {
    clean: {
      contents: [
        { role: "user", parts: [{ text: "What is the weather in Paris?" }] },
        {
          role: "model",
          parts: [{ functionCall: { name: "get_weather", args: { city: "Paris" } }, thoughtSignature: "c2lnbmF0dXJlIG9mIGEgdGhvdWdodA==" }],
        },
        { role: "user", parts: [{ functionResponse: { name: "get_weather", response: { temperature: "18 °C" } } }] },
      ],
      tools: [{ functionDeclarations: [{ name: "get_weather", description: "Current weather", parameters: weatherSchema }] }],
    },
    broken: {
      contents: [
        { role: "user", parts: [{ text: "Weather?" }] },
        { role: "model", parts: [{ functionCall: { name: "get_weather", args: {} } }] },
        { role: "user", parts: [{ text: "Well?" }] },
      ],
    },
    items: (model: { contents: { parts: object[] }[] }) => model.contents.flatMap((content) => [content, ...content.parts]),
  },
  "bedrock-converse": {
    clean: {
      modelId: "anthropic.claude-3-5-sonnet-20240620-v1:0",
      toolConfig: { tools: [{ toolSpec: { name: "get_weather", inputSchema: { json: weatherSchema } } }] },
      messages: [
        { role: "user", content: [{ text: "What is the weather in Paris?" }] },
        { role: "assistant", content: [{ toolUse: { toolUseId: "t1", name: "get_weather", input: { city: "Paris" } } }] },
        { role: "user", content: [{ toolResult: { toolUseId: "t1", content: [{ text: "18 °C" }] } }] },
      ],
    },
    broken: {
      modelId: "anthropic.claude-3-5-sonnet-20240620-v1:0",
      messages: [
        { role: "user", content: [{ text: "Weather?" }] },
        { role: "assistant", content: [{ toolUse: { toolUseId: "t1", name: "get weather", input: {} } }] },
        { role: "user", content: [{ text: "Well?" }] },
      ],
    },
    items: (model: { messages: { blocks: object[]; resultBlocks: object[] }[] }) =>
      model.messages.flatMap((message) => [message, ...message.blocks, ...message.resultBlocks]),
  },
};

let spies: MockInstance[] = [];
afterEach(() => {
  for (const spy of spies) spy.mockRestore();
  spies = [];
});

/** Spies on the pointer and path getters of every class the model's items are made of. */
function spyOnPlaces(dialectId: DialectId, { items }: Case, request: Record<string, unknown>): MockInstance[] {
  const dialect = builtinDialects.find((d) => d.id === dialectId)!;
  const model = dialect.model(
    request,
    { dialect: dialectId, target: dialect.targets[0]!, apiVersion: "", now: "2026-12-03" } as never,
    dialect.createState?.(),
  );
  const spied = new Set<string>();
  const prototypes = new Set(items(model as never).map((item) => Object.getPrototypeOf(item) as object));
  for (const prototype of prototypes) {
    for (const name of ["pointer", "path"] as const) {
      // The class or a base class (a shared message node) defines the getter.
      let owner: object | null = prototype;
      while (owner && !Object.getOwnPropertyDescriptor(owner, name)) owner = Object.getPrototypeOf(owner) as object | null;
      expect(
        owner && Object.getOwnPropertyDescriptor(owner, name)?.get,
        `${dialectId}: ${prototype.constructor.name}.${name} is a getter`,
      ).toBeTypeOf("function");
      if (!owner || spied.has(`${name}:${owner.constructor.name}`)) continue;
      spied.add(`${name}:${owner.constructor.name}`);
      spies.push(vi.spyOn(owner as { pointer: string; path: string }, name, "get"));
    }
  }
  return spies;
}

const reads = (list: MockInstance[]) => list.reduce((sum, spy) => sum + spy.mock.calls.length, 0);

describe.each(Object.entries(cases).map(([id, c]) => [id as DialectId, c] as const))("%s", (dialectId, c) => {
  const { clean, broken } = c;
  const linter = createLinter();

  it("lints the clean history with no finding and reads no item's place", () => {
    const places = spyOnPlaces(dialectId, c, clean);
    expect(linter.lint(clean, { settings: { dialect: dialectId } })).toEqual([]);
    expect(reads(places)).toBe(0);
  });

  it("declares a node of each class its model makes, for the linter to hold (Dialect.nodeShapes)", () => {
    const dialect = builtinDialects.find((d) => d.id === dialectId)!;
    const settings = { dialect: dialectId, target: dialect.targets[0]!, apiVersion: "", now: "2026-12-03" } as never;
    const made = new Set(
      c.items(dialect.model(clean, settings, dialect.createState?.()) as never).map((item) => Object.getPrototypeOf(item) as object),
    );
    const held = new Set((dialect.nodeShapes?.() ?? []).map((shape) => Object.getPrototypeOf(shape) as object));
    expect([...made].filter((prototype) => !held.has(prototype)).map((prototype) => prototype.constructor.name)).toEqual([]);
  });

  it("reads places to report a finding on the broken history", () => {
    const places = spyOnPlaces(dialectId, c, broken);
    const found = linter.lint(broken, { settings: { dialect: dialectId } });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((d) => d.pointer.startsWith("/"))).toBe(true);
    expect(reads(places)).toBeGreaterThan(0);
  });
});
