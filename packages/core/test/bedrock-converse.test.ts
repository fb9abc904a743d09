/** The Bedrock Converse dialect: detection, its model table, the pairing family and the path forms. */
import { describe, expect, it } from "vitest";
import { loadFixtures } from "../../../fixtures/load.js";
import { bedrockConverse } from "../src/dialects/bedrock-converse/index.js";
import { baseModelId, isBareBaseId, modelFacts, onDemandRegions } from "../src/dialects/bedrock-converse/models.js";
import { validationPath } from "../src/dialects/bedrock-converse/paths.js";
import { assertValid, builtinDialects, detectDialect, explainApiError, lint, lintValue, repair, type LintOptions } from "../src/index.js";

const CLAUDE = "us.anthropic.claude-sonnet-4-5-20250929-v1:0";
/** Claude 3.5 Sonnet of June 2024: a model users' pasted 400s show refusing adjacent same-role messages (bedrock-alternate). */
const CLAUDE_3_5_SONNET = "anthropic.claude-3-5-sonnet-20240620-v1:0";
const converse = (model?: string): LintOptions => ({ settings: { dialect: "bedrock-converse", ...(model ? { model } : {}) } });
const user = (...content: unknown[]) => ({ role: "user", content });
const assistant = (...content: unknown[]) => ({ role: "assistant", content });
const text = (value: string) => ({ text: value });
const toolUse = (toolUseId: string, name = "get_weather") => ({ toolUse: { toolUseId, name, input: {} } });
const toolResult = (toolUseId: string, extra: Record<string, unknown> = {}) => ({ toolResult: { toolUseId, content: [{ text: "ok" }], ...extra } });
const TOOLS = { tools: [{ toolSpec: { name: "get_weather", inputSchema: { json: { type: "object" } } } }] };
const ids = (value: unknown, options: LintOptions = converse()) => lintValue(value, options).map((d) => [d.ruleId, d.message, d.pointer]);

describe("detection", () => {
  const dialectOf = (value: unknown) => {
    const found = detectDialect(value, builtinDialects);
    return found.dialect?.id ?? (found.candidates ? `ambiguous: ${found.candidates.map((d) => d.id).join(", ")}` : "none");
  };
  it("takes single-key content blocks, inferenceConfig, toolConfig and a system of {text} blocks as Converse", () => {
    expect(dialectOf({ messages: [user(text("hi"))] })).toBe("bedrock-converse");
    expect(dialectOf({ messages: [user(text("hi"))], system: [text("Be brief.")] })).toBe("bedrock-converse");
    expect(dialectOf({ messages: [], inferenceConfig: {} })).toBe("bedrock-converse");
    expect(dialectOf({ messages: [], toolConfig: TOOLS })).toBe("bedrock-converse");
    expect(dialectOf([user(text("hi"))])).toBe("bedrock-converse");
  });
  it("leaves the Messages API's bodies, and bodies with nothing of either, to anthropic", () => {
    expect(dialectOf({ model: "claude-sonnet-4-5", max_tokens: 5, messages: [{ role: "user", content: "hi" }] })).toBe("anthropic");
    expect(dialectOf({ messages: [{ role: "user", content: [{ type: "text", text: "hi" }] }], system: [{ type: "text", text: "x" }] })).toBe(
      "anthropic",
    );
    expect(dialectOf({ messages: [] })).toBe("anthropic");
  });
});

describe("bedrock-cache-after-reasoning", () => {
  const reasoning = { reasoningContent: { reasoningText: { text: "391.", signature: "sig" } } };
  const cachePoint = { cachePoint: { type: "default" } };
  const found = (content: unknown[]) =>
    lintValue({ messages: [user(text("17 * 23?")), assistant(...content)] }, converse(CLAUDE))
      .filter((d) => d.ruleId === "bedrock-cache-after-reasoning")
      .map((d) => d.pointer);
  it("finds the block before a cache point by its place among the message's blocks, past an entry that is no block", () => {
    expect(found([reasoning, cachePoint, text("391")])).toEqual(["/messages/1/content/1"]);
    expect(found(["not a block", reasoning, cachePoint, text("391")])).toEqual(["/messages/1/content/2"]);
    expect(found([reasoning, "not a block", cachePoint, text("391")])).toEqual([]);
  });
});

