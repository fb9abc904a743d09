/** Tool definitions and `tool_choice` (api-rules.md rows 9, 12–13, 16, 49–62, §13.16), on plain values. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyEdits, lintValue, type LintOptions } from "../src/index.js";
import { createAnthropicState } from "../src/dialects/anthropic/state.js";
import { buildConversation } from "../src/dialects/anthropic/conversation.js";
import { toolAnalysis, toolNamesFullyKnown, utf8Length, type ToolAnalysis } from "../src/dialects/anthropic/analyses/tool-definitions.js";
import { subSchemas } from "../src/model/sub-schemas.js";
import { modelFacts } from "../src/dialects/anthropic/models.js";

const ask = [{ role: "user", content: "What's the weather in Paris?" }];
const schema = { type: "object", properties: { city: { type: "string" } }, required: ["city"] };
const weather = { name: "get_weather", description: "Weather for a city.", input_schema: schema };
const request = (extra: Record<string, unknown>, messages: unknown[] = ask) => ({ model: "claude-sonnet-4-5", max_tokens: 1024, ...extra, messages });

/** Findings of one rule only, as `pointer message`. */
const only = (rule: string, value: unknown, settings: LintOptions["settings"] = {}) =>
  lintValue(value, { settings, rules: { [rule]: "error" } })
    .filter((d) => d.ruleId === rule)
    .map((d) => `${d.pointer} ${d.message}`);

describe("the custom-tool rules leave server tools alone", () => {
  const server = [
    { type: "web_search_20250305", name: "web_search", max_uses: 3 },
    { type: "bash_20250124", name: "bash" },
    { type: "text_editor_20250728", name: "str_replace_based_edit_tool" },
  ];
  it.each(["tool-name-pattern", "tool-name-too-long", "tool-input-schema-missing", "tool-input-schema-not-object", "tool-names-unique"])(
    "%s",
    (rule) => {
      expect(only(rule, request({ tools: server }))).toEqual([]);
    },
  );
});

describe("rules that check each definition by itself, once per tool set", () => {
  it("follow the set's content, not its names: a set seen before with other content is checked again", () => {
    const keyed = (key: string) => request({ tools: [{ ...weather, input_schema: { type: "object", properties: { [key]: { type: "string" } } } }] });
    const rule = "tool-input-schema-property-key";
    expect(only(rule, keyed("city"))).toEqual([]);
    expect(only(rule, keyed("the city"))).toHaveLength(1);
    expect(only(rule, keyed("city"))).toEqual([]);
    expect(only(rule, keyed("the city"))).toHaveLength(1);
  });

  it("report at the pointer of each tool picked, for a set found by its content as for the first one", () => {
    const tools = [weather, { ...weather, name: "get forecast" }, { ...weather, name: "ok" }, { ...weather, name: "bad/name" }];
    // A fresh copy each round, as a parsed body is: the second round finds the set by content, not by the array.
    for (let round = 0; round < 2; round++) {
      const copy = JSON.parse(JSON.stringify(tools)) as unknown[];
      expect(only("tool-name-pattern", request({ tools: copy })).map((found) => found.split(" ")[0])).toEqual(["/tools/1/name", "/tools/3/name"]);
    }
  });
});

