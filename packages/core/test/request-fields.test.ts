import { describe, expect, it } from "vitest";
import { lintValue, type LintOptions } from "../src/index.js";
import { modelFacts } from "../src/dialects/anthropic/models.js";

const ask = [{ role: "user", content: "Hello" }];
const findings = (request: Record<string, unknown>, ruleId: string, options: LintOptions = {}) =>
  lintValue({ model: "claude-sonnet-4-5", max_tokens: 1024, messages: ask, ...request }, { ...options, rules: { [ruleId]: "error" } })
    .filter((d) => d.ruleId === ruleId)
    .map((d) => d.message);

describe("max-tokens-over-model-limit", () => {
  const sonnet37 = (max_tokens: number, betas?: string[]) =>
    findings({ model: "claude-3-7-sonnet-20250219", max_tokens }, "max-tokens-over-model-limit", betas ? { settings: { betas } } : {});

  it("assumes the 128k output beta when the betas are unknown, and only then", () => {
    expect(sonnet37(128000)).toEqual([]);
    expect(sonnet37(128001)).toEqual([
      "max_tokens: 128001 > 128000, which is the maximum allowed number of output tokens for claude-3-7-sonnet-20250219",
    ]);
    expect(sonnet37(64001, [])).toEqual([
      "max_tokens: 64001 > 64000, which is the maximum allowed number of output tokens for claude-3-7-sonnet-20250219",
    ]);
    expect(sonnet37(128000, ["output-128k-2025-02-19"])).toEqual([]);
  });

  it("does not guess with the 300k output beta, nor for a model without a known limit", () => {
    expect(
      findings({ model: "claude-opus-4-1", max_tokens: 300000 }, "max-tokens-over-model-limit", { settings: { betas: ["output-300k-2026-03-24"] } }),
    ).toEqual([]);
    expect(findings({ model: "claude-opus-4-1", max_tokens: 300000 }, "max-tokens-over-model-limit")).toHaveLength(1);
    expect(findings({ model: "claude-opus-6", max_tokens: 10_000_000 }, "max-tokens-over-model-limit")).toEqual([]);
    expect(findings({ model: "claude-mythos-preview", max_tokens: 10_000_000 }, "max-tokens-over-model-limit")).toEqual([]);
    expect(findings({ model: "gpt-4o", max_tokens: 10_000_000 }, "max-tokens-over-model-limit")).toEqual([]);
  });

  it("takes the model from the settings over the body's", () => {
    expect(
      findings({ model: "claude-sonnet-4-5", max_tokens: 40000 }, "max-tokens-over-model-limit", { settings: { model: "claude-opus-4-1" } }),
    ).toEqual(["max_tokens: 40000 > 32000, which is the maximum allowed number of output tokens for claude-opus-4-1"]);
  });
});

describe("sampling fields", () => {
  it("accepts 0..1 and -1, and nothing else", () => {
    for (const value of [0, 0.5, 1, -1]) expect(findings({ temperature: value }, "temperature-range")).toEqual([]);
    for (const value of [1.0001, -0.5, 2]) expect(findings({ temperature: value }, "temperature-range")).toEqual(["temperature: range: -1 or 0..1"]);
    expect(findings({ top_p: 1.5 }, "top-p-range")).toEqual(["top_p: range: -1 or 0..1"]);
  });

  it("leaves the sampling fields to unknown-top-level-field under API version 2026-10-21", () => {
    const v2026 = { settings: { apiVersion: "2026-10-21" } };
    const request = { model: "claude-opus-4-7", temperature: 3, top_p: 0.9 };
    for (const rule of ["temperature-range", "temperature-and-top-p-both", "temperature-unsupported-model"])
      expect(findings(request, rule, v2026)).toEqual([]);
    expect(findings(request, "unknown-top-level-field", v2026)).toEqual([
      "temperature: Extra inputs are not permitted",
      "top_p: Extra inputs are not permitted",
    ]);
    expect(findings(request, "unknown-top-level-field")).toEqual([]);
  });

  it("reports a rejected temperature once: as unsupported, not also as combined with top_p", () => {
    const request = { model: "claude-opus-4-7", temperature: 0.5, top_p: 0.9 };
    expect(findings(request, "temperature-unsupported-model")).toHaveLength(1);
    expect(findings(request, "temperature-and-top-p-both")).toEqual([]);
    expect(findings({ ...request, model: "claude-opus-4-1" }, "temperature-and-top-p-both")).toHaveLength(1);
    expect(findings({ ...request, model: "claude-3-opus-20240229" }, "temperature-and-top-p-both")).toEqual([]);
    expect(findings({ temperature: null, top_p: 0.9 }, "temperature-and-top-p-both")).toEqual([]);
  });
});