describe("bedrock-image-mismatch", () => {
  const NOVA_LITE = "us.amazon.nova-lite-v1:0";
  const base64 = (value: string) => btoa(value);
  const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
  const found = (format: string, bytes: string, model = NOVA_LITE) =>
    lintValue({ messages: [user(text("Describe this image."), { image: { format, source: { bytes } } })] }, converse(model))
      .filter((d) => d.ruleId === "bedrock-image-mismatch")
      .map((d) => d.message);
  const detected = (declared: string) =>
    `The model returned the following errors: The detected file MIME type text/plain does not match the expected type image/${declared}. Reformat your input and try again.`;
  it("reports plain text under an image format on Nova Lite, with the declared type; base64 encoded twice is text too", () => {
    expect(found("png", base64("these bytes are not a PNG image"))).toEqual([detected("png")]);
    expect(found("jpeg", base64(PNG))).toEqual([detected("jpeg")]);
  });
  it("is silent on Nova Lite for bytes a sniffer may name otherwise, too short to tell, or an image signature", () => {
    expect(found("png", base64("<!DOCTYPE html><html></html>"))).toEqual([]);
    expect(found("png", base64('{"error": "not found"}'))).toEqual([]);
    expect(found("png", base64("data:image/png;base64,iVBORw0KGgo"))).toEqual([]);
    expect(found("png", base64("Subject: hello there"))).toEqual([]);
    expect(found("png", base64("short"))).toEqual([]);
    expect(found("png", base64("caf\u00e9 au lait, no image"))).toEqual([]);
    expect(found("jpeg", PNG)).toEqual([]);
    expect(found("png", PNG)).toEqual([]);
  });
  it("is silent for text on models whose text for it is not recorded (Nova Pro, Claude)", () => {
    expect(found("png", base64("these bytes are not a PNG image"), "us.amazon.nova-pro-v1:0")).toEqual([]);
    expect(found("png", base64("these bytes are not a PNG image"), CLAUDE)).toEqual([]);
  });
});

describe("bedrock-reasoning-replay", () => {
  const R1 = "us.deepseek.r1-v1:0";
  const HAIKU_3 = "us.anthropic.claude-3-haiku-20240307-v1:0";
  const reasoning = (extra: Record<string, unknown> = {}) => ({ reasoningContent: { reasoningText: { text: "Think.", ...extra } } });
  const found = (messages: unknown[], model = R1) =>
    lintValue({ messages }, converse(model))
      .filter((d) => d.ruleId === "bedrock-reasoning-replay" || d.ruleId === "bedrock-thinking-signature")
      .map((d) => [d.ruleId, d.pointer, d.suggestions?.length ?? 0]);
  it("reports every unsigned reasoning block, in assistant and user messages, and suggests removing it beside other blocks", () => {
    expect(found([user(text("Hey")), assistant(text("Hello!"), reasoning()), user(reasoning(), text("And?"))])).toEqual([
      ["bedrock-reasoning-replay", "/messages/1/content/1", 1],
      ["bedrock-reasoning-replay", "/messages/2/content/0", 1],
    ]);
    expect(found([user(text("Hey")), assistant(reasoning()), user(text("And?"))])).toEqual([
      ["bedrock-reasoning-replay", "/messages/1/content/0", 0],
    ]);
  });
  it("on Claude 3 Haiku replaces bedrock-thinking-signature, whose text later Claude models give", () => {
    const messages = [user(text("Hey")), assistant(reasoning(), text("Hello!")), user(text("And?"))];
    expect(found(messages, HAIKU_3)).toEqual([["bedrock-reasoning-replay", "/messages/1/content/0", 1]]);
    expect(found(messages, CLAUDE)).toEqual([["bedrock-thinking-signature", "/messages/1/content/0", 1]]);
  });
  it("is silent for signed and redacted reasoning, and for models not recorded refusing it", () => {
    const redacted = { reasoningContent: { redactedContent: "AAAA" } };
    expect(found([user(text("Hey")), assistant(reasoning({ signature: "sig" }), redacted, text("Hello!")), user(text("And?"))])).toEqual([]);
    expect(found([user(text("Hey")), assistant(reasoning(), text("Hello!")), user(text("And?"))], "us.amazon.nova-2-lite-v1:0")).toEqual([]);
    expect(found([user(text("Hey")), assistant(reasoning(), text("Hello!")), user(text("And?"))], "us.unknown.model-v1:0")).toEqual([]);
  });
});