describe("tool names", () => {
  const named = (name: string) => request({ tools: [{ ...weather, name }] });

  it("takes the length limit from the target", () => {
    const name = "a".repeat(100);
    expect(only("tool-name-too-long", named(name))).toEqual([]);
    expect(only("tool-name-too-long", named(name), { target: "bedrock" })).toEqual([
      "/tools/0/name tools.0.custom.name: String should have at most 64 characters",
    ]);
    expect(only("tool-name-too-long", named(name), { target: "vertex" })).toHaveLength(1);
    expect(only("tool-name-too-long", named("a".repeat(129)))).toEqual([
      "/tools/0/name tools.0.custom.name: String should have at most 128 characters",
    ]);
  });

  it("reports a name that is both too long and badly spelled once, as too long (the API checks the length first)", () => {
    const value = named(`${"a".repeat(70)}.b`);
    const options = {
      settings: { target: "bedrock" as const },
      rules: { "tool-name-pattern": "error" as const, "tool-name-too-long": "error" as const },
    };
    expect(
      lintValue(value, options)
        .filter((d) => d.ruleId.startsWith("tool-name"))
        .map((d) => d.ruleId),
    ).toEqual(["tool-name-too-long"]);
  });

  it("writes the target's limit into the pattern", () => {
    expect(only("tool-name-pattern", named("a b"), { target: "bedrock" })).toEqual([
      "/tools/0/name tools.0.custom.name: String should match pattern '^[a-zA-Z0-9_-]{1,64}$'",
    ]);
  });

  it("counts a custom tool named like a server tool as a duplicate, and fixes exact copies only", () => {
    const clash = request({
      tools: [
        { ...weather, name: "web_search" },
        { type: "web_search_20250305", name: "web_search" },
      ],
    });
    const [finding] = lintValue(clash, { rules: { "tool-names-unique": "error" } }).filter((d) => d.ruleId === "tool-names-unique");
    expect(finding?.pointer).toBe("/tools/1/name");
    expect(finding?.fix).toBeUndefined();
    const twice = request({ tools: [weather, { description: weather.description, input_schema: schema, name: "get_weather" }] });
    const [copy] = lintValue(twice, { rules: { "tool-names-unique": "error" } }).filter((d) => d.ruleId === "tool-names-unique");
    expect(copy?.fix?.edits).toEqual([{ op: "remove", path: "/tools/1" }]);
  });
});

