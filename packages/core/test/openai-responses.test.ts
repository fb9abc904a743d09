/** The Responses dialect: detection, the pairing of calls and outputs (answered later), and what only the server knows. */
import { describe, expect, it } from "vitest";
import { builtinDialects, detectDialect, explainApiError, lintValue } from "../src/index.js";

const fc = (call_id: string) => ({ type: "function_call", call_id, name: "get_weather", arguments: "{}" });
const out = (call_id: string) => ({ type: "function_call_output", call_id, output: "ok" });
const rules = (body: unknown, options = {}) => lintValue(body, options).map((d) => `${d.ruleId} ${d.pointer}`);

describe("detection", () => {
  const detect = (value: unknown) => detectDialect(value, builtinDialects).dialect?.id;
  it("claims bodies with `input`, or the fields that stand in for it", () => {
    expect(detect({ model: "gpt-4.1", input: "hi" })).toBe("openai-responses");
    expect(detect({ model: "local", input: [{ role: "user", content: "hi" }] })).toBe("openai-responses");
    expect(detect({ model: "gpt-4.1", previous_response_id: "resp_1" })).toBe("openai-responses");
    expect(detect({ model: "gpt-4.1", instructions: "Be brief.", text: { format: { type: "text" } } })).toBe("openai-responses");
  });
  it("claims lists of items, not lists of bare messages", () => {
    expect(detect([{ role: "user", content: "hi" }, fc("c1"), out("c1")])).toBe("openai-responses");
    expect(detect([{ role: "user", content: [{ type: "input_text", text: "hi" }] }])).toBe("openai-responses");
    expect(detect([{ role: "user", content: "hi" }])).toBe("anthropic");
  });
});

describe("pairing", () => {
  it("takes an output anywhere after its call, with other items between", () => {
    const body = {
      model: "gpt-4.1",
      input: [{ role: "user", content: "x" }, fc("a"), fc("b"), { role: "assistant", content: "one moment" }, out("b"), out("a")],
    };
    expect(rules(body)).toEqual([]);
  });

  it("reports an output before its call, and the call left without an output after it", () => {
    const body = { model: "gpt-4.1", input: [{ role: "user", content: "x" }, out("a"), fc("a")] };
    expect(rules(body)).toEqual(["resp-output-without-call /input/1/call_id", "resp-call-without-output /input/2/call_id"]);
  });

  it("never reports an output whose call may be stored server-side as an error; says so when asked", () => {
    for (const state of [{ previous_response_id: "resp_1" }, { conversation: "conv_1" }, { conversation: { id: "conv_1" } }]) {
      const body = { model: "gpt-4.1", ...state, input: [out("stored")] };
      expect(rules(body)).toEqual([]);
      const found = lintValue(body, { rules: { "resp-output-call-unverifiable": "warn" } });
      expect(found.map((d) => [d.ruleId, d.severity])).toEqual([["resp-output-call-unverifiable", "warning"]]);
    }
    // `previous_response_id: null` continues nothing.
    expect(rules({ model: "gpt-4.1", previous_response_id: null, input: [out("x")] })).toEqual(["resp-output-without-call /input/0/call_id"]);
  });

  it("keeps the unverifiable rules out of the recommended set", () => {
    const unverifiable = builtinDialects.flatMap((d) => d.rules).filter((rule) => rule.meta.category === "unverifiable");
    expect(unverifiable.map((rule) => rule.meta.id).sort()).toEqual([
      "chat-server-reference",
      "resp-output-call-unverifiable",
      "resp-server-reference",
    ]);
    for (const rule of unverifiable) {
      expect(rule.meta.recommended).toBe(false);
      expect(rule.meta.defaultSeverity).toBe("warning");
    }
  });
});