describe("bedrock-output-schema", () => {
  const strictTool = (json: unknown) => ({
    tools: [
      { cachePoint: { type: "default" } },
      { toolSpec: { name: "a", inputSchema: { json: { type: "object" } } } },
      { toolSpec: { name: "b", strict: true, inputSchema: { json } } },
    ],
  });
  const schema = {
    type: "object",
    properties: { tags: { type: "array", items: { type: "string" }, minItems: 3, maxItems: 5 } },
    $defs: { Count: { anyOf: [{ type: "number", multipleOf: 0.5 }, { type: "null" }] } },
  };
  const body = { messages: [user(text("Tag it."))], toolConfig: strictTool(schema) };
  const found = (model?: string) => ids(body, converse(model)).filter(([id]) => id === "bedrock-output-schema");
  it("reports every refused keyword of a strict tool, with Anthropic's tool index (cache points left out)", () => {
    expect(found(CLAUDE)).toEqual([
      [
        "bedrock-output-schema",
        "The model returned the following errors: tools.1.custom: For 'number' type, property 'multipleOf' is not supported",
        "/toolConfig/tools/2/toolSpec/inputSchema/json/$defs/Count/anyOf/0/multipleOf",
      ],
      [
        "bedrock-output-schema",
        "The model returned the following errors: tools.1.custom: For 'array' type, property 'maxItems' is not supported",
        "/toolConfig/tools/2/toolSpec/inputSchema/json/properties/tags/maxItems",
      ],
      [
        "bedrock-output-schema",
        "The model returned the following errors: tools.1.custom: For 'array' type, 'minItems' values other than 0 or 1 are not supported",
        "/toolConfig/tools/2/toolSpec/inputSchema/json/properties/tags/minItems",
      ],
    ]);
  });
  it("is silent for a tool that is not strict, for a model the table does not know, and for Claude without structured outputs", () => {
    expect(
      ids(
        { messages: [user(text("Tag it."))], toolConfig: { tools: [{ toolSpec: { name: "b", inputSchema: { json: schema } } }] } },
        converse(CLAUDE),
      ),
    ).toEqual([]);
    expect(found()).toEqual([]);
    expect(found("us.does-not-exist-model-v1:0")).toEqual([]);
    expect(found("anthropic.claude-3-5-sonnet-20240620-v1:0")).toEqual([]);
  });
  it("skips an output schema that is not JSON", () => {
    const format = { textFormat: { type: "json_schema", structure: { jsonSchema: { schema: "{not json", name: "X" } } } };
    expect(ids({ messages: [user(text("Hi"))], outputConfig: format }, converse(CLAUDE))).toEqual([]);
  });
});

