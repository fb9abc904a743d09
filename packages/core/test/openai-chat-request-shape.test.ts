/** The Chat Completions request-shape check: a table generated from OpenAI's OpenAPI document, worded as OpenAI's validator. */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generate, SCHEMA_DIR, SPEC_EXCERPT } from "../../../scripts/schemas/openai-chat.mjs";
import {
  messageTable,
  QUICK_MESSAGE_PROPERTIES,
  quickMessage,
  requestShapeFault,
  requestShapeTable,
} from "../src/dialects/openai-chat/analyses/request-shape.js";
import { lintValue } from "../src/index.js";

const FIDELITY = join(import.meta.dirname, "../../../bench/fidelity/openai-chat");
const TABLE = requestShapeTable();
const MESSAGES = messageTable(TABLE);

/** OpenAI's text for a fault: its two forms, the path in OpenAI's form (`messages[0].content`). */
function text(body: Record<string, unknown>): string | undefined {
  const fault = requestShapeFault(body, TABLE);
  if (fault === undefined) return undefined;
  const path = fault.keys.reduce<string>((out, key) => (typeof key === "number" ? `${out}[${key}]` : out === "" ? key : `${out}.${key}`), "");
  if (fault.kind === "missing") return `Missing required parameter: '${path}'.`;
  if (fault.kind === "type") return `Invalid type for '${path}': expected ${fault.expected}, but got ${fault.got} instead.`;
  const kind = ["n", "max_completion_tokens", "top_logprobs"].includes(path) ? "integer" : "decimal";
  return fault.kind === "below"
    ? `Invalid '${path}': ${kind} below minimum value. Expected a value >= ${fault.expected}, but got ${fault.got} instead.`
    : `Invalid '${path}': ${kind} above maximum value. Expected a value <= ${fault.expected}, but got ${fault.got} instead.`;
}

// The part of openai/openai-openapi's openapi.json the table reads (CreateChatCompletionRequest and every schema it
// refers to, at the commit the generator names) is committed beside the generator, so the table is checked on every run.
describe("the generated table", () => {
  it("is what the generator makes of the committed spec excerpt: run `node scripts/schemas/openai-chat.mjs` when this fails", () => {
    const out = mkdtempSync(join(tmpdir(), "msglint-chat-schema-"));
    const files = generate(JSON.parse(readFileSync(SPEC_EXCERPT, "utf8")), out);
    for (const name of Object.keys(files)) expect(readFileSync(join(SCHEMA_DIR, name), "utf8"), `schema/${name} is stale`).toBe(files[name]);
  });
});

describe("the recorded cases", () => {
  it("gives OpenAI's own text for every recorded 400 it finds a fault in, and finds the 14 shape faults", () => {
    let found = 0;
    for (const name of readdirSync(join(FIDELITY, "rejected"))) {
      const { body, error } = JSON.parse(readFileSync(join(FIDELITY, "rejected", name), "utf8"));
      const said = text(body);
      if (said === undefined) continue;
      found++;
      expect(said, name).toBe(error.message);
    }
    expect(found).toBe(14);
  });

  it("finds no fault in any body OpenAI accepted", () => {
    for (const name of readdirSync(join(FIDELITY, "accepted"))) {
      const data = JSON.parse(readFileSync(join(FIDELITY, "accepted", name), "utf8"));
      const body = data.body !== undefined && data.messages === undefined ? data.body : data;
      expect(text(body), name).toBeUndefined();
    }
  });
});

/**
 * Bodies sent to the API on 2026-08-30/31 (gpt-5.6-terra) and OpenAI's answers, as kangminlee-maker/local-OAuth-CLI-API-adapter
 * records them (test/openai-chat-validation-parity.test.mjs at 4bbd033): each fragment is merged into a one-message body.
 */