describe("input_schema", () => {
  const withSchema = (input_schema: unknown) => request({ tools: [{ name: "t", description: "d", input_schema }] });
  const invalid = (input_schema: unknown) => only("tool-input-schema-invalid", withSchema(input_schema)).map((line) => line.split(" ")[0]);

  it.each([
    ["a draft-07 $schema", { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: {} }],
    ["$defs and $ref", { type: "object", properties: { a: { $ref: "#/$defs/a" } }, $defs: { a: { type: "string" } } }],
    ["draft-07 `definitions` (an unknown keyword in 2020-12)", { type: "object", definitions: { a: { type: "string" } } }],
    ["a type list with null", { type: "object", properties: { a: { type: ["string", "null"] } } }],
    ["OpenAPI's nullable (an unknown keyword)", { type: "object", properties: { a: { type: "string", nullable: true } } }],
    ["a pattern with escapes", { type: "object", properties: { a: { type: "string", pattern: "^\\d{3}-\\w+$" } } }],
  ])("accepts %s", (_, input_schema) => {
    expect(invalid(input_schema)).toEqual([]);
  });

  it.each([
    ["type int", { type: "object", properties: { n: { type: "int" } } }, "/tools/0/input_schema/properties/n/type"],
    [
      "required: true on a property",
      { type: "object", properties: { n: { type: "string", required: true } } },
      "/tools/0/input_schema/properties/n/required",
    ],
    [
      "a draft-04 boolean exclusiveMinimum",
      { type: "object", properties: { n: { type: "number", minimum: 0, exclusiveMinimum: true } } },
      "/tools/0/input_schema/properties/n/exclusiveMinimum",
    ],
    [
      "the draft-07 tuple form of items",
      { type: "object", properties: { p: { type: "array", items: [{ type: "number" }] } } },
      "/tools/0/input_schema/properties/p/items",
    ],
    ["a property given as a string", { type: "object", properties: { n: "string" } }, "/tools/0/input_schema/properties/n"],
    [
      "an unbalanced pattern",
      { type: "object", properties: { n: { type: "string", pattern: "([a-z]" } } },
      "/tools/0/input_schema/properties/n/pattern",
    ],
    ["a patternProperties key that does not compile", { type: "object", patternProperties: { "*x": {} } }, "/tools/0/input_schema/patternProperties"],
  ])("rejects %s, pointing at the keyword", (_, input_schema, pointer) => {
    expect(invalid(input_schema)).toEqual([pointer]);
  });

  it("leaves the root type to tool-input-schema-not-object", () => {
    expect(invalid({ type: "objekt", properties: {} })).toEqual([]);
    expect(only("tool-input-schema-not-object", withSchema({ type: "objekt", properties: {} }))).toEqual([
      "/tools/0/input_schema/type tools.0.custom.input_schema.type: Input should be 'object'",
    ]);
  });

  it("reports a root combinator with its own text, not as a missing type", () => {
    const union = withSchema({ anyOf: [{ type: "object" }, { type: "object" }] });
    expect(only("tool-input-schema-not-object", union)).toEqual([]);
    expect(only("tool-input-schema-top-level-combinator", union)).toEqual([
      "/tools/0/input_schema tools.0.custom.input_schema: input_schema does not support oneOf, allOf, or anyOf at the top level",
    ]);
    expect(
      only(
        "tool-input-schema-top-level-combinator",
        withSchema({ type: "object", properties: { a: { oneOf: [{ type: "string" }, { type: "number" }] } } }),
      ),
    ).toEqual([]);
  });

  it("checks property keys at the top level only", () => {
    const nested = withSchema({ type: "object", properties: { a: { type: "object", properties: { "A b": { type: "string" } } } } });
    expect(only("tool-input-schema-property-key", nested)).toEqual([]);
    const long = withSchema({
      type: "object",
      properties: { ["k".repeat(65)]: { type: "string" }, ["k".repeat(64)]: { type: "string" }, "a/b": { type: "string" } },
    });
    expect(
      only("tool-input-schema-property-key", long)
        .map((line) => line.split(" ")[0])
        .sort(),
    ).toEqual(["/tools/0/input_schema/properties/a~1b", `/tools/0/input_schema/properties/${"k".repeat(65)}`]);
  });

  it("with strict, wants additionalProperties: false on every object, nested ones and $defs included", () => {
    const strict = (input_schema: unknown) => request({ tools: [{ name: "t", description: "d", strict: true, input_schema }] });
    const s = {
      type: "object",
      additionalProperties: false,
      properties: { a: { type: ["object", "null"], properties: {} }, b: { type: "array", items: { $ref: "#/$defs/x" } } },
      $defs: { x: { type: "object", additionalProperties: true } },
    };
    expect(
      only("tool-strict-needs-additional-properties-false", strict(s))
        .map((line) => line.split(" ")[0])
        .sort(),
    ).toEqual(["/tools/0/input_schema/$defs/x/additionalProperties", "/tools/0/input_schema/properties/a"]);
    expect(only("tool-strict-needs-additional-properties-false", request({ tools: [{ name: "t", input_schema: { type: "object" } }] }))).toEqual([]);
  });

  it("moves an OpenAI or MCP schema to input_schema", () => {
    for (const key of ["parameters", "inputSchema"]) {
      const value = request({ tools: [{ name: "get_weather", [key]: schema }] });
      const [finding] = lintValue(value, { rules: { "tool-input-schema-missing": "error" } }).filter((d) => d.ruleId === "tool-input-schema-missing");
      expect(applyEdits(value, finding!.fix!.edits)).toEqual(request({ tools: [{ name: "get_weather", input_schema: schema }] }));
    }
  });
});

describe("tool-definition-extra-field", () => {
  const deferred = request({ tools: [weather, { ...weather, name: "later", defer_loading: true }] });
  it("is silent on the first-party API and when the betas are unknown", () => {
    expect(only("tool-definition-extra-field", deferred)).toEqual([]);
    expect(only("tool-definition-extra-field", deferred, { target: "bedrock" })).toEqual([]);
  });
  it("reads the betas from a Bedrock body's anthropic_beta, and the settings win", () => {
    const withBody = (betas: string[]) => ({ ...deferred, anthropic_beta: betas });
    expect(only("tool-definition-extra-field", withBody([]), { target: "bedrock" })).toEqual([
      "/tools/1/defer_loading tools.1.custom.defer_loading: Extra inputs are not permitted",
    ]);
    expect(only("tool-definition-extra-field", withBody(["tool-search-tool-2025-10-19"]), { target: "bedrock" })).toEqual([]);
    expect(only("tool-definition-extra-field", withBody([]), { target: "bedrock", betas: ["advanced-tool-use-2025-11-20"] })).toEqual([]);
  });
});