describe("the model table", () => {
  it("reads ids, inference profiles and ARNs", () => {
    expect(baseModelId("us.anthropic.claude-sonnet-4-5-20250929-v1:0")).toBe("anthropic.claude-sonnet-4-5-20250929-v1:0");
    expect(baseModelId("global.anthropic.claude-opus-4-7")).toBe("anthropic.claude-opus-4-7");
    expect(baseModelId("arn:aws:bedrock:us-east-1::foundation-model/amazon.nova-pro-v1:0")).toBe("amazon.nova-pro-v1:0");
    expect(baseModelId("arn:aws:bedrock:eu-west-1:123456789012:inference-profile/eu.meta.llama3-2-3b-instruct-v1:0")).toBe(
      "meta.llama3-2-3b-instruct-v1:0",
    );
    expect(baseModelId("arn:aws:bedrock:us-east-1:123456789012:application-inference-profile/mi1dadi0g15f")).toBeUndefined();
    expect(modelFacts(CLAUDE)?.claude).toEqual({ line: "sonnet", version: 4.5 });
    expect(modelFacts("apac.anthropic.claude-3-7-sonnet-20250219-v1:0")?.claude).toEqual({ line: "sonnet", version: 3.7 });
    expect(modelFacts("us.amazon.nova-micro-v1:0")?.family).toBe("nova");
    expect(modelFacts("mistral.mistral-7b-instruct-v0:2")?.rejectsSystem).toBe(true);
    expect(modelFacts("mistral.mistral-large-2407-v1:0")?.rejectsSystem).toBe(false);
    // Titan Text takes adjacent same-role messages (a recorded 200); whether it takes a leading assistant message is not known.
    expect(modelFacts("amazon.titan-text-express-v1")).toMatchObject({ family: "titan", rejectsAdjacentRoles: false, leadingAssistant: undefined });
    expect(modelFacts(CLAUDE)).toMatchObject({ rejectsAdjacentRoles: false, leadingAssistant: true });
    // Adjacent same-role messages: refused on Claude 3 Sonnet and Claude 3.5 Sonnet of June 2024 (users' pasted 400s);
    // Claude 3.5 Haiku took them (recorded 200s, ruby_llm); nothing is recorded for the other models, so the rule stays silent.
    expect(modelFacts("anthropic.claude-3-sonnet-20240229-v1:0")).toMatchObject({ rejectsAdjacentRoles: true });
    expect(modelFacts("anthropic.claude-3-5-sonnet-20240620-v1:0")).toMatchObject({ rejectsAdjacentRoles: true });
    expect(modelFacts("us.anthropic.claude-3-5-sonnet-20240620-v1:0")).toMatchObject({ rejectsAdjacentRoles: true });
    expect(modelFacts("anthropic.claude-3-5-haiku-20241022-v1:0")).toMatchObject({ rejectsAdjacentRoles: false });
    expect(modelFacts("anthropic.claude-3-haiku-20240307-v1:0")).toMatchObject({ rejectsAdjacentRoles: false });
    expect(modelFacts("us.anthropic.claude-haiku-4-5-20251001-v1:0")).toMatchObject({ rejectsAdjacentRoles: false });
    expect(modelFacts("anthropic.claude-3-5-sonnet-20241022-v2:0")).toMatchObject({ rejectsAdjacentRoles: false });
    expect(modelFacts("us.amazon.nova-pro-v1:0")).toMatchObject({ rejectsAdjacentRoles: false });
    // Tools: DeepSeek R1 and Llama 3.2 3B refuse them (recorded 400s on us.meta.llama3-2-3b, req_llm); Llama 3.3 70B took them.
    expect(modelFacts("us.meta.llama3-2-3b-instruct-v1:0")?.rejectsTools).toBe(true);
    expect(modelFacts("us.meta.llama3-3-70b-instruct-v1:0")?.rejectsTools).toBe(false);
    expect(modelFacts("meta.llama3-2-11b-instruct-v1:0")?.rejectsTools).toBe(false);
    expect(modelFacts("meta.llama3-2-1b-instruct-v1:0")?.rejectsTools).toBe(false);
    // Claude 3 Haiku took a user message of results followed by a user text message (recorded 200s, crewAI cassettes).
    expect(modelFacts("anthropic.claude-3-haiku-20240307-v1:0")?.acceptsContentAfterResultMessage).toBe(true);
    expect(modelFacts("us.amazon.nova-micro-v1:0")?.acceptsContentAfterResultMessage).toBe(false);
    // Image signatures: rejections recorded on Claude Sonnet 4.5 and Opus 4.8; Claude 3.5 Sonnet took a PNG declared jpeg.
    expect(modelFacts(CLAUDE)?.checksImageSignature).toBe(true);
    expect(modelFacts("anthropic.claude-3-5-sonnet-20240620-v1:0")?.checksImageSignature).toBe(false);
    // Text sent as an image: Nova Lite's sniffer text is recorded (req_llm); Nova Pro, Nova 2 Lite and Claude are not.
    expect(modelFacts("amazon.nova-lite-v1:0")?.rejectsTextAsImage).toBe(true);
    expect(modelFacts("us.amazon.nova-lite-v1:0")?.rejectsTextAsImage).toBe(true);
    expect(modelFacts("us.amazon.nova-pro-v1:0")?.rejectsTextAsImage).toBe(false);
    expect(modelFacts("global.amazon.nova-2-lite-v1:0")?.rejectsTextAsImage).toBe(false);
    expect(modelFacts(CLAUDE)?.rejectsTextAsImage).toBe(false);
    // Replayed reasoning: DeepSeek R1 (users' 400s) and Claude 3 Haiku (vercel/ai's live reproduction); Nova 2 Lite took it.
    expect(modelFacts("us.deepseek.r1-v1:0")?.rejectsReasoningReplay).toBe(true);
    expect(modelFacts("us.anthropic.claude-3-haiku-20240307-v1:0")?.rejectsReasoningReplay).toBe(true);
    expect(modelFacts("anthropic.claude-3-5-haiku-20241022-v1:0")?.rejectsReasoningReplay).toBe(false);
    expect(modelFacts("us.amazon.nova-2-lite-v1:0")?.rejectsReasoningReplay).toBe(false);
    expect(modelFacts(CLAUDE)?.rejectsReasoningReplay).toBe(false);
    // Blank text: the evidence is Claude's; Nova Micro took a whitespace-only message (recorded 200s, pydantic-ai).
    expect(modelFacts(CLAUDE)?.rejectsBlankText).toBe(true);
    expect(modelFacts("us.amazon.nova-micro-v1:0")?.rejectsBlankText).toBe(false);
    // Documents need a text block on Claude and Nova (recorded 400s on Nova Pro, pydantic-ai).
    expect(modelFacts("us.amazon.nova-pro-v1:0")?.documentsNeedText).toBe(true);
    expect(modelFacts("meta.llama3-3-70b-instruct-v1:0")?.documentsNeedText).toBe(false);
    // Inference-profile-only: exact ids in no Region's in-Region column, recorded 400s on the bare id (req_llm, us-east-1).
    expect(modelFacts("anthropic.claude-sonnet-4-20250514-v1:0")?.inferenceProfileOnly).toBe(true);
    expect(modelFacts("us.anthropic.claude-haiku-4-5-20251001-v1:0")?.inferenceProfileOnly).toBe(true);
    expect(modelFacts("anthropic.claude-3-5-sonnet-20241022-v2:0")?.inferenceProfileOnly).toBe(false);
    expect(modelFacts("anthropic.claude-sonnet-4-6")?.inferenceProfileOnly).toBe(false);
    expect(modelFacts("meta.llama4-scout-17b-instruct-v1:0")?.inferenceProfileOnly).toBe(true);
    // Claude 3.7 Sonnet is served in-Region in London and GovCloud (US-West); Llama 3.2 1B got a 200 on its bare id.
    expect(modelFacts("anthropic.claude-3-7-sonnet-20250219-v1:0")?.inferenceProfileOnly).toBe(false);
    expect(modelFacts("meta.llama3-2-1b-instruct-v1:0")?.inferenceProfileOnly).toBe(false);
    // Llama 3.2 3B: no Region serves it in-Region, and no 200 is recorded on its bare id.
    expect(modelFacts("meta.llama3-2-3b-instruct-v1:0")?.inferenceProfileOnly).toBe(true);
    // The Region table: a Region serves a model in-Region or through profiles only, never both; the models left out
    // (answered both ways in us-east-1) and the Region-independent ones are not in it.
    for (const id of ["anthropic.claude-3-opus-20240229-v1:0", "anthropic.claude-3-7-sonnet-20250219-v1:0", "meta.llama3-3-70b-instruct-v1:0"]) {
      const regions = onDemandRegions(id)!;
      expect(regions.inRegion.length, id).toBeGreaterThan(0);
      expect(
        regions.profileOnly.filter((region) => regions.inRegion.includes(region)),
        id,
      ).toEqual([]);
      for (const region of [...regions.inRegion, ...regions.profileOnly]) expect(region).toMatch(/^[a-z]{2}(-[a-z]+)+-\d$/);
    }
    expect(onDemandRegions(" Anthropic.Claude-3-Opus-20240229-v1:0 ")?.inRegion).toEqual(["us-west-2"]);
    for (const id of ["anthropic.claude-3-5-haiku-20241022-v1:0", "meta.llama3-2-1b-instruct-v1:0", "meta.llama3-2-3b-instruct-v1:0"])
      expect(onDemandRegions(id), id).toBeUndefined();
    expect(isBareBaseId("anthropic.claude-sonnet-4-20250514-v1:0")).toBe(true);
    expect(isBareBaseId("global.anthropic.claude-sonnet-4-5-20250929-v1:0")).toBe(false);
    expect(isBareBaseId("arn:aws:bedrock:us-east-1::foundation-model/anthropic.claude-sonnet-4-20250514-v1:0")).toBe(false);
    // A prefill after a tool result, with tools: recorded 400s on Claude 3 Haiku and Claude 3 Sonnet only.
    expect(modelFacts("anthropic.claude-3-haiku-20240307-v1:0")?.rejectsPrefillAfterResults).toBe(true);
    expect(modelFacts(CLAUDE)?.rejectsPrefillAfterResults).toBe(false);
    expect(modelFacts("us.amazon.nova-micro-v1:0")?.leadingAssistant).toBe(false);
    // Bedrock writes GPT-5.6 with a dot (`us.openai.gpt-5.6-sol`, a recorded 400 for temperature); 5.60 is not 5.6.
    expect(modelFacts("us.openai.gpt-5.6-sol")?.rejectsTemperature).toBe(true);
    expect(modelFacts("openai.gpt-5.60")?.rejectsTemperature).toBe(false);
    expect(modelFacts("openai.gpt-5.5")?.rejectsTemperature).toBe(false);
    expect(modelFacts("google.gemma-3-27b-it")).toBeUndefined();
    expect(modelFacts("us.does-not-exist-model-v1:0")).toBeUndefined();
  });
});