const WRONG = { __probe__: "wrong type" };
const OBSERVED: [string, Record<string, unknown>, string | undefined][] = [
  ["a string messages", { messages: "ping" }, "Invalid type for 'messages': expected an array of objects, but got a string instead."],
  ["a non-object message", { messages: [7] }, "Invalid type for 'messages[0]': expected an object, but got an integer instead."],
  [
    "a numeric content",
    { messages: [{ role: "user", content: 7 }] },
    "Invalid type for 'messages[0].content': expected one of a string or array of objects, but got an integer instead.",
  ],
  [
    "a null developer content",
    {
      messages: [
        { role: "user", content: "a" },
        { role: "developer", content: null },
      ],
    },
    "Invalid type for 'messages[1].content': expected one of a string or array of objects, but got null instead.",
  ],
  [
    "a developer message with no content",
    { messages: [{ role: "user", content: "a" }, { role: "developer" }] },
    "Missing required parameter: 'messages[1].content'.",
  ],
  // A user message's missing or null content is chat-content-null's text (`Invalid value for 'content': …`).
  ["a user message with no content", { messages: [{ role: "user" }] }, undefined],
  ["a null user content", { messages: [{ role: "user", content: null }] }, undefined],
  [
    "an assistant with a null tool_calls",
    {
      messages: [
        { role: "user", content: "a" },
        { role: "assistant", tool_calls: null },
      ],
    },
    undefined,
  ],
  [
    "a string tool_calls",
    {
      messages: [
        { role: "user", content: "a" },
        { role: "assistant", content: "x", tool_calls: "x" },
      ],
    },
    "Invalid type for 'messages[1].tool_calls': expected an array of objects, but got a string instead.",
  ],
  ["a message with no role", { messages: [{ content: "ping" }] }, "Missing required parameter: 'messages[0].role'."],
  ["a string n", { n: "2" }, "Invalid type for 'n': expected an integer, but got a string instead."],
  ["a string temperature", { temperature: "hot" }, "Invalid type for 'temperature': expected a decimal, but got a string instead."],
  ["a string store", { store: "yes" }, "Invalid type for 'store': expected a boolean, but got a string instead."],
  ["a decimal seed", { seed: 1.5 }, "Invalid type for 'seed': expected an integer, but got a decimal number instead."],
  ["an object user", { user: { a: 1 } }, "Invalid type for 'user': expected a string, but got an object instead."],
  ["a string tools", { tools: "none" }, "Invalid type for 'tools': expected an array of objects, but got a string instead."],
  [
    "an integer tool_choice",
    { tool_choice: 7 },
    "Invalid type for 'tool_choice': expected one of one of 'none', 'auto', or 'required' or object, but got an integer instead.",
  ],
  ["a string response_format", { response_format: "json" }, "Invalid type for 'response_format': expected an object, but got a string instead."],
  ["a string metadata", { metadata: "x" }, "Invalid type for 'metadata': expected a metadata object, but got a string instead."],
  ["a non-string metadata value", { metadata: { k: 7 } }, "Invalid type for 'metadata.k': expected a string, but got an integer instead."],
  ["a string functions", { functions: "x" }, "Invalid type for 'functions': expected an array of function definitions, but got a string instead."],
  [
    "a string prompt_cache_options",
    { prompt_cache_options: "x" },
    "Invalid type for 'prompt_cache_options': expected an object, but got a string instead.",
  ],
  [
    "an object parallel_tool_calls",
    { parallel_tool_calls: WRONG },
    "Invalid type for 'parallel_tool_calls': expected a boolean, but got an object instead.",
  ],
  [
    "an object max_completion_tokens",
    { max_completion_tokens: WRONG },
    "Invalid type for 'max_completion_tokens': expected an integer, but got an object instead.",
  ],
  [
    "an object frequency_penalty",
    { frequency_penalty: WRONG },
    "Invalid type for 'frequency_penalty': expected a decimal, but got an object instead.",
  ],
  ["an object logprobs", { logprobs: WRONG }, "Invalid type for 'logprobs': expected a boolean, but got an object instead."],
  ["an object top_logprobs", { top_logprobs: WRONG }, "Invalid type for 'top_logprobs': expected an integer, but got an object instead."],
  [
    "an object safety_identifier",
    { safety_identifier: WRONG },
    "Invalid type for 'safety_identifier': expected a string, but got an object instead.",
  ],
  ["an object prompt_cache_key", { prompt_cache_key: WRONG }, "Invalid type for 'prompt_cache_key': expected a string, but got an object instead."],
  ["an object stream", { stream: WRONG }, "Invalid type for 'stream': expected a boolean, but got an object instead."],
  ["response_format with no type", { response_format: {} }, "Missing required parameter: 'response_format.type'."],
  ["json_schema with no member", { response_format: { type: "json_schema" } }, "Missing required parameter: 'response_format.json_schema'."],
  [
    "json_schema with no name",
    { response_format: { type: "json_schema", json_schema: {} } },
    "Missing required parameter: 'response_format.json_schema.name'.",
  ],
  ["a function with no name", { functions: [{ parameters: {} }] }, "Missing required parameter: 'functions[0].name'."],
  ["a tool with no function", { tools: [{ type: "function" }] }, "Missing required parameter: 'tools[0].function'."],
  [
    "a tool function with no name",
    { tools: [{ type: "function", function: { parameters: {} } }] },
    "Missing required parameter: 'tools[0].function.name'.",
  ],
  [
    "a tool_choice function with no name",
    { tools: [{ type: "function", function: { name: "f", parameters: {} } }], tool_choice: { type: "function", function: {} } },
    "Missing required parameter: 'tool_choice.function.name'.",
  ],
  [
    "a function_call with no name",
    { functions: [{ name: "f", parameters: {} }], function_call: WRONG },
    "Missing required parameter: 'function_call.name'.",
  ],
  ["a moderation with no model", { moderation: {} }, "Missing required parameter: 'moderation.model'."],
  // Bounds: the recorded ones only (`n` above 8 and `top_logprobs` above 5 answered otherwise than the document says).
  ["n below the floor", { n: 0 }, "Invalid 'n': integer below minimum value. Expected a value >= 1, but got 0 instead."],
  ["n above the ceiling", { n: 64 }, undefined],
  [
    "max_completion_tokens below the floor",
    { max_completion_tokens: 0 },
    "Invalid 'max_completion_tokens': integer below minimum value. Expected a value >= 1, but got 0 instead.",
  ],
  [
    "top_logprobs below the floor",
    { logprobs: true, reasoning_effort: "none", top_logprobs: -1 },
    "Invalid 'top_logprobs': integer below minimum value. Expected a value >= 0, but got -1 instead.",
  ],
  ["top_logprobs above the ceiling", { logprobs: true, reasoning_effort: "none", top_logprobs: 21 }, undefined],
  [
    "frequency_penalty above its range",
    { reasoning_effort: "none", frequency_penalty: 3 },
    "Invalid 'frequency_penalty': decimal above maximum value. Expected a value <= 2, but got 3 instead.",
  ],
  [
    "presence_penalty below its range",
    { reasoning_effort: "none", presence_penalty: -3 },
    "Invalid 'presence_penalty': decimal below minimum value. Expected a value >= -2, but got -3 instead.",
  ],
  ["n before metadata", { metadata: { k: 7 }, n: 0 }, "Invalid 'n': integer below minimum value. Expected a value >= 1, but got 0 instead."],
  [
    "max_completion_tokens before logprobs",
    { logprobs: "x", max_completion_tokens: 0 },
    "Invalid 'max_completion_tokens': integer below minimum value. Expected a value >= 1, but got 0 instead.",
  ],
  // OpenAI answers with texts the table does not hold (an enum's list, the branch it falls back to): left alone.
  [
    "an unknown tool_choice type",
    { tools: [{ type: "function", function: { name: "f", parameters: {} } }], tool_choice: { type: "bogus" } },
    undefined,
  ],
  ["an object service_tier", { service_tier: WRONG }, undefined],
  ["an object prompt_cache_retention", { prompt_cache_retention: WRONG }, undefined],
  // The order OpenAI reports two faults in, measured pair by pair (later key first in the body).
  [
    "messages before functions",
    { functions: "wrong type", messages: "wrong type" },
    "Invalid type for 'messages': expected an array of objects, but got a string instead.",
  ],
  ["n before temperature", { temperature: WRONG, n: WRONG }, "Invalid type for 'n': expected an integer, but got an object instead."],
  ["stream before store", { store: WRONG, stream: WRONG }, "Invalid type for 'stream': expected a boolean, but got an object instead."],
  ["user before seed", { seed: WRONG, user: WRONG }, "Invalid type for 'user': expected a string, but got an object instead."],
  ["store before metadata", { metadata: "wrong type", store: WRONG }, "Invalid type for 'store': expected a boolean, but got an object instead."],
];