describe("tool_choice", () => {
  const fixed = (choice: unknown) => {
    const value = request({ tools: [weather], tool_choice: choice });
    const [finding] = lintValue(value, { rules: { "tool-choice-invalid-shape": "error" } }).filter((d) => d.ruleId === "tool-choice-invalid-shape");
    return finding?.fix ? (applyEdits(value, finding.fix.edits) as unknown as { tool_choice: unknown }).tool_choice : finding ? "no fix" : "clean";
  };

  it.each([
    ["auto", { type: "auto" }],
    ["none", { type: "none" }],
    ["required", { type: "any" }],
    ["any", { type: "any" }],
    ["tool", "no fix"],
    [
      { type: "function", function: { name: "get_weather" } },
      { type: "tool", name: "get_weather" },
    ],
    [
      { type: "required", disable_parallel_tool_use: true },
      { type: "any", disable_parallel_tool_use: true },
    ],
    [{ type: "auto" }, "clean"],
    [["auto"], "no fix"],
  ])("%j becomes %j", (choice, expected) => {
    expect(fixed(choice)).toEqual(expected);
  });

  it("rejects any tool_choice without tools, and fixes only the ones that change nothing", () => {
    const auto = lintValue(request({ tool_choice: { type: "auto" } }), { rules: { "tool-choice-without-tools": "error" } }).find(
      (d) => d.ruleId === "tool-choice-without-tools",
    );
    expect(auto?.message).toBe("tool_choice.auto may only be specified while providing tools");
    expect(auto?.fix?.edits).toEqual([{ op: "remove", path: "/tool_choice" }]);
    const forced = lintValue(request({ tools: [], tool_choice: { type: "tool", name: "x" } }), {
      rules: { "tool-choice-without-tools": "error" },
    }).find((d) => d.ruleId === "tool-choice-without-tools");
    expect(forced?.fix).toBeUndefined();
    expect(forced?.suggestions).toHaveLength(1);
  });

  it("does not call a tool unknown when a toolset may hold it", () => {
    const toolset = request({
      tools: [weather, { type: "mcp_toolset", mcp_server_name: "github" }],
      tool_choice: { type: "tool", name: "create_issue" },
    });
    expect(only("tool-choice-unknown-tool", toolset)).toEqual([]);
  });

  it("knows which models reject forced tool use", () => {
    expect(modelFacts("claude-opus-5-5")!.rejectsForcedToolChoice).toBe(true);
    expect(modelFacts("claude-sonnet-5-5")!.rejectsForcedToolChoice).toBe(true);
    expect(modelFacts("claude-fable-5-1")!.rejectsForcedToolChoice).toBe(true);
    expect(modelFacts("claude-mythos-preview")!.rejectsForcedToolChoice).toBe(true);
    expect(modelFacts("claude-opus-5")!.rejectsForcedToolChoice).toBe(false);
    expect(modelFacts("claude-fable-5")!.rejectsForcedToolChoice).toBe(false);
    expect(modelFacts("claude-sonnet-4-5")!.rejectsForcedToolChoice).toBe(false);
    const forced = request({ model: "claude-opus-5-5", tools: [weather], tool_choice: { type: "tool", name: "get_weather" } });
    expect(only("tool-choice-forced-unsupported-model", forced)).toEqual([
      '/tool_choice/type tool_choice: type "tool" and "any" are not supported for this model.',
    ]);
    expect(only("tool-choice-forced-unsupported-model", forced, { model: "claude-opus-4-5" })).toEqual([]);
  });
});

describe("ids and tool references", () => {
  const call = { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "get_weather", input: { city: "Paris" } }] };
  it("fixes a result whose id is under Bedrock Converse's toolUseId", () => {
    const value = request({ tools: [weather] }, [
      ...ask,
      call,
      { role: "user", content: [{ type: "tool_result", toolUseId: "toolu_1", content: "18°C" }] },
    ]);
    const [finding] = lintValue(value, { rules: { "tool-result-tool-use-id-required": "error" } }).filter(
      (d) => d.ruleId === "tool-result-tool-use-id-required",
    );
    expect(finding?.fix?.edits).toEqual([{ op: "move", from: "/messages/2/content/0/toolUseId", path: "/messages/2/content/0/tool_use_id" }]);
  });

  it("does not call a reference unknown when messages add tools", () => {
    const reference = {
      role: "user",
      content: [{ type: "tool_result", tool_use_id: "toolu_1", content: [{ type: "tool_reference", tool_name: "added_later" }] }],
    };
    const plain = request({ tools: [weather] }, [...ask, call, reference]);
    expect(only("tool-reference-unknown", plain)).toHaveLength(1);
    const addition = {
      role: "user",
      content: [
        { type: "tool_addition", tool: { type: "tool_reference", name: "added_later" } },
        { type: "text", text: "go" },
      ],
    };
    const conversation = buildConversation(request({ tools: [weather] }, [addition, call, reference]));
    expect(toolNamesFullyKnown(conversation)).toBe(false);
  });
});