describe("resp-reasoning-orphan", () => {
  it("looks at the item after a reasoning item, past an entry that is no item", () => {
    const reasoning = { type: "reasoning", id: "rs_1", summary: [] };
    const input = ["not an item", { role: "user", content: "hi" }, reasoning, { role: "user", content: "again" }];
    const found = lintValue({ model: "gpt-5", input }).filter((d) => d.ruleId === "resp-reasoning-orphan");
    expect(found.map((d) => d.pointer)).toEqual(["/input/2"]);
    expect(found[0]!.hint).toContain("input[3]");
  });

  it("is silent for the o-series (o3-mini accepted both shapes) and for a model msglint does not know", () => {
    const reasoning = { type: "reasoning", id: "rs_1", summary: [] };
    const input = [{ role: "user", content: "hi" }, reasoning, { role: "assistant", content: "hello" }, { role: "user", content: "again" }];
    const orphans = (model: string) => lintValue({ model, input }).filter((d) => d.ruleId === "resp-reasoning-orphan").length;
    expect(orphans("gpt-5")).toBe(1);
    expect(orphans("gpt-5.4-mini")).toBe(1);
    expect(orphans("o3-mini")).toBe(0);
    expect(orphans("o3")).toBe(0);
    expect(orphans("my-azure-deployment")).toBe(0);
  });
});

describe("tool definitions read as OpenAI reads them", () => {
  const tool = (extra: object) => ({ model: "gpt-4.1", input: "x", tools: [{ type: "function", name: "f", ...extra }] });
  it("reads a non-empty function schema without `type` as None, and leaves `{}` alone", () => {
    expect(lintValue(tool({ parameters: { properties: {} } })).map((d) => [d.ruleId, d.pointer, d.message])).toEqual([
      [
        "resp-tool-params-object",
        "/tools/0/parameters",
        `Invalid schema for function 'f': schema must be a JSON Schema of 'type: "object"', got 'type: "None"'.`,
      ],
    ]);
    expect(rules(tool({ parameters: {} }))).toEqual([]);
  });

  it("requires a file_search tool's vector_store_ids", () => {
    const body = (t: object) => ({ model: "gpt-4o", input: "x", tools: [t] });
    expect(rules(body({ type: "file_search" }))).toEqual(["resp-missing-required /tools/0"]);
    expect(rules(body({ type: "file_search", vector_store_ids: ["vs_1"] }))).toEqual([]);
  });
});

describe("content parts of tool outputs", () => {
  const audio = { type: "input_file", filename: "a.mp3", file_data: "data:audio/mpeg;base64,SUQzBAAA" };
  const outputOf = (type: string, output: unknown) => ({ type, call_id: "c1", output });

  it("visits the parts of a function or custom tool output's list, at their own paths", () => {
    expect(rules({ model: "gpt-5-mini", input: [fc("c1"), outputOf("function_call_output", [{ type: "input_text", text: "x" }, audio])] })).toEqual([
      "resp-file-data-mime /input/1/output/1/file_data",
    ]);
    const custom = { type: "custom_tool_call", call_id: "c1", name: "run", input: "x" };
    expect(rules({ model: "gpt-5-mini", input: [custom, outputOf("custom_tool_call_output", [audio])] })).toEqual([
      "resp-file-data-mime /input/1/output/0/file_data",
    ]);
    // A stored file in an output is server state, like one in a message.
    const stored = lintValue(
      { model: "gpt-5-mini", input: [fc("c1"), outputOf("function_call_output", [{ type: "input_file", file_id: "file-1" }])] },
      { rules: { "resp-server-reference": "warn" } },
    );
    expect(stored.map((d) => `${d.ruleId} ${d.pointer}`)).toEqual(["resp-server-reference /input/1/output/0/file_id"]);
  });

  it("does not count a tool output's text as an input message's for json_object", () => {
    const body = {
      model: "gpt-4.1",
      text: { format: { type: "json_object" } },
      input: [{ role: "user", content: "Answer." }, fc("c1"), outputOf("function_call_output", [{ type: "input_text", text: "json" }])],
    };
    expect(rules(body)).toEqual(["resp-json-object-word /text/format/type"]);
  });
});