describe("unknown-top-level-field", () => {
  const management = { context_management: { edits: [{ type: "clear_tool_uses_20250919" }] } };

  it("reports a beta-only field only when the configured betas lack its beta", () => {
    expect(findings(management, "unknown-top-level-field")).toEqual([]);
    expect(findings(management, "unknown-top-level-field", { settings: { betas: ["compact-2026-01-12"] } })).toEqual([]);
    expect(findings(management, "unknown-top-level-field", { settings: { betas: ["files-api-2025-04-14"] } })).toEqual([
      "context_management: Extra inputs are not permitted",
    ]);
  });

  it("reports Bedrock's and Vertex's body fields on the first-party API only", () => {
    const body = { anthropic_version: "bedrock-2023-05-31" };
    expect(findings(body, "unknown-top-level-field")).toEqual(["anthropic_version: Extra inputs are not permitted"]);
    expect(findings(body, "unknown-top-level-field", { settings: { target: "bedrock" } })).toEqual([]);
    expect(findings(body, "unknown-top-level-field", { settings: { target: "vertex" } })).toEqual([]);
  });

  it("gives each leak its hint", () => {
    const [diagnostic] = lintValue(
      { model: "claude-sonnet-4-5", max_tokens: 10, messages: ask, betas: ["x"] },
      { settings: { target: "bedrock" } },
    ).filter((d) => d.ruleId === "unknown-top-level-field");
    expect(diagnostic?.hint).toContain("anthropic_beta");
    expect(findings({ model: "claude-sonnet-4-5", max_tokens: 10, messages: ask, modelName: "x" }, "unknown-top-level-field")).toEqual([]);
  });
});

describe("stop-sequence-whitespace and max-tokens-min", () => {
  it("rejects stop sequences of whitespace only, Unicode whitespace included", () => {
    expect(findings({ stop_sequences: ["\n", "\u00a0", "\t\r", "", "x", " END "] }, "stop-sequence-whitespace")).toHaveLength(4);
  });

  it("accepts 0 and rejects negative max_tokens", () => {
    expect(findings({ max_tokens: 0 }, "max-tokens-min")).toEqual([]);
    expect(findings({ max_tokens: -1 }, "max-tokens-min")).toEqual(["max_tokens: Input should be greater than or equal to 0"]);
  });
});

describe("effort support", () => {
  it.each([
    ["claude-opus-4-5-20251101", true],
    ["claude-opus-4-1", false],
    ["claude-sonnet-4-6", true],
    ["claude-sonnet-4-5", false],
    ["claude-haiku-4-5", false],
    ["claude-haiku-5-5", true],
    ["claude-haiku-5", undefined],
    ["claude-mythos-preview", true],
    ["claude-fable-5", true],
  ] as const)("%s: %s", (model, effort) => {
    expect(modelFacts(model)?.effort).toBe(effort);
  });

  it.each([
    ["claude-opus-4-5-20251101", "high, low, medium"],
    ["claude-opus-4-6", "high, low, max, medium"],
    ["claude-sonnet-4-6", "high, low, max, medium"],
    ["claude-opus-4-8", "high, low, max, medium, xhigh"],
    ["claude-fable-5-1", "high, low, max, medium, xhigh"],
    ["claude-sonnet-4-5", ""],
    ["claude-haiku-5-5", undefined],
    ["claude-mythos-preview", undefined],
  ] as const)("%s takes the effort levels %s", (model, levels) => {
    const set = modelFacts(model)?.effortLevels;
    expect(set && [...set].sort().join(", ")).toBe(levels);
  });

  it("reports an effort level the model does not offer, with the API's text, and suggests the next level down", () => {
    const request = { model: "claude-opus-4-6", output_config: { effort: "xhigh" } };
    expect(findings(request, "effort-level-unsupported-model")).toEqual([
      "This model does not support effort level 'xhigh'. Supported levels: high, low, max, medium.",
    ]);
    const [finding] = lintValue({ ...request, max_tokens: 1024, messages: ask }).filter((d) => d.ruleId === "effort-level-unsupported-model");
    expect(finding!.suggestions![0]!.edits).toEqual([{ op: "replace", path: "/output_config/effort", value: "high" }]);
    expect(findings({ ...request, model: "claude-opus-4-7" }, "effort-level-unsupported-model")).toEqual([]);
    expect(findings({ ...request, model: "claude-haiku-5-5" }, "effort-level-unsupported-model")).toEqual([]);
    expect(findings({ ...request, model: "claude-opus-6" }, "effort-level-unsupported-model")).toEqual([]);
    // No effort at all is the other rule's finding, reported once.
    expect(findings({ ...request, model: "claude-sonnet-4-5" }, "effort-level-unsupported-model")).toEqual([]);
  });

  it("reports effort on a model without it, and stays silent for an unknown model", () => {
    const request = { output_config: { effort: "low" } };
    expect(findings({ ...request, model: "claude-sonnet-4-5" }, "effort-unsupported-model")).toEqual([
      "This model does not support the effort parameter.",
    ]);
    expect(findings({ ...request, model: "claude-haiku-5" }, "effort-unsupported-model")).toEqual([]);
    expect(findings({ output_config: { effort: null }, model: "claude-sonnet-4-5" }, "effort-unsupported-model")).toEqual([]);
  });
});