describe("helpers", () => {
  it("walks every sub-schema with its pointer", () => {
    const pointers = subSchemas({
      type: "object",
      properties: { "a/b": { type: "string" }, c: { type: "array", items: { type: "object" }, prefixItems: [{ type: "number" }] } },
      anyOf: [{ required: ["c"] }],
      $defs: { d: { not: { type: "null" } } },
      additionalProperties: false,
    }).map((s) => s.pointer);
    expect(pointers).toEqual([
      "",
      "/properties/a~1b",
      "/properties/c",
      "/properties/c/items",
      "/properties/c/prefixItems/0",
      "/anyOf/0",
      "/$defs/d",
      "/$defs/d/not",
    ]);
  });

  it("counts UTF-8 bytes", () => {
    expect(utf8Length("abc")).toBe(3);
    expect(utf8Length("é")).toBe(2);
    expect(utf8Length("天気")).toBe(6);
    expect(utf8Length("😀")).toBe(4);
  });
});

describe("one analysis per tool set", () => {
  const search = {
    name: "search",
    description: "Search the web.",
    input_schema: { type: "object", properties: { q: { type: "string" } }, required: ["q"] },
  };
  const call = (id: string, name: string, input: unknown) => [
    { role: "user", content: "Go." },
    { role: "assistant", content: [{ type: "tool_use", id, name, input }] },
    { role: "user", content: [{ type: "tool_result", tool_use_id: id, content: "done" }] },
  ];
  const rules = { "tool-names-unique": "error", "tool-use-input-schema-mismatch": "error", "tool-input-schema-invalid": "error" } as const;
  const findings = (value: unknown) =>
    lintValue(value, { rules })
      .map((d) => `${d.ruleId} ${d.pointer} ${d.message}`)
      .sort();

  it("computes a rule's analysis once for tools of the same JSON text, and again for other tools", () => {
    let runs = 0;
    const count = (tools: ToolAnalysis) => ++runs + tools.entries.length;
    // One linter's state: its tool-set cache is what makes the analysis run once.
    const state = createAnthropicState();
    const analyse = (tools: unknown) => toolAnalysis(buildConversation(request({ tools }), undefined, state))!.derived(count);
    const tools = [weather, search];
    analyse(JSON.parse(JSON.stringify(tools)));
    analyse(JSON.parse(JSON.stringify(tools)));
    analyse(tools);
    expect(runs).toBe(1);
    analyse([search, weather]);
    expect(runs).toBe(2);
  });

  it("reuses an analysis exactly when the tools are the same JSON text, whatever values they hold", () => {
    // Two tool sets of the same names, whose schema objects differ anywhere (or not at all): a value, a type, a key's order.
    const schema = fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
    fc.assert(
      fc.property(schema, schema, fc.boolean(), (a, b, same) => {
        // As a request holds them: values of JSON.parse (a value of another prototype never counts as seen before).
        const first = JSON.parse(JSON.stringify(a));
        const second = JSON.parse(JSON.stringify(same ? a : b));
        const state = createAnthropicState();
        let runs = 0;
        // One function: a derived value is kept per function.
        const count = () => ++runs;
        const analyse = (inputSchema: unknown) =>
          toolAnalysis(buildConversation(request({ tools: [{ name: "t", input_schema: inputSchema }, search] }), undefined, state))!.derived(count);
        analyse(first);
        analyse(second);
        expect(runs).toBe(JSON.stringify(first) === JSON.stringify(second) ? 1 : 2);
      }),
      { numRuns: 300 },
    );
  });

  it("keeps the 64 tool sets used last, and one set for one list of names", () => {
    const state = createAnthropicState();
    let runs = 0;
    const count = () => ++runs;
    const analyse = (tools: unknown) =>
      toolAnalysis(buildConversation(request({ tools: JSON.parse(JSON.stringify(tools)) }), undefined, state))!.derived(count);
    const named = (name: string) => [{ ...search, name }];
    analyse([search]);
    for (let i = 0; i < 63; i++) analyse(named(`other_${i}`));
    analyse([search]);
    // 64 sets in all: the first is still known.
    expect(runs).toBe(64);
    for (let i = 63; i < 127; i++) analyse(named(`other_${i}`));
    analyse([search]);
    // 64 newer sets pushed it out.
    expect(runs).toBe(129);
    // The same names with another schema replace the set, so a return to the first is analysed again.
    analyse([{ ...search, description: "Other." }]);
    analyse([search]);
    expect(runs).toBe(131);
    analyse([search]);
    expect(runs).toBe(131);
    // One of them is kept: a request is compared in full with one set at most.
    expect(state.toolSets.byContent.filter((seen) => seen.names[0] === "search")).toHaveLength(1);
  });

  it("reports against each request's own pointers and values when a later request repeats the tool set", () => {
    const tools = () =>
      JSON.parse(JSON.stringify([weather, { ...search, input_schema: { ...search.input_schema, properties: { q: { type: "int" } } } }, search]));
    const first = findings(request({ tools: tools() }, call("toolu_1", "get_weather", { town: "Paris" })));
    const second = findings(request({ tools: tools() }, [...ask, ...call("toolu_2", "search", {}).slice(1)]));
    expect(first).toEqual([
      "tool-input-schema-invalid /tools/1/input_schema/properties/q/type tools.1.custom.input_schema: JSON schema is invalid. It must match JSON Schema draft 2020-12 (https://json-schema.org/draft/2020-12). Learn more about tool use at https://platform.claude.com/docs/en/agents-and-tools/tool-use/overview.",
      "tool-names-unique /tools/2/name tools: Tool names must be unique.",
      "tool-use-input-schema-mismatch /messages/1/content/0/input messages.1.content.0.tool_use.input: input does not match the `input_schema` of tool `get_weather`: / must have required property 'city'",
    ]);
    expect(second.slice(0, 2)).toEqual(first.slice(0, 2));
    // The last tool of a name holds the schema the input is checked against, in every request alike.
    expect(second[2]).toBe(
      "tool-use-input-schema-mismatch /messages/1/content/0/input messages.1.content.0.tool_use.input: input does not match the `input_schema` of tool `search`: / must have required property 'q'",
    );
  });

  it("notices a tool added to the same array between two checks", () => {
    const tools: unknown[] = [weather];
    const value = request({ tools });
    expect(findings(value)).toEqual([]);
    tools.push({ ...weather });
    expect(findings(value)).toEqual(["tool-names-unique /tools/1/name tools: Tool names must be unique."]);
  });

  it("does not take a tool changed after a check for the tool set it was", () => {
    const tool = JSON.parse(JSON.stringify(search));
    const messages = call("toolu_3", "search", { q: "msglint" });
    expect(findings(request({ tools: [tool] }, messages))).toEqual([]);
    tool.input_schema.required = ["query"];
    expect(findings(request({ tools: [tool] }, messages))).toEqual([
      "tool-use-input-schema-mismatch /messages/1/content/0/input messages.1.content.0.tool_use.input: input does not match the `input_schema` of tool `search`: / must have required property 'query'",
    ]);
  });

  it("still analyses tools nested deeper than JSON.stringify can go", () => {
    let deep: unknown = {};
    for (let i = 0; i < 20000; i++) deep = { type: "object", properties: { a: deep } };
    const tools = [
      { name: "x", input_schema: deep },
      { name: "x", input_schema: { type: "object" } },
    ];
    expect(() => JSON.stringify(tools)).toThrow(RangeError);
    expect(findings(request({ tools }))).toContain("tool-names-unique /tools/1/name tools: Tool names must be unique.");
  });
});