describe("paths", () => {
  it("writes the validation layer's form: 1-based indices, each followed by member", () => {
    expect(validationPath({ pointer: "/messages/2/content/0/toolUse/name", path: "" })).toBe("messages.3.member.content.1.member.toolUse.name");
    expect(validationPath({ pointer: "/toolConfig/tools/0/toolSpec/name", path: "" })).toBe("toolConfig.tools.1.member.toolSpec.name");
    expect(validationPath({ pointer: "/inferenceConfig/temperature", path: "" })).toBe("inferenceConfig.temperature");
  });
});

describe("tool pairing", () => {
  const pair = [user(text("Weather in Paris?")), assistant(toolUse("t1"), toolUse("t2"))];
  it("reports the ids the next message does not answer, once per message", () => {
    expect(ids({ toolConfig: TOOLS, messages: [...pair, user(toolResult("t1"))] })).toEqual([
      ["bedrock-tool-result-missing", "Expected toolResult blocks at messages.2.content for the following Ids: t2", "/messages/2/content"],
    ]);
    expect(ids({ toolConfig: TOOLS, messages: [...pair, user(text("go on"))] })).toEqual([
      ["bedrock-tool-result-missing", "Expected toolResult blocks at messages.2.content for the following Ids: t1, t2", "/messages/2/content"],
    ]);
  });
  it("accepts results in any order, followed by other blocks, and a conversation that ends on the uses", () => {
    expect(ids({ toolConfig: TOOLS, messages: [...pair, user(toolResult("t2"), toolResult("t1"), text("and then?"))] })).toEqual([]);
    expect(ids({ toolConfig: TOOLS, messages: [...pair, user(toolResult("t2"), toolResult("t1"), text("and then?"))] }, converse(CLAUDE))).toEqual(
      [],
    );
    expect(ids({ toolConfig: TOOLS, messages: pair })).toEqual([]);
  });
  it("reports results after another block under Claude's own text, at the assistant message", () => {
    expect(ids({ toolConfig: TOOLS, messages: [...pair, user(toolResult("t1"), text("note"), toolResult("t2"))] }, converse(CLAUDE))).toEqual([
      [
        "bedrock-tool-result-missing",
        "The model returned the following errors: messages.1: `tool_use` ids were found without `tool_result` blocks immediately after: t2. Each `tool_use` block must have a corresponding `tool_result` block in the next message.",
        "/messages/1",
      ],
    ]);
  });
  it("counts results against the uses of the message before: no merging of split result messages", () => {
    expect(ids({ toolConfig: TOOLS, messages: [...pair, user(toolResult("t1")), user(toolResult("t2"))] }).map(([id, , at]) => [id, at])).toEqual([
      ["bedrock-tool-result-missing", "/messages/2/content"],
      ["bedrock-tool-result-excess", "/messages/3/content"],
    ]);
    // On a model that refuses adjacent same-role messages, the split is an alternation error too.
    const split = { toolConfig: TOOLS, messages: [...pair, user(toolResult("t1")), user(toolResult("t2"))] };
    expect(ids(split, converse(CLAUDE_3_5_SONNET)).map(([id, , at]) => [id, at])).toContainEqual(["bedrock-alternate", "/messages/3"]);
    expect(ids({ toolConfig: TOOLS, messages: [user(toolResult("t9"))] })).toEqual([
      [
        "bedrock-tool-result-excess",
        "The number of toolResult blocks at messages.0.content exceeds the number of toolUse blocks of previous turn.",
        "/messages/0/content",
      ],
    ]);
  });
  it("ignores results in an assistant message (server-side tools)", () => {
    expect(ids({ toolConfig: TOOLS, messages: [user(text("run it")), assistant(toolUse("s1"), toolResult("s1"), text("done"))] })).toEqual([]);
  });
  it("wants a toolConfig when the messages hold tool blocks", () => {
    expect(ids({ messages: [...pair, user(toolResult("t1"), toolResult("t2"))], inferenceConfig: {} })).toEqual([
      [
        "bedrock-toolconfig-required",
        "The toolConfig field must be defined when using toolUse and toolResult content blocks.",
        "/messages/1/content/0",
      ],
    ]);
  });
  it("wants content in an error result", () => {
    expect(ids({ toolConfig: TOOLS, messages: [...pair, user(toolResult("t1", { content: [], status: "error" }), toolResult("t2"))] })).toEqual([
      [
        "bedrock-tool-result-error-empty",
        "The content field at messages.2.content.0.toolResult cannot be empty when status value is error.",
        "/messages/2/content/0/toolResult",
      ],
    ]);
  });
});