describe("reasoning efforts by model", () => {
  it("lists the supported efforts as OpenAI does, for one or several, and names the model as the request does", () => {
    const found = (model: string, effort: string) =>
      lintValue({ model, input: "x", reasoning: { effort } })
        .filter((d) => d.ruleId === "resp-effort-model")
        .map((d) => d.message);
    expect(found("o4-mini-deep-research", "high")).toEqual([
      "Unsupported value: 'high' is not supported with the 'o4-mini-deep-research' model. Supported values are: 'medium'.",
    ]);
    expect(found("o3-2025-04-16", "minimal")).toEqual([
      "Unsupported value: 'minimal' is not supported with the 'o3-2025-04-16' model. Supported values are: 'low', 'medium', and 'high'.",
    ]);
  });

  it("checks reasoning.context where a refusal listed the values (o3), and nowhere else", () => {
    const found = (model: string, value: string) =>
      rules({ model, input: "x", reasoning: { context: value } }).filter((r) => r.startsWith("resp-effort-model"));
    expect(found("o3-2025-04-16", "all_turns")).toEqual(["resp-effort-model /reasoning/context"]);
    expect(found("o3", "current_turn")).toEqual([]);
    expect(found("o3", "every_turn")).toEqual([]);
    for (const model of ["o3-mini", "o4-mini", "gpt-5.4", "my-deployment"]) expect(found(model, "all_turns"), model).toEqual([]);
  });

  it("is silent for a model whose efforts it does not know, and for a value outside the enum", () => {
    for (const model of ["o1-mini", "gpt-5.1", "gpt-5.2-codex", "gpt-5.6-sol", "my-deployment"])
      expect(rules({ model, input: "x", reasoning: { effort: "minimal" } }).filter((r) => r.startsWith("resp-effort-model"))).toEqual([]);
    expect(rules({ model: "o4-mini", input: "x", reasoning: { effort: "extreme" } }).filter((r) => r.startsWith("resp-effort-model"))).toEqual([]);
  });
});