describe("tool-use-unknown-tool knows every way a tool is declared", () => {
  const call = (name: string, extra: Record<string, unknown> = {}) => ({ type: "tool_use", id: "toolu_01", name, input: {}, ...extra });
  const history = (...blocks: unknown[]) => [
    { role: "user", content: "Go." },
    { role: "assistant", content: blocks },
  ];
  const unknown = (value: unknown) => only("tool-use-unknown-tool", value).length;

  it("reports a name no declaration makes known", () => {
    expect(unknown(request({ tools: [weather] }, history(call("get_forecast"))))).toBe(1);
    expect(unknown(request({ tools: [weather] }, history(call("get_weather"))))).toBe(0);
  });

  it("knows toolset members, by toolset_name or by the family's member names", () => {
    const tools = [{ type: "computer_toolset_20260801" }];
    expect(unknown(request({ tools }, history(call("left_click", { toolset_name: "computer" }))))).toBe(0);
    expect(unknown(request({ tools }, history(call("screenshot"))))).toBe(0);
    expect(unknown(request({ tools }, history(call("navigate"))))).toBe(1);
    expect(unknown(request({ tools }, history(call("navigate", { toolset_name: "browser" }))))).toBe(1);
  });

  it("knows MCP tools: every name while a server's tools are not listed, the listed ones once they are", () => {
    const server = { type: "url", url: "https://mcp.example.com/sse", name: "github" };
    expect(unknown(request({ tools: [], mcp_servers: [server] }, history(call("create_issue"))))).toBe(0);
    expect(unknown(request({ tools: [{ type: "mcp_toolset", mcp_server_name: "github" }] }, history(call("create_issue"))))).toBe(0);
    const listing = { type: "mcp_tool_listing", mcp_server_name: "github", tools: [{ name: "create_issue", input_schema: { type: "object" } }] };
    const listed = request({ tools: [{ type: "mcp_toolset", mcp_server_name: "github" }] }, [
      { role: "user", content: "Go." },
      { role: "assistant", content: [listing, call("create_issue")] },
    ]);
    expect(unknown(listed)).toBe(0);
    const other = request({ tools: [{ type: "mcp_toolset", mcp_server_name: "github" }] }, [
      { role: "user", content: "Go." },
      { role: "assistant", content: [listing, call("delete_repo")] },
    ]);
    expect(unknown(other)).toBe(1);
  });

  it("knows tools loaded by tool search and tools added in the messages", () => {
    const found = { type: "tool_result", tool_use_id: "toolu_00", content: [{ type: "tool_reference", tool_name: "get_forecast" }] };
    const searched = request({ tools: [{ ...weather, name: "search_tools" }] }, [
      { role: "user", content: "Go." },
      { role: "assistant", content: [call("search_tools", { id: "toolu_00" })] },
      { role: "user", content: [found] },
      { role: "assistant", content: [call("get_forecast")] },
    ]);
    expect(unknown(searched)).toBe(0);
    const addition = { type: "tool_addition", tool: { type: "tool_definition", definition: { ...weather, name: "get_forecast" } } };
    const added = request({ tools: [weather] }, [
      { role: "user", content: [{ type: "text", text: "Go." }] },
      { role: "system", content: [addition] },
      { role: "assistant", content: [call("get_forecast")] },
    ]);
    expect(unknown(added)).toBe(0);
    // Every other way a request adds a tool beyond `tools` (each read past the tool set's own analysis).
    const serverSearch = {
      type: "tool_search_tool_result",
      tool_use_id: "srvtoolu_00",
      content: { type: "tool_search_tool_search_result", tool_references: [{ type: "tool_reference", tool_name: "get_forecast" }] },
    };
    const compaction = {
      type: "compaction",
      content: "Summary.",
      tool_changes: [{ type: "tool_addition", tool: { type: "tool_reference", name: "get_forecast" } }],
    };
    for (const block of [serverSearch, compaction]) {
      const later = request({ tools: [weather] }, [
        { role: "user", content: "Go." },
        { role: "assistant", content: [block, call("get_forecast")] },
      ]);
      expect(unknown(later)).toBe(0);
      // The same tool set without the block: the call is unknown (and the set's own analysis does not keep the name).
      expect(
        unknown(
          request({ tools: [weather] }, [
            { role: "user", content: "Go." },
            { role: "assistant", content: [call("get_forecast")] },
          ]),
        ),
      ).toBe(1);
    }
  });
});