it("is registered", () => {
  expect(builtinDialects.map((d) => d.id)).toContain(bedrockConverse.id);
});

describe("model-dependent rules", () => {
  const dependent = bedrockConverse.rules
    .map((rule) => rule.meta.id)
    .filter((id) => {
      const invalid = loadFixtures(id).filter((c) => c.kind === "invalid");
      return invalid.length > 0 && invalid.every((c) => typeof c.options.settings?.model === "string");
    });
  it("are the ones whose invalid fixtures all name a model", () => {
    expect(dependent.length).toBeGreaterThan(15);
  });
  it.each(dependent)("%s is silent for a model msglint does not know, and without a model", (id) => {
    for (const fixture of loadFixtures(id).filter((c) => c.kind === "invalid")) {
      for (const model of ["example.unknown-model-v1:0", undefined]) {
        const settings = { ...fixture.options.settings, dialect: "bedrock-converse", model };
        const found = lintValue(JSON.parse(fixture.text), { settings }).filter((d) => d.ruleId === id);
        expect(found, `${fixture.name} with ${model}`).toEqual([]);
      }
    }
  });
});

describe("inputs", () => {
  const body = { messages: [user(text("a")), user(text("b"))], inferenceConfig: {} };
  it("reads a HAR entry to /model/{modelId}/converse and converse-stream as Converse, the model from the URL", () => {
    const entry = (path: string, value: unknown) => ({
      request: { method: "POST", url: `https://bedrock-runtime.eu-west-1.amazonaws.com/model/${path}`, postData: { text: JSON.stringify(value) } },
    });
    const leading = { messages: [assistant(text("Hi!")), user(text("Hello"))], system: [] };
    const har = {
      log: {
        entries: [
          entry("eu.amazon.nova-lite-v1%3A0/converse", leading),
          entry("eu.anthropic.claude-sonnet-4-5-20250929-v1%3A0/converse-stream", leading),
        ],
      },
    };
    const found = lintValue(har).map((d) => [d.ruleId, d.pointer]);
    // Nova takes no leading assistant message; Claude does (the model is each entry's own).
    expect(found).toEqual([["bedrock-first-user", "/log/entries/0/request/postData/text"]]);
  });
  it("takes the Region from a HAR entry's host: a bare id that Region serves only through a profile is reported there", () => {
    const entry = (host: string) => ({
      request: {
        method: "POST",
        url: `https://${host}/model/anthropic.claude-3-opus-20240229-v1%3A0/converse`,
        postData: { text: JSON.stringify({ messages: [user(text("Hello"))] }) },
      },
    });
    // us-west-2 serves Claude 3 Opus in-Region; a host that names no Region leaves the rule silent.
    const inUsEast1 = "Bedrock serves anthropic.claude-3-opus-20240229-v1:0 on demand only in us-west-2 (AWS's Region table), not in us-east-1.";
    const har = {
      log: {
        entries: [
          entry("bedrock-runtime.us-east-1.amazonaws.com"),
          entry("bedrock-runtime.us-west-2.amazonaws.com"),
          entry("bedrock-runtime-fips.us-east-1.amazonaws.com"),
          entry("example.com"),
        ],
      },
    };
    const found = lintValue(har).map((d) => [d.ruleId, d.pointer, d.hint?.includes(inUsEast1)]);
    expect(found).toEqual([
      ["bedrock-inference-profile-required", "/log/entries/0/request/postData/text", true],
      ["bedrock-inference-profile-required", "/log/entries/2/request/postData/text", true],
    ]);
  });
  it("reads Bedrock batch inference records, modelInput in its own format", () => {
    const lines = [
      JSON.stringify({ recordId: "R1", modelInput: { ...body, inferenceConfig: { temperature: 2 } } }),
      JSON.stringify({
        recordId: "R2",
        modelInput: { anthropic_version: "bedrock-2023-05-31", max_tokens: 5, messages: [{ role: "user", content: "hi" }] },
      }),
    ].join("\n");
    const found = lint(lines, { format: "jsonl" });
    expect(found.map((d) => [d.ruleId, d.pointer, d.document?.index, d.hint?.slice(0, 32)])).toEqual([
      ["bedrock-temperature-range", "/modelInput/inferenceConfig/temperature", 0, 'In batch record recordId "R1".'],
    ]);
  });
  it("lints with --dialect bedrock-converse a body detection would give to another format", () => {
    const plain = {
      messages: [
        { role: "user", content: [{ text: "a" }] },
        { role: "user", content: [{ text: "b" }] },
      ],
    };
    expect(lint(JSON.stringify(plain), { settings: { dialect: "bedrock-converse", model: CLAUDE_3_5_SONNET } }).map((d) => d.ruleId)).toEqual([
      "bedrock-alternate",
    ]);
    // Without a model, or on one msglint does not know to refuse them, adjacent same-role messages are not reported.
    expect(lint(JSON.stringify(plain), { settings: { dialect: "bedrock-converse" } }).map((d) => d.ruleId)).toEqual([]);
  });
});