describe("OpenAI's observed answers", () => {
  it.each(OBSERVED)("%s", (_, fragment, expected) => {
    expect(text({ model: "gpt-5.6-terra", messages: [{ role: "user", content: "ping" }], ...fragment })).toBe(expected);
  });
});

describe("leniencies the recordings show", () => {
  it("takes a bare string among the parts, and an image URL given as a string", () => {
    const parts = ["Summarize this", { type: "image_url", image_url: "https://example.com/a.png" }];
    expect(text({ model: "gpt-4.1-nano", messages: [{ role: "user", content: parts }] })).toBeUndefined();
  });

  it("takes null for an optional parameter, and a boolean where its name is not recorded is left alone", () => {
    expect(text({ model: "gpt-4o", messages: [{ role: "user", content: "a" }], tools: null, stop: null, temperature: null })).toBeUndefined();
    expect(text({ model: "gpt-4o", messages: [{ role: "user", content: "a" }], n: true, user: false })).toBeUndefined();
  });

  it("leaves an unknown tag to the rules that list OpenAI's values", () => {
    expect(
      text({
        model: "gpt-4o",
        messages: [
          { role: "user", content: [{ type: "pdf", pdf: 1 }] },
          { role: "model", content: 5 },
        ],
      }),
    ).toBeUndefined();
  });
});