describe("max-tokens-requires-streaming", () => {
  const text =
    "Streaming is required for operations that may take longer than 10 minutes. See https://platform.claude.com/docs/en/cli-sdks-libraries/sdks/typescript#long-requests for more details";
  const rule = "max-tokens-requires-streaming";

  it("reports above the SDK's ten-minute estimate (21,333 tokens), where the body does not stream", () => {
    expect(findings({ model: "claude-opus-4-8", max_tokens: 21333 }, rule)).toEqual([]);
    expect(findings({ model: "claude-opus-4-8", max_tokens: 21334 }, rule)).toEqual([text]);
    expect(findings({ model: "claude-opus-4-8", max_tokens: 21334, stream: false }, rule)).toEqual([text]);
    expect(findings({ model: "claude-opus-4-8", max_tokens: 128000, stream: true }, rule)).toEqual([]);
  });

  it("applies the SDK's per-model caps to the id it looks up (Bedrock, Vertex), and names the cause in the hint", () => {
    const bedrock = { settings: { target: "bedrock" as const, model: "anthropic.claude-opus-4-1-20250805-v1:0" } };
    expect(findings({ max_tokens: 8192 }, rule, bedrock)).toEqual([]);
    const [finding] = lintValue({ max_tokens: 8193, messages: ask }, { ...bedrock, rules: { [rule]: "warn" } }).filter((d) => d.ruleId === rule);
    expect(finding!.message).toBe(text);
    expect(finding!.severity).toBe("warning");
    expect(finding!.hint).toMatch(/at most 8192 max_tokens to anthropic\.claude-opus-4-1-20250805-v1:0/);
    expect(finding!.suggestions!.map((s) => s.edits)).toEqual([
      [{ op: "add", path: "/stream", value: true }],
      [{ op: "replace", path: "/max_tokens", value: 8192 }],
    ]);
    // The first-party id has no cap in the SDK's table.
    expect(findings({ model: "claude-opus-4-1-20250805", max_tokens: 8193 }, rule)).toEqual([]);
  });
});