describe("repair and assertValid", () => {
  const broken = {
    toolConfig: TOOLS,
    messages: [
      user(text("Weather in Paris and Lyon?")),
      assistant(toolUse("t1"), toolUse("t2")),
      user(toolResult("t1")),
      user(toolResult("t2"), text(""), text("go on")),
    ],
  };
  it("repairs a split pair: merge the messages, then nothing is missing", () => {
    const { request, changes } = repair(broken, {
      strategies: ["bedrock-merge-adjacent-messages", "bedrock-drop-blank-text"],
      settings: { dialect: "bedrock-converse", model: CLAUDE_3_5_SONNET },
    });
    expect(changes.map((c) => c.strategy)).toEqual(["bedrock-merge-adjacent-messages", "bedrock-merge-adjacent-messages", "bedrock-drop-blank-text"]);
    expect(lintValue(request)).toEqual([]);
  });
  it("answers an interrupted call with an error result, once", () => {
    const interrupted = { toolConfig: TOOLS, messages: [user(text("Weather?")), assistant(toolUse("t1")), user(text("Never mind."))] };
    const once = repair(interrupted, { strategies: ["bedrock-synthesize-missing-results"] });
    expect((once.request.messages[2] as { content: unknown[] }).content[0]).toEqual({
      toolResult: { toolUseId: "t1", content: [{ text: "The tool call was interrupted before it returned a result." }], status: "error" },
    });
    expect(lintValue(once.request)).toEqual([]);
    expect(repair(once.request, { strategies: ["bedrock-synthesize-missing-results"] }).changes).toEqual([]);
  });
  it("assertValid throws with Bedrock's text, and passes a valid body", () => {
    expect(() => assertValid(broken, { settings: { dialect: "bedrock-converse" } })).toThrow(
      /Expected toolResult blocks at messages\.2\.content for the following Ids: t2/,
    );
    const valid = { toolConfig: TOOLS, messages: [user(text("Weather?")), assistant(toolUse("t1")), user(toolResult("t1"))] };
    expect(assertValid(valid, { settings: { dialect: "bedrock-converse", model: CLAUDE } })).toBe(valid);
  });
});

describe("explain on Bedrock's texts", () => {
  it.each([
    [
      "An error occurred (ValidationException) when calling the Converse operation: Expected toolResult blocks at messages.2.content for the following Ids: tooluse_a, tooluse_b",
      "bedrock-tool-result-missing",
    ],
    [
      '{"message":"The number of toolResult blocks at messages.186.content exceeds the number of toolUse blocks of previous turn."}',
      "bedrock-tool-result-excess",
    ],
    [
      "The model returned the following errors: Malformed input request: #/messages/2/content/0: extraneous key [toolResult] is not permitted, please reformat your input and try again.",
      "bedrock-s3-source",
    ],
    ["This model doesn't support the s3Uri field. Remove s3Uri and try again.", "bedrock-field-unsupported"],
    [
      "1 validation error detected: Value at 'toolConfig.tools' failed to satisfy constraint: Member must have length greater than or equal to 1",
      "bedrock-request-schema",
    ],
    ["ValidationException: The toolConfig field must be defined when using toolUse and toolResult content blocks.", "bedrock-toolconfig-required"],
  ])("%s", (text, rule) => {
    expect(explainApiError(text).ruleIds).toContain(rule);
  });
});