describe("the rule", () => {
  const lintChat = (body: Record<string, unknown>, target?: string) =>
    lintValue(body, { settings: { dialect: "openai-chat", ...(target ? { target } : {}) } }).filter((d) => d.ruleId === "chat-request-shape");

  it("reports the first fault at its node, with OpenAI's text", () => {
    const [d, ...rest] = lintChat({
      model: "gpt-4o",
      messages: [
        { role: "user", content: "a" },
        { role: "assistant", content: "b", tool_calls: [{ id: "c", type: "function", function: { name: "f", arguments: { a: 1 } } }] },
      ],
      n: "2",
    });
    expect(rest).toEqual([]);
    expect(d!.message).toBe("Invalid type for 'messages[1].tool_calls[0].function.arguments': expected a string, but got an object instead.");
    expect(d!.pointer).toBe("/messages/1/tool_calls/0/function/arguments");
  });

  it("reports a bound with OpenAI's word for the parameter", () => {
    const [d] = lintChat({ model: "gpt-4o", messages: [{ role: "user", content: "a" }], frequency_penalty: 3 });
    expect(d!.message).toBe("Invalid 'frequency_penalty': decimal above maximum value. Expected a value <= 2, but got 3 instead.");
    const [e] = lintChat({ model: "gpt-4o", messages: [{ role: "user", content: "a" }], n: 0 });
    expect(e!.message).toBe("Invalid 'n': integer below minimum value. Expected a value >= 1, but got 0 instead.");
  });

  it("reports a missing property at its object", () => {
    const [d] = lintChat({ model: "gpt-4o", messages: [{ role: "user", content: "a" }], tools: [{ type: "function" }] });
    expect(d!.message).toBe("Missing required parameter: 'tools[0].function'.");
    expect(d!.pointer).toBe("/tools/0");
  });

  it("leaves the faults a rule of their own reports to it, once", () => {
    const body = { model: "gpt-4o", messages: [{ role: "user", content: { type: "text", text: "a" } }] };
    expect(lintChat(body)).toEqual([]);
    const all = lintValue(body, { settings: { dialect: "openai-chat" } }).filter((d) => d.message.startsWith("Invalid type"));
    expect(all.map((d) => d.ruleId)).toEqual(["chat-value-type"]);
  });

  it("is off for the compatible servers, whose validators word things their own way", () => {
    expect(lintChat({ model: "deepseek-chat", messages: [{ role: "user", content: "a" }], n: "2" }, "deepseek")).toEqual([]);
  });
});

describe("the quick test of a message", () => {
  it.each(Object.entries(QUICK_MESSAGE_PROPERTIES))("reads the table's properties of a %s message", (role, properties) => {
    expect([...properties].sort()).toEqual(MESSAGES.properties(role).sort());
  });

  /** Each message of the accepted cases, and copies with one value (of the message, a part, a call) replaced. */
  function* variants(): Generator<unknown> {
    const odd = [undefined, null, 0, 1.5, "", "x", true, {}, [], [{}], { type: "text" }, ["x"]];
    for (const name of readdirSync(join(FIDELITY, "accepted")).slice(0, 400)) {
      const data = JSON.parse(readFileSync(join(FIDELITY, "accepted", name), "utf8"));
      const body = data.body !== undefined && data.messages === undefined ? data.body : data;
      for (const message of Array.isArray(body.messages) ? body.messages : []) {
        yield message;
        if (typeof message !== "object" || message === null) continue;
        const places: Record<string, unknown>[] = [message];
        if (Array.isArray(message.content)) places.push(...message.content.filter((p: unknown) => typeof p === "object" && p !== null));
        for (const call of Array.isArray(message.tool_calls) ? message.tool_calls : [])
          if (typeof call === "object" && call) places.push(call, call.function ?? {});
        for (const place of places) {
          for (const key of [...Object.keys(place), "content", "name", "text", "image_url", "url", "id", "arguments", "audio", "function_call"]) {
            for (const value of odd) {
              const saved = Object.hasOwn(place, key) ? place[key] : undefined;
              const had = Object.hasOwn(place, key);
              if (value === undefined) delete place[key];
              else place[key] = value;
              yield structuredClone(message);
              if (had) place[key] = saved;
              else delete place[key];
            }
          }
        }
      }
    }
  }

  it("says true only where the table finds nothing", () => {
    let checked = 0;
    for (const message of variants()) {
      checked++;
      if (quickMessage(message)) expect(MESSAGES.fits(message), JSON.stringify(message).slice(0, 300)).toBe(true);
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});

describe("a fault a rule of its own reports (chat-request-shape is a fallback)", () => {
  const body = {
    model: "gpt-4o",
    messages: [{ role: "user", content: "hi" }],
    tools: [{ function: { name: "f", parameters: { type: "object", properties: {} } } }],
  };
  const ruleIds = (rules = {}) => lintValue(body, { rules }).map((d) => d.ruleId);
  it("is reported once, by the specific rule, with its hint", () => {
    expect(ruleIds()).toEqual(["chat-tool-type-missing"]);
  });
  it("is reported by chat-request-shape when the specific rule is off", () => {
    expect(ruleIds({ "chat-tool-type-missing": "off" })).toEqual(["chat-request-shape"]);
  });
});