describe("clear-thinking-needs-thinking", () => {
  const rule = "clear-thinking-needs-thinking";
  const text = "`clear_thinking_20251015` strategy requires `thinking` to be enabled or adaptive";
  const clearing = (edits: unknown[] = [{ type: "clear_thinking_20251015" }]) => ({ context_management: { edits } });
  const found = (request: Record<string, unknown>, options: LintOptions = {}) =>
    lintValue({ model: "claude-sonnet-4-5", max_tokens: 16000, messages: ask, ...request }, { ...options, rules: { [rule]: "error" } }).filter(
      (d) => d.ruleId === rule,
    );

  it("reports the edit while thinking is disabled or left out on a model that does not think by default", () => {
    expect(findings(clearing(), rule)).toEqual([text]);
    expect(findings({ ...clearing(), thinking: { type: "disabled" } }, rule)).toEqual([text]);
    expect(
      findings({ model: "claude-opus-4-7", ...clearing([{ type: "clear_tool_uses_20250919" }, { type: "clear_thinking_20251015" }]) }, rule),
    ).toEqual([text]);
  });

  it("is silent while thinking is on, in between_tools mode, or the model's default is on or unknown", () => {
    expect(findings({ ...clearing(), max_tokens: 16000, thinking: { type: "enabled", budget_tokens: 10000 } }, rule)).toEqual([]);
    expect(findings({ model: "claude-opus-4-6", ...clearing(), thinking: { type: "adaptive" } }, rule)).toEqual([]);
    expect(findings({ ...clearing(), thinking: { type: "between_tools" } }, rule)).toEqual([]);
    expect(findings({ model: "claude-sonnet-5", ...clearing() }, rule)).toEqual([]);
    expect(findings({ model: "claude-opus-5", ...clearing() }, rule)).toEqual([]);
    expect(findings({ model: "gateway-model", ...clearing() }, rule)).toEqual([]);
    expect(findings(clearing([{ type: "clear_tool_uses_20250919" }, { type: "compact_20260112" }]), rule)).toEqual([]);
  });

  it("leaves a model that refuses `disabled` to thinking-disabled-unsupported-model", () => {
    const body = { model: "claude-fable-5", ...clearing(), thinking: { type: "disabled" } };
    expect(findings(body, rule)).toEqual([]);
    expect(findings(body, "thinking-disabled-unsupported-model")).toHaveLength(1);
  });

  it("stays silent when the configured betas lack context management, where the field itself is refused", () => {
    expect(findings(clearing(), rule, { settings: { betas: [] } })).toEqual([]);
    expect(findings(clearing(), "unknown-top-level-field", { settings: { betas: [] } })).toEqual([
      "context_management: Extra inputs are not permitted",
    ]);
    expect(findings(clearing(), rule, { settings: { betas: ["context-management-2025-06-27"] } })).toEqual([text]);
    expect(findings(clearing(), rule, { settings: { betas: ["compact-2026-01-12"] } })).toEqual([text]);
  });

  it("points at the edit, names the cause, and suggests removing the edit", () => {
    const [left] = found(clearing([{ type: "clear_tool_uses_20250919" }, { type: "clear_thinking_20251015" }]));
    expect(left!.pointer).toBe("/context_management/edits/1");
    expect(left!.path).toBe("");
    expect(left!.hint).toMatch(/leaves `thinking` out and claude-sonnet-4-5 does not think by default/);
    expect(left!.suggestions).toEqual([
      { description: "Remove the `clear_thinking_20251015` edit", edits: [{ op: "remove", path: "/context_management/edits/1" }] },
    ]);
    const [disabled] = found({ ...clearing(), thinking: { type: "disabled" } });
    expect(disabled!.hint).toMatch(/sets `thinking` to `disabled`/);
  });
});