describe("the ids of input items", () => {
  const message = (id: string) => ({ type: "message", role: "assistant", status: "completed", id, content: [{ type: "output_text", text: "ok" }] });
  const reasoning = (id: string, extra = {}) => ({ type: "reasoning", id, summary: [], ...extra });
  const found = (body: Record<string, unknown>, ruleId: string) => lintValue({ model: "gpt-5", ...body }).filter((d) => d.ruleId === ruleId);

  it("resp-item-id-long: counts code points as OpenAI does, and leaves an item_reference's id alone", () => {
    // 64 code points, 65 UTF-16 units.
    const astral = `msg_${"a".repeat(59)}😀`;
    expect(found({ input: [{ role: "user", content: "x" }, message(astral)] }, "resp-item-id-long")).toEqual([]);
    const long = `msg_${"a".repeat(60)}😀`;
    expect(found({ input: [{ role: "user", content: "x" }, message(long)] }, "resp-item-id-long").map((d) => d.message)).toEqual([
      "Invalid 'input[1].id': string too long. Expected a string with maximum length 64, but got a string with length 65 instead.",
    ]);
    const reference = { type: "item_reference", id: `msg_${"a".repeat(80)}` };
    expect(found({ input: [{ role: "user", content: "x" }, reference] }, "resp-item-id-long")).toEqual([]);
  });

  it("resp-item-id-long: measures every item type, with a hint of its own for a reasoning item", () => {
    const id = `rs_${"b".repeat(413)}`;
    const output = { type: "function_call_output", call_id: "call_1", id: `jsc_${"c".repeat(64)}`, output: "ok" };
    const diagnostics = found({ input: [{ role: "user", content: "x" }, reasoning(id), message("msg_1"), output] }, "resp-item-id-long");
    expect(diagnostics.map((d) => `${d.pointer} ${d.message.replace(/.*length (\d+) instead\./, "$1")}`)).toEqual([
      "/input/1/id 416",
      "/input/3/id 68",
    ]);
    expect(diagnostics[0]!.hint).toContain("A reasoning item goes without `id` only with its `encrypted_content` and `store: false`");
    expect(diagnostics[1]!.hint).toContain("Leave `id` out where it is optional");
  });

  it("resp-call-id-long: counts code points too", () => {
    const id = `call_${"a".repeat(58)}😀`;
    expect(found({ input: [{ type: "function_call", call_id: id, name: "f", arguments: "{}" }, out(id)] }, "resp-call-id-long")).toEqual([]);
  });

  it("resp-item-id-prefix: a reasoning item keeps an `rs_` id unless `store: false` and its encrypted_content let it go without", () => {
    const stored = found(
      { input: [{ role: "user", content: "x" }, reasoning("item_df7e40c3f04fc8ade5c3800e"), message("msg_1")] },
      "resp-item-id-prefix",
    );
    expect(stored.map((d) => d.message)).toEqual(["Invalid 'input[1].id': 'item_df7e40c3f04fc8ade5c3800e'. Expected an ID that begins with 'rs'."]);
    expect(stored[0]!.hint).toContain("Replay the item's own `rs_…` id, or drop the item");
    expect(stored[0]!.suggestions).toEqual([{ description: "Remove the reasoning item", edits: [{ op: "remove", path: "/input/1" }] }]);
    const encrypted = found(
      { store: false, input: [{ role: "user", content: "x" }, reasoning("reasoning_content", { encrypted_content: "gAAAAB" }), message("msg_1")] },
      "resp-item-id-prefix",
    );
    expect(encrypted[0]!.hint).toContain("the item goes without `id`: leave it out");
    expect(encrypted[0]!.suggestions).toEqual([{ description: "Remove the item's `id`", edits: [{ op: "remove", path: "/input/1/id" }] }]);
    expect(found({ input: [{ role: "user", content: "x" }, reasoning("rs_1"), message("msg_1")] }, "resp-item-id-prefix")).toEqual([]);
  });

  it("resp-item-id-chars: an empty id or one of other characters, with that text alone (the prefix rule stands aside)", () => {
    const call = (id: string) => ({ type: "function_call", id, call_id: "call_1", name: "f", arguments: "{}" });
    const output = { type: "function_call_output", call_id: "call_1", output: "ok" };
    const body = { input: [{ role: "user", content: "x" }, reasoning(""), call("fc_a:fc_b"), output, message("msg-1_ok")] };
    const all = lintValue({ model: "gpt-5", ...body });
    const ids = all.filter((d) => d.ruleId.startsWith("resp-item-id"));
    expect(ids.map((d) => [d.ruleId, d.pointer, d.message])).toEqual([
      [
        "resp-item-id-chars",
        "/input/1/id",
        "Invalid 'input[1].id': ''. Expected an ID that contains letters, numbers, underscores, or dashes, but this value contained additional characters.",
      ],
      [
        "resp-item-id-chars",
        "/input/2/id",
        "Invalid 'input[2].id': 'fc_a:fc_b'. Expected an ID that contains letters, numbers, underscores, or dashes, but this value contained additional characters.",
      ],
    ]);
    expect(ids[0]!.hint).toContain("The id is empty");
    expect(ids[1]!.hint).toContain("base64 brings");
    // A reference names a stored item: left to the API.
    expect(found({ input: [{ type: "item_reference", id: "a b" }] }, "resp-item-id-chars")).toEqual([]);
  });

  it("resp-item-id-prefix: a web search call keeps its id (required), so the suggestion drops the item, not the id", () => {
    const search = { type: "web_search_call", id: "call_abc", status: "completed", action: { type: "search", query: "weather" } };
    const [finding, ...rest] = found({ input: [{ role: "user", content: "x" }, search, message("msg_1")] }, "resp-item-id-prefix");
    expect(rest).toEqual([]);
    expect(finding!.message).toBe("Invalid 'input[1].id': 'call_abc'. Expected an ID that begins with 'ws'.");
    expect(finding!.hint).toContain("Replay the item's own `ws_…` id, or drop the item");
    expect(finding!.suggestions).toEqual([{ description: "Remove the web search call", edits: [{ op: "remove", path: "/input/1" }] }]);
  });

  it("is what explain names for OpenAI's texts", () => {
    expect(
      explainApiError(
        `{'error': {'message': "Invalid 'input[21].id': string too long. Expected a string with maximum length 64, but got a string with length 408 instead.", 'type': 'invalid_request_error', 'param': 'input[21].id', 'code': 'string_above_max_length'}}`,
      ),
    ).toMatchObject({ ruleIds: ["resp-item-id-long"], pointer: "/input/21/id" });
    expect(explainApiError("Invalid 'input[66].id': 'item_df7e40c3f04fc8ade5c3800e'. Expected an ID that begins with 'rs'.").ruleIds).toEqual([
      "resp-item-id-prefix",
    ]);
  });
});