describe("output-schema-unsupported", () => {
  const rule = "output-schema-unsupported";
  const closed = (properties: Record<string, unknown>) => ({
    type: "object",
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
  });
  const config = (schema: unknown) => ({ output_config: { format: { type: "json_schema", schema } } });
  const format = (schema: unknown) => ({ output_format: { type: "json_schema", schema } });
  const found = (request: Record<string, unknown>, options: LintOptions = {}) =>
    lintValue({ model: "claude-sonnet-4-5", max_tokens: 1024, messages: ask, ...request }, { ...options, rules: { [rule]: "error" } }).filter(
      (d) => d.ruleId === rule,
    );

  it("reports each refused keyword with the path of the field that holds the schema", () => {
    expect(findings(format(closed({ age: { type: "integer", minimum: 1 } })), rule)).toEqual([
      "output_format.schema: For 'integer' type, property 'minimum' is not supported",
    ]);
    expect(findings(config(closed({ score: { type: "number", maximum: 10 } })), rule)).toEqual([
      "output_config.format.schema: For 'number' type, property 'maximum' is not supported",
    ]);
    expect(
      findings(
        config(closed({ tags: { type: "array", items: { type: "string" }, maxItems: 5, minItems: 2 }, n: { type: "number", multipleOf: 0.5 } })),
        rule,
      ),
    ).toEqual([
      "output_config.format.schema: For 'number' type, property 'multipleOf' is not supported",
      "output_config.format.schema: For 'array' type, property 'maxItems' is not supported",
      "output_config.format.schema: For 'array' type, 'minItems' values other than 0 or 1 are not supported",
    ]);
  });

  it("names `maximum` and `minimum` of one schema in the recorded plural text, and stays silent for sets whose text is not recorded", () => {
    expect(findings(config(closed({ p: { type: "integer", minimum: 0, maximum: 1 } })), rule)).toEqual([
      "output_config.format.schema: For 'integer' type, properties maximum, minimum are not supported",
    ]);
    expect(findings(config(closed({ p: { type: "integer", minimum: 0, multipleOf: 2 } })), rule)).toEqual([]);
    expect(findings(config(closed({ p: { type: "integer", minimum: 0, exclusiveMaximum: 9 } })), rule)).toEqual([]);
    expect(findings(config(closed({ p: { type: "integer", exclusiveMinimum: 0 } })), rule)).toEqual([]);
    // Apart, each has its own text.
    expect(findings(config(closed({ p: { type: "integer", minimum: 0 }, q: { type: "integer", multipleOf: 2 } })), rule)).toHaveLength(2);
  });

  it("reports objects that are open or do not close themselves, nested ones included, and nothing else about them", () => {
    const schema = {
      type: "object",
      properties: { meta: { type: "object", additionalProperties: true }, map: { type: "object", additionalProperties: { type: "string" } } },
      $defs: { Item: { anyOf: [{ type: "object", properties: { a: { type: "string" } } }, { type: "null" }] } },
      additionalProperties: false,
    };
    const found2 = found(config(schema));
    expect(found2.map((d) => [d.message, d.pointer])).toEqual([
      [
        "output_config.format.schema: For 'object' type, 'additionalProperties' must be explicitly set to false",
        "/output_config/format/schema/$defs/Item/anyOf/0",
      ],
      [
        "output_config.format.schema: For 'object' type, 'additionalProperties: true' is not supported. Please set 'additionalProperties' to false",
        "/output_config/format/schema/properties/meta/additionalProperties",
      ],
    ]);
    expect(found2.map((d) => d.suggestions![0]!.edits)).toEqual([
      [{ op: "add", path: "/output_config/format/schema/$defs/Item/anyOf/0/additionalProperties", value: false }],
      [{ op: "replace", path: "/output_config/format/schema/properties/meta/additionalProperties", value: false }],
    ]);
    // A `type` list is not named by the texts.
    expect(findings(config({ type: ["object", "null"], properties: {} }), rule)).toEqual([]);
  });

  it("accepts `minItems` 0 and 1 and keywords Claude takes", () => {
    expect(
      findings(
        config(
          closed({
            a: { type: "array", items: { type: "string" }, minItems: 1 },
            b: { type: "array", minItems: 0 },
            s: { type: "string", minLength: 1, pattern: "^a" },
          }),
        ),
        rule,
      ),
    ).toEqual([]);
  });

  it("is silent for a model without structured outputs or unknown to the table, and for a format that is not a JSON schema", () => {
    const body = config(closed({ age: { type: "integer", minimum: 1 } }));
    expect(findings({ ...body, model: "claude-haiku-4-5" }, rule)).toHaveLength(1);
    expect(findings({ ...body, model: "claude-opus-4-1" }, rule)).toHaveLength(1);
    expect(findings({ ...body, model: "claude-sonnet-4-20250514" }, rule)).toEqual([]);
    expect(findings({ ...body, model: "claude-3-5-haiku-latest" }, rule)).toEqual([]);
    expect(findings({ ...body, model: "gateway-model" }, rule)).toEqual([]);
    expect(findings({ output_config: { format: { type: "text", schema: { type: "object" } } } }, rule)).toEqual([]);
  });

  it("leaves `output_format` alone when the configured betas lack structured outputs (the field itself is refused)", () => {
    const body = format(closed({ age: { type: "integer", minimum: 1 } }));
    expect(findings(body, rule, { settings: { betas: [] } })).toEqual([]);
    expect(findings(body, rule, { settings: { betas: ["structured-outputs-2025-11-13"] } })).toHaveLength(1);
    expect(findings({ ...body, ...config(closed({ n: { type: "integer", multipleOf: 3 } })) }, rule, { settings: { betas: [] } })).toEqual([
      "output_config.format.schema: For 'integer' type, property 'multipleOf' is not supported",
    ]);
  });

  it("points at the keyword, names its place in the hint, and suggests removing it", () => {
    const [minimum] = found(format(closed({ age: { type: "integer", minimum: 1 } })));
    expect(minimum!.pointer).toBe("/output_format/schema/properties/age/minimum");
    expect(minimum!.path).toBe("output_format.schema");
    expect(minimum!.hint).toMatch(/^The schema at `#\/properties\/age` sets `minimum: 1` on a schema of type `integer`/);
    expect(minimum!.suggestions).toEqual([
      { description: "Remove `minimum`", edits: [{ op: "remove", path: "/output_format/schema/properties/age/minimum" }] },
    ]);
    const [bounds] = found(config({ ...closed({}), type: "number", minimum: 0, maximum: 1, additionalProperties: undefined }));
    expect(bounds!.pointer).toBe("/output_config/format/schema");
    expect(bounds!.hint).toMatch(/^The schema's root sets `minimum` and `maximum`/);
    expect(bounds!.suggestions![0]!.edits).toEqual([
      { op: "remove", path: "/output_config/format/schema/minimum" },
      { op: "remove", path: "/output_config/format/schema/maximum" },
    ]);
  });
});
