import { describe, expect, it } from "vitest";
import { apiErrors } from "../src/api-errors.js";
import { anthropic } from "../src/dialects/anthropic/index.js";
import { gemini } from "../src/dialects/gemini/index.js";
import { builtinDialects } from "../src/dialects/index.js";
import { openaiChat } from "../src/dialects/openai-chat/index.js";
import { formatMessage } from "../src/engine/messages.js";
import { ApiErrorExplainer, apiPathToPointer, explainApiError } from "../src/explain.js";
import { ruleCreator } from "../src/engine/create-rule.js";
import type { Dialect } from "../src/engine/dialect.js";
import { rules } from "../src/dialects/anthropic/rules/index.js";

/**
 * Real error texts, as api-rules.md quotes them (its examples and evidence), one or more per rule that has a
 * text, with the rule id each must lead to.
 */
const REAL_TEXTS: readonly [id: string, text: string][] = [
  [
    "tool-use-missing-result",
    "messages.33: `tool_use` ids were found without `tool_result` blocks immediately after: toolu_01HqfLWiAKQLsniF2fBGF2KD, toolu_01SJzDkeAZER935cpGFptTNk. Each `tool_use` block must have a corresponding `tool_result` block in the next message.",
  ],
  [
    "tool-result-not-first-legacy",
    "messages.4: Did not find 1 `tool_result` block(s) at the beginning of this message. Messages following `tool_use` blocks must begin with a matching number of `tool_result` blocks.",
  ],
  [
    "tool-result-unexpected-id",
    "messages.4.content.5: unexpected `tool_use_id` found in `tool_result` blocks: toolu_01Abc. Each `tool_result` block must have a corresponding `tool_use` block in the previous message.",
  ],
  [
    "tool-result-duplicate-id",
    "messages.2.content.1: each tool_use must have a single result. Found multiple `tool_result` blocks with id: toolu_01X",
  ],
  ["tool-use-id-duplicate", "messages.7.content.1: tool_use ids must be unique"],
  ["tool-result-in-assistant-message", "messages.3: `tool_result` blocks can only be in `user` messages"],
  ["tool-use-in-user-message", "messages.0: `tool_use` blocks can only be in `assistant` messages"],
  ["tool-use-id-pattern", "messages.5.content.1.tool_use.id: String should match pattern '^[a-zA-Z0-9_-]+$'"],
  ["tool-result-tool-use-id-required", "messages.2.content.0.tool_result.tool_use_id: Field required"],
  ["tool-use-input-not-object", "messages.61.content.0.tool_use.input: Input should be a valid dictionary"],
  [
    "tool-result-content-block-type",
    "messages.3.content.0.tool_result.content.1: Input tag 'tool_reference' found using 'type' does not match any of the expected tags: 'document', 'image', 'search_result', 'text'",
  ],
  ["tool-reference-unknown", "Tool reference 'mcp__github__create_issue' not found in available tools"],
  ["tool-reference-name-too-long", "messages.166.content.0.tool_result.content.0.tool_reference.tool_name: String should have at most 64 characters"],
  [
    "server-tool-use-unresolved",
    "messages.33: `web_search` tool use with id `srvtoolu_01TdZMAv8HuyLEFjPi3iN9sN` was found without a corresponding `web_search_tool_result` block",
  ],
  [
    "server-tool-result-unexpected-id",
    "messages.5.content.2: unexpected `tool_use_id` found in `advisor_tool_result` blocks: srvtoolu_01X. Each `advisor_tool_result` block must have a corresponding `server_tool_use` block before it.",
  ],
  ["server-tool-use-id-pattern", "messages.3.content.1.server_tool_use.id: String should match pattern '^srvtoolu_[a-zA-Z0-9_]+$'"],
  ["messages-empty", "messages: at least one message is required"],
  // msglint's own text (the API's was never observed), so that a report pasted back finds its rule.
  ["messages-too-many", "messages: There is a limit of 100,000 messages in a single request. Found 100001."],
  ["message-content-empty", "messages.11: all messages must have non-empty content except for the optional final assistant message"],
  ["message-content-empty", "messages.2: user messages must have non-empty content"],
  ["text-block-empty", "messages: text content blocks must be non-empty"],
  ["text-block-whitespace-only", "messages: text content blocks must contain non-whitespace text"],
  ["final-assistant-trailing-whitespace", "messages: final assistant content cannot end with trailing whitespace"],
  ["prefill-not-supported", "This model does not support assistant message prefill. The conversation must end with a user message."],
  [
    "role-system-in-messages",
    'messages: Unexpected role "system". The Messages API accepts a top-level `system` parameter, not "system" as an input message role.',
  ],
  ["role-system-in-messages", "messages.0: use the top-level 'system' parameter for the initial system prompt"],
  ["first-message-not-user", 'messages: first message must use the "user" role'],
  ["roles-not-alternating", 'messages: roles must alternate between "user" and "assistant", but found multiple "assistant" roles in a row'],
  [
    "content-block-unknown-type",
    "messages.1.content.0: Input tag 'image_url' found using 'type' does not match any of the expected tags: 'text', 'tool_use'",
  ],
  ["content-block-extra-field", "messages.1.content.1.tool_use.caller: Extra inputs are not permitted"],
  ["content-not-list-or-string", "messages.2.content: Input should be a valid list"],
  [
    "thinking-final-assistant-must-start-with-thinking",
    "messages.1.content.0.type: Expected `thinking` or `redacted_thinking`, but found `tool_use`. When `thinking` is enabled, a final `assistant` message must start with a thinking block (preceeding the lastmost set of `tool_use` and `tool_result` blocks). We recommend you include thinking blocks from previous turns. To avoid this requirement, disable `thinking`. Please consult our documentation at https://docs.claude.com/en/docs/build-with-claude/extended-thinking",
  ],
  [
    "thinking-block-not-first",
    "messages.1.content.0: If an assistant message contains any thinking blocks, the first block must be `thinking` or `redacted_thinking`. Found `text`.",
  ],
  [
    "thinking-blocks-modified",
    "messages.5.content.0: `thinking` or `redacted_thinking` blocks in the latest assistant message cannot be modified. These blocks must remain as they were in the original response.",
  ],
  ["thinking-signature-invalid", "messages.1.content.0: Invalid `signature` in `thinking` block"],
  ["thinking-signature-missing", "messages.1.content.0.thinking.signature: Field required"],
  ["thinking-text-missing", "messages.3.content.0.thinking.thinking: Field required"],
  ["redacted-thinking-data-invalid", "messages.7.content.0: Invalid `data` in `redacted_thinking` block"],
  ["thinking-cache-control", "messages.1.content.0.thinking.cache_control: Extra inputs are not permitted"],
  ["thinking-in-user-message", "messages.0.content: thinking blocks may only be in `assistant` messages"],
  ["thinking-budget-too-small", "thinking.enabled.budget_tokens: Input should be greater than or equal to 1024"],
  ["thinking-budget-too-small", "thinking.budget_tokens: Input should be greater than or equal to 1024"],
  [
    "thinking-budget-not-below-max-tokens",
    "`max_tokens` must be greater than `thinking.budget_tokens`. Please consult our documentation at https://docs.claude.com/en/docs/build-with-claude/extended-thinking#max-tokens-and-context-window-size",
  ],
  [
    "thinking-temperature-not-1",
    "`temperature` may only be set to 1 when thinking is enabled or in adaptive mode. Please consult our documentation at https://platform.claude.com/docs/en/build-with-claude/extended-thinking",
  ],
  [
    "thinking-temperature-not-1",
    "`temperature` may only be set to 1 when thinking is enabled. Please consult our documentation at https://docs.anthropic.com/en/docs/build-with-claude/extended-thinking#important-considerations-when-using-extended-thinking",
  ],
  [
    "thinking-top-k-set",
    "`top_k` must be unset when thinking is enabled. Please consult our documentation at https://docs.claude.com/en/docs/build-with-claude/extended-thinking#important-considerations-when-using-extended-thinking",
  ],
  ["thinking-top-p-too-low", "`top_p` must be greater than or equal to 0.95 or unset when thinking is enabled"],
  ["thinking-top-p-too-low", "top_p must be unset when thinking is enabled."],
  ["thinking-forced-tool-choice", "Thinking may not be enabled when tool_choice forces tool use."],
  [
    "thinking-enabled-unsupported-model",
    '"thinking.type.enabled" is not supported for this model. Use "thinking.type.adaptive" and "output_config.effort" to control thinking behavior.',
  ],
  ["thinking-adaptive-unsupported-model", "adaptive thinking is not supported on this model"],
  [
    "thinking-disabled-unsupported-model",
    '"thinking.type.disabled" is not supported for this model. Thinking defaults to adaptive mode when not specified; use "thinking.type.enabled" with "budget_tokens" for extended thinking.',
  ],
  ["tool-name-pattern", "tools.16.custom.name: String should match pattern '^[a-zA-Z0-9_-]{1,128}$'"],
  ["tool-name-pattern", "tools.3.custom.name: String should match pattern '^[a-zA-Z0-9_-]{1,64}$'"],
  ["tool-name-too-long", "tools.3.custom.name: String should have at most 64 characters"],
  ["tool-name-pattern", "messages.1.content.1.tool_use.name: String should match pattern '^[a-zA-Z0-9_-]{1,64}$'"],
  ["tool-name-too-long", "messages.5.content.1.tool_use.name: String should have at most 64 characters"],
  ["media-url-source-unsupported", "messages.0.content.1.image.source.base64.data: URL sources are not supported"],
  ["tool-names-unique", "tools: Tool names must be unique."],
  ["tool-input-schema-missing", "tools.2.custom.input_schema: Field required"],
  [
    "tool-input-schema-invalid",
    "tools.5.custom.input_schema: JSON schema is invalid. It must match JSON Schema draft 2020-12 (https://json-schema.org/draft/2020-12). Learn more about tool use at https://docs.anthropic.com/en/docs/tool-use.",
  ],
  ["tool-input-schema-top-level-combinator", "tools.0.custom.input_schema: input_schema does not support oneOf, allOf, or anyOf at the top level"],
  ["tool-input-schema-not-object", "tools.1.custom.input_schema.type: Input should be 'object'"],
  ["tool-strict-needs-additional-properties-false", "tools.4.custom: For 'object' type, 'additionalProperties' must be explicitly set to false"],
  ["tool-definition-extra-field", "tools.3.custom.defer_loading: Extra inputs are not permitted"],
  ["tool-choice-invalid-shape", "tool_choice: Input should be an object"],
  [
    "tool-choice-invalid-shape",
    "tool_choice: Input tag 'required' found using 'type' does not match any of the expected tags: 'auto', 'any', 'tool', 'none'",
  ],
  ["tool-choice-without-tools", "tool_choice.any may only be specified while providing tools"],
  ["tool-choice-tool-name-missing", "tool_choice.tool.name: Field required"],
  ["tool-choice-unknown-tool", "tool_choice.tool.name: Tool 'get_weather' not found in tools"],
  ["tool-choice-forced-unsupported-model", 'tool_choice: type "tool" and "any" are not supported for this model.'],
  ["cache-control-too-many-breakpoints", "A maximum of 4 blocks with cache_control may be provided. Found 5."],
  [
    "cache-control-ttl-order",
    "messages.0.content.4.cache_control.ttl: a ttl='1h' cache_control block must not come after a ttl='5m' cache_control block. Note that blocks are processed in the following order: `tools`, `system`, `messages`.",
  ],
  ["cache-control-on-empty-text", "messages.3.content.0.text: cache_control cannot be set for empty text blocks"],
  ["cache-control-extra-field", "system.1.cache_control.ephemeral.scope: Extra inputs are not permitted"],
  ["image-too-many-bytes", "messages.0.content.1.image.source.base64: image exceeds 5 MB maximum: 5418373 bytes > 5242880 bytes"],
  [
    "image-dimension-too-large",
    "messages.0.content.0.image.source.base64.data: At least one of the image dimensions exceed max allowed size: 8000 pixels",
  ],
  [
    "image-dimension-many-image-mode",
    "messages.127.content.1.tool_result.content.0.image.source.base64.data: At least one of the image dimensions exceed max allowed size for many-image requests: 2000 pixels",
  ],
  [
    "image-media-type-mismatch",
    "messages.83.content.0.tool_result.content.1.image.source.base64: The image was specified using the image/jpeg media type, but the image appears to be a image/png image",
  ],
  ["image-media-type-mismatch", "messages.2.content.0.image.source.base64.data: Image does not match the provided media type \n    image/png"],
  [
    "image-media-type-unsupported",
    "messages.0.content.0.image.source.base64.media_type: Input should be 'image/jpeg', 'image/png', 'image/gif' or 'image/webp'",
  ],
  ["image-undecodable", "Could not process image"],
  ["image-undecodable", "messages.2.content.0.tool_result.content.0.image.source.base64: invalid base64 data"],
  ["media-count-limit", "too many images and documents: 96 + 8 > 100"],
  ["media-count-limit", "Too much media: 12 document pages + 95 images > 100"],
  ["pdf-page-limit", "A maximum of 100 PDF pages may be provided."],
  [
    "credit-balance-too-low",
    "Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits.",
  ],
  ["pdf-invalid", "messages.0.content.1.pdf.source.base64.data: The PDF specified was not valid."],
  ["citations-all-or-none", "citations must be enabled on all or none of the documents within a request"],
  ["body-not-json", "The request body is not valid JSON: unexpected control character in string: line 1 column 2379 (char 2378)"],
  ["required-field-missing", "max_tokens: Field required"],
  ["unknown-top-level-field", "extra_body: Extra inputs are not permitted"],
  ["unknown-top-level-field", "context_management: Extra inputs are not permitted"],
  ["max-tokens-over-model-limit", "max_tokens: 128000 > 64000, which is the maximum allowed number of output tokens for claude-sonnet-4-20250514"],
  ["max-tokens-min", "max_tokens: Input should be greater than or equal to 1"],
  [
    "context-window-exceeded",
    "input length and `max_tokens` exceed context limit: 195000 + 8192 > 200000, decrease input length or `max_tokens` and try again",
  ],
  ["context-window-exceeded", "prompt is too long: 210000 tokens > 200000 maximum"],
  ["temperature-range", "temperature: range: -1 or 0..1"],
  ["top-p-range", "top_p: range: -1 or 0..1"],
  ["temperature-and-top-p-both", "`temperature` and `top_p` cannot both be specified for this model. Please use only one."],
  ["temperature-unsupported-model", "temperature is deprecated for this model."],
  ["stop-sequence-whitespace", "stop_sequences: each stop sequence must contain non-whitespace"],
  ["effort-unsupported-model", "This model does not support the effort parameter."],
  [
    "max-tokens-requires-streaming",
    "Streaming is required for operations that may take longer than 10 minutes. See https://platform.claude.com/docs/en/cli-sdks-libraries/sdks/typescript#long-requests for more details",
  ],
  ["model-retired", "model: claude-sonnet-4-5-20250929"],
  // anthropics/claude-code#5349: an id that never existed gets the same 404.
  ["model-not-found", '{"type":"error","error":{"type":"not_found_error","message":"model: sonnet4"}}'],
  ["model-deprecated", "The model 'claude-sonnet-4-5' is deprecated and will reach end-of-life on November 30th, 2026"],
  [
    "thinking-enabled-deprecated",
    "Using Claude with claude-opus-4-6 and 'thinking.type=enabled' is deprecated. Use 'thinking.type=adaptive' instead which results in better model performance in our testing: https://platform.claude.com/docs/en/build-with-claude/adaptive-thinking",
  ],
  ["effort-level-unsupported-model", "This model does not support effort level 'xhigh'. Supported levels: high, low, max, medium."],
  ["tools-required-for-tool-blocks", "Requests which include tool_use or tool_result blocks must define tools."],
  ["tool-result-error-empty-content", "messages.4.content.0.tool_result: content cannot be empty if `is_error` is true"],
  ["tool-result-error-non-text-content", "messages.4.content.0.tool_result: all content must be type 'text' if 'is_error' is true"],
  [
    "thinking-in-final-assistant-while-disabled",
    "messages.3.content.1: When thinking is disabled, an `assistant` message in the final position cannot contain `thinking`. To use thinking blocks, enabl",
  ],
  ["thinking-block-last", "messages.3: The final block in an assistant message cannot be `thinking`."],
  ["tool-input-schema-property-key", "tools.2.custom.input_schema.properties: Property keys should match pattern '^[a-zA-Z0-9_.-]{1,64}$'"],
  ["cache-control-prefix-too-short", "The message up to and including the first cache-control block must be at least 1024 tokens. Found: 939."],
  // anthropics/claude-code#11971 (2025) and router-for-me/CLIProxyAPI#4957 (2026-08).
  [
    "clear-thinking-needs-thinking",
    '{"type":"error","error":{"type":"invalid_request_error","message":"`clear_thinking_20251015` strategy requires `thinking` to be enabled"},"request_id":"req_011CVHkiMrzhdhEXtVM98LhH"}',
  ],
  [
    "clear-thinking-needs-thinking",
    'HTTP 400 {"type":"error","error":{"type":"invalid_request_error","message":"`clear_thinking_20251015` strategy requires `thinking` to be enabled or adaptive"},"request_id":"req_011Ce1wHVtTC9TqewyaBQBLm"}',
  ],
  // agentjido/req_llm#302; BerriAI/litellm#35808 (pasted with a line break); sherifkozman/the-llm-council#55.
  ["output-schema-unsupported", "output_format.schema: For 'integer' type, property 'minimum' is not supported"],
  [
    "output-schema-unsupported",
    "output_format.schema: For 'object' type, 'additionalProperties: true' is not supported.\nPlease set 'additionalProperties' to false",
  ],
  ["output-schema-unsupported", "output_config.format.schema: For 'number' type, properties maximum, minimum are not supported"],
];

/** The ids a match lands on: the specification's id, and the rules that report it. */
const landsOn = (text: string) => {
  const result = explainApiError(text);
  return new Set([...result.ruleIds, ...result.matches.map((m) => m.id)]);
};

describe("explainApiError on real texts", () => {
  it.each(REAL_TEXTS)("%s ← %s", (id, text) => {
    expect([...landsOn(text)]).toContain(id);
  });

  it("says, for an error no rule can check, what it means, why it cannot be checked offline, and what to do", () => {
    const [match] = explainApiError("prompt is too long: 215000 tokens > 200000 maximum").matches;
    expect(match).toMatchObject({ id: "context-window-exceeded", ruleIds: [], data: { tokens: "215000", context: "200000" } });
    expect(match!.unchecked!.meaning).toMatch(/context window/);
    expect(match!.unchecked!.why).toMatch(/tokenizer/);
    expect(match!.unchecked!.action).toMatch(/count_tokens/);
    // The combined reason, as the README's table shows it.
    expect(match!.reason).toBe(`${match!.unchecked!.why} ${match!.unchecked!.action}`);
    const [credit] = explainApiError(
      "Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits.",
    ).matches;
    expect(credit).toMatchObject({ id: "credit-balance-too-low", ruleIds: [] });
    expect(credit!.unchecked!.action).toMatch(/Plans & Billing/);
  });

  it("covers every entry of the specification that has a text", () => {
    const covered = new Set(REAL_TEXTS.map(([id]) => id));
    const withText = apiErrors(anthropic)
      .filter((entry) => entry.texts.length > 0)
      .map((entry) => entry.id);
    // These share their text with another entry, whose real text stands for both.
    const shared = new Set([
      "tool-result-not-first",
      "tool-use-not-last-in-assistant-turn",
      "user-after-unresolved-server-tool-only-tool-results",
      "request-schema",
    ]);
    expect(withText.filter((id) => !covered.has(id) && !shared.has(id))).toEqual([]);
  });

  it("names only the rules whose text it is, and tells generic texts apart by their path", () => {
    expect(explainApiError("messages.1.content.0.thinking.signature: Field required").ruleIds).toEqual(["thinking-signature-missing"]);
    expect(explainApiError("tools.2.custom.input_schema: Field required").ruleIds).toEqual(["tool-input-schema-missing"]);
    expect(explainApiError("messages.1.content.0.thinking.cache_control: Extra inputs are not permitted").ruleIds).toEqual([
      "thinking-cache-control",
    ]);
    expect(explainApiError("messages.1.content.0.text.cache_control.ephemeral.scope: Extra inputs are not permitted").ruleIds).toEqual([
      "cache-control-extra-field",
    ]);
    expect(explainApiError("tool_choice: Input should be an object").ruleIds).toEqual(["tool-choice-invalid-shape"]);
    // Four causes, one text: the API reports them all as a missing result.
    expect(explainApiError(REAL_TEXTS[0]![1]).ruleIds).toEqual([
      "tool-use-missing-result",
      "tool-result-not-first",
      "tool-use-not-last-in-assistant-turn",
    ]);
    // The pre-2025 text lands on the rules that report the condition today.
    expect(explainApiError(REAL_TEXTS[1]![1]).ruleIds).toEqual(["tool-use-missing-result", "tool-result-not-first"]);
    expect(explainApiError("The weather is nice today.")).toMatchObject({ ruleIds: [], matches: [] });
  });

  it("fills in the template's values", () => {
    const [match] = explainApiError(REAL_TEXTS.find(([id]) => id === "max-tokens-over-model-limit")![1]).matches;
    expect(match!.data).toEqual({ value: "128000", max: "64000", model: "claude-sonnet-4-20250514" });
    expect(
      explainApiError("messages.33: `web_search` tool use with id `srvtoolu_01T` was found without a corresponding `web_search_tool_result` block")
        .matches[0]!.data,
    ).toMatchObject({
      path: "messages.33",
      name: "web_search",
      id: "srvtoolu_01T",
    });
  });

  it("marks a match on the first sentence only as partial", () => {
    const result = explainApiError("`temperature` may only be set to 1 when thinking is enabled. Please consult our docu");
    expect(result.ruleIds).toEqual(["thinking-temperature-not-1"]);
    expect(result.matches[0]!.partial).toBe(true);
    // The first sentence of Anthropic's budget text is Bedrock's whole text now (bedrock-thinking-budget): a full match.
    const budget = explainApiError("`max_tokens` must be greater than `thinking.budget_tokens`. Please consult our docu");
    expect(budget.ruleIds).toEqual(["bedrock-thinking-budget"]);
    expect(budget.matches[0]!.partial).toBe(false);
    expect(explainApiError("messages: text content blocks must be non-empty").matches[0]!.partial).toBe(false);
  });
});

describe("explainApiError on errors no rule can check", () => {
  it("names the specification's id and says why the request alone cannot decide it", () => {
    const result = explainApiError("prompt is too long: 250000 tokens > 200000 maximum");
    expect(result.ruleIds).toEqual(["context-window-exceeded"]);
    expect(result.matches[0]!.reason).toMatch(/count_tokens/);
    expect(explainApiError(REAL_TEXTS[0]![1]).matches[0]!.reason).toBeUndefined();
  });
});

describe("ApiErrorExplainer", () => {
  it("explains as explainApiError does, with its matchers compiled once", () => {
    const explainer = new ApiErrorExplainer();
    for (const [, text] of REAL_TEXTS.slice(0, 5)) expect(explainer.explain(text)).toEqual(explainApiError(text));
  });

  it("derives its matchers from the meta of the dialects it is given", () => {
    const createRule = ruleCreator({ id: "tiny", targets: ["tiny"] });
    const rule = createRule("tiny-turn-order", {
      meta: {
        description: "A turn out of order.",
        category: "api",
        recommended: true,
        messages: { order: "{{path}}: turns are out of order in {{where}}" },
        api: { texts: ["turn {{n}} comes too early"], paths: ["turns.N"] },
      },
    });
    const tiny: Dialect = {
      id: "tiny",
      title: "Tiny",
      targets: ["tiny"],
      rules: [rule],
      detect: () => 0,
      model: () => ({}),
      paths: { child: (p, k) => `${p}.${k}` },
    };
    const explainer = new ApiErrorExplainer([tiny]);
    expect(explainer.explain("turns.3: turns are out of order in the history").ruleIds).toEqual(["tiny-turn-order"]);
    expect(explainer.explain("turn 2 comes too early").ruleIds).toEqual(["tiny-turn-order"]);
    expect(explainer.explain(REAL_TEXTS[0]![1]).ruleIds).toEqual([]);
  });
});

describe("explainApiError unwraps the message", () => {
  const inner =
    "messages.5: `tool_use` ids were found without `tool_result` blocks immediately after: toolu_vrtx_01A. Each `tool_use` block must have a corresponding `tool_result` block in the next message.";
  const envelope = { type: "error", error: { type: "invalid_request_error", message: inner }, request_id: "req_vrtx_011CabC" };

  it.each([
    ["the bare message", inner],
    ["the message without backticks", inner.replace(/`/g, "")],
    ["the JSON envelope", JSON.stringify(envelope)],
    ["a log line around the envelope", `API Error: 400 ${JSON.stringify(envelope)} (Status: 400)`],
    ["Vertex's double-wrapped JSON", JSON.stringify({ error: { code: 400, message: JSON.stringify(envelope), status: "INVALID_ARGUMENT" } })],
    [
      "Bedrock's ValidationException",
      `An error occurred (ValidationException) when calling the InvokeModel operation: The model returned the following errors: ${inner}`,
    ],
    ["LiteLLM's AnthropicException", `litellm.BadRequestError: AnthropicException - ${JSON.stringify(envelope)}`],
    [
      "OpenRouter's metadata.raw",
      JSON.stringify({
        error: { message: "Provider returned error", code: 400, metadata: { raw: JSON.stringify(envelope), provider_name: "Anthropic" } },
      }),
    ],
    [
      "the Python SDK's repr",
      `Error code: 400 - {'type': 'error', 'error': {'type': 'invalid_request_error', 'message': '${inner}'}, 'request_id': 'req_vrtx_011CabC'}`,
    ],
    ["escaped JSON in a log", `error=${JSON.stringify(JSON.stringify(envelope)).slice(1, -1)}`],
  ])("from %s", (_, text) => {
    const result = explainApiError(text);
    expect(result.message.replace(/`/g, "")).toBe(inner.replace(/`/g, ""));
    expect(result.ruleIds[0]).toBe("tool-use-missing-result");
    expect(result.path).toBe("messages.5");
    expect(result.pointer).toBe("/messages/5");
  });

  it("keeps the envelope's request id, error type and error code", () => {
    expect(explainApiError(JSON.stringify(envelope))).toMatchObject({ requestId: "req_vrtx_011CabC", errorType: "invalid_request_error" });
    const coded = {
      type: "error",
      error: { type: "invalid_request_error", message: "compaction block must come first", details: { error_code: "compaction_block_misplaced" } },
    };
    expect(explainApiError(JSON.stringify(coded)).errorCode).toBe("compaction_block_misplaced");
  });

  it("tolerates documentation URLs that moved", () => {
    const moved =
      "tools.5.custom.input_schema: JSON schema is invalid. It must match JSON Schema draft 2020-12 (https://json-schema.org/draft/2020-12). Learn more about tool use at https://docs.claude.com/en/docs/tool-use.";
    expect(explainApiError(moved).ruleIds).toEqual(["tool-input-schema-invalid"]);
  });
});

describe("explainApiError reads what clients do to a text", () => {
  it("takes OpenRouter's relayed body from a Python repr's `raw`, not its `message` (Provider returned error)", () => {
    const text =
      "Error: Error code: 400 - {'error': {'message': 'Provider returned error', 'code': 400, 'metadata': {'raw': '{\\n  \"error\": {\\n    \"code\": 400,\\n    \"message\": \"Invalid JSON payload received. Unknown name \\\\\"additionalProperties\\\\\" at \\'tools[0].function_declarations[0].parameters\\': Cannot find field.\",\\n    \"status\": \"INVALID_ARGUMENT\"\\n  }\\n}\\n', 'provider_name': 'Google AI Studio'}}, 'user_id': 'user_2wBuDnJRIDXqz6yJxJBP7L22ds2'}";
    const result = explainApiError(text);
    expect(result.message).toMatch(/^Invalid JSON payload received\. Unknown name "additionalProperties"/);
    expect(result.ruleIds).toContain("gemini-unknown-field");
  });

  it("names, for Bedrock's validation text, the rule of the place its first violation names", () => {
    const ruleOf = (text: string) => explainApiError(text).ruleIds;
    // Portkey-AI/gateway#1124: an empty tool list; no rule of names or temperatures.
    expect(
      ruleOf(
        "bedrock error: 1 validation error detected: Value at 'toolConfig.tools' failed to satisfy constraint: Member must have length greater than or equal to 1",
      ),
    ).toEqual(["bedrock-request-schema"]);
    expect(
      ruleOf(
        "1 validation error detected: Value '1.5' at 'inferenceConfig.temperature' failed to satisfy constraint: Member must have value less than or equal to 1",
      ),
    ).toEqual(["bedrock-temperature-range"]);
    expect(
      ruleOf(
        "1 validation error detected: Value 'my tool' at 'toolConfig.tools.1.member.toolSpec.name' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_-]+",
      ),
    ).toEqual(["bedrock-tool-name"]);
  });

  it("knows Vertex's wording for a declaration's parameters that are not an OBJECT", () => {
    const text = "[400] Unable to submit request because terminal_last_command functionDeclaration parameters schema should be of type OBJECT";
    expect(explainApiError(text).ruleIds).toEqual(["gemini-schema-non-object"]);
    expect(explainApiError(`${text}. Learn more: https://cloud.google.com/vertex-ai/generative-ai/docs/model-reference/gemini`).ruleIds).toEqual([
      "gemini-schema-non-object",
    ]);
  });

  it("reads typographic quotes as the plain ones the API sent", () => {
    const text =
      "[ERROR: Error code: 400 - {\u2018type\u2019: \u2018error\u2019, \u2018error\u2019: {\u2018type\u2019: \u2018invalid_request_error\u2019, \u2018message\u2019: \u201Cmessages.0.content.1.image.source.base64.media_type: Input should be \u2018image/jpeg\u2019, \u2018image/png\u2019, \u2018image/gif\u2019 or \u2018image/webp\u2019\u201D}}]";
    expect(explainApiError(text).ruleIds[0]).toBe("image-media-type-unsupported");
  });
});

describe("apiPathToPointer", () => {
  it.each([
    ["messages.3", "/messages/3"],
    ["messages.61.content.0.tool_use.input", "/messages/61/content/0/input"],
    ["messages.83.content.0.tool_result.content.1.image.source.base64", "/messages/83/content/0/content/1/source"],
    ["messages.0.content.1.pdf.source.base64.data", "/messages/0/content/1/source/data"],
    ["tools.16.custom.name", "/tools/16/name"],
    ["thinking.enabled.budget_tokens", "/thinking/budget_tokens"],
    ["system.1.cache_control.ephemeral.scope", "/system/1/cache_control/scope"],
    ["tool_choice.tool.name", "/tool_choice/name"],
    ["messages.1.content.0.text.text", "/messages/1/content/0/text"],
  ])("%s → %s", (path, pointer) => {
    expect(apiPathToPointer(path)).toBe(pointer);
  });
});

describe("every registered rule's message explains back to the rule", () => {
  const samplePath = (id: string) => {
    const form = rules.find((rule) => rule.meta.id === id)?.meta.api?.paths?.[0] ?? "messages.N.content.M";
    return form
      .split(".")
      .map((segment) =>
        segment === "*" ? "messages.1.content.0" : /^[NMKi]$/.test(segment) ? "1" : /^<\w+>$/.test(segment) ? "foo" : segment.split("|")[0],
      )
      .join(".");
  };
  const cases = rules.flatMap((rule) =>
    Object.entries(rule.meta.messages).map(([messageId, template]) => [`${rule.meta.id} ${messageId}`, rule.meta.id, template] as const),
  );
  it.each(cases)("%s", (_, id, template) => {
    const names = [...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);
    const data = Object.fromEntries(names.map((name) => [name, name === "path" ? samplePath(id) : `x${name}1`]));
    const text = formatMessage(template, data);
    expect(explainApiError(text).ruleIds, text).toContain(id);
  });
});

describe("explainApiError on the other dialects' errors no rule can check (their `unchecked` lists)", () => {
  /** The match of an unchecked entry, by id. */
  const entryMatch = (text: string, id: string) => explainApiError(text).matches.find((m) => m.id === id);

  it("shows a rule that catches one narrow cause beside the entry for the rest: Responses' `does not exist`", () => {
    const result = explainApiError(
      '{"error":{"message":"The requested model \'gpt-4-does-not-exist\' does not exist.","type":"invalid_request_error","param":"model","code":"model_not_found"}}',
    );
    expect(result.ruleIds).toEqual(["resp-model-id-invalid", "resp-model-not-found"]);
    expect(result.matches.find((m) => m.id === "resp-model-id-invalid")).toMatchObject({ ruleIds: ["resp-model-id-invalid"] });
    const entry = result.matches.find((m) => m.id === "resp-model-not-found")!;
    expect(entry).toMatchObject({ ruleIds: [], data: { model: "gpt-4-does-not-exist" } });
    expect(entry.unchecked!.why).toMatch(/the account's model list/);
    expect(entry.unchecked!.action).toMatch(/GET \/v1\/models/);
  });

  it("knows Azure's content-filter refusal, for Azure only", () => {
    const text =
      "The response was filtered due to the prompt triggering Azure OpenAI's content management policy. Please modify your prompt and retry. To learn more about our content filtering policies please read our documentation: https://go.microsoft.com/fwlink/?linkid=2198766";
    const match = entryMatch(text, "chat-azure-content-filter");
    expect(match).toMatchObject({ ruleIds: [], partial: false });
    expect(match!.unchecked!.why).toMatch(/Azure's classifiers/);
    expect(apiErrors(openaiChat).find((entry) => entry.id === "chat-azure-content-filter")?.targets).toEqual(["azure"]);
  });

  it("knows Gemini's refused API key, for AI Studio only", () => {
    const result = explainApiError('{"error":{"code":400,"message":"API key not valid. Please pass a valid API key.","status":"INVALID_ARGUMENT"}}');
    expect(result.ruleIds).toEqual(["gemini-api-key-invalid"]);
    expect(result.matches[0]!.unchecked!.why).toMatch(/credentials/);
    expect(apiErrors(gemini).find((entry) => entry.id === "gemini-api-key-invalid")?.targets).toEqual(["ai-studio"]);
  });

  it("knows Bedrock's invalid model identifier and its Legacy refusal", () => {
    const invalid = explainApiError(
      "An error occurred (ValidationException) when calling the Converse operation: The provided model identifier is invalid.",
    );
    expect(invalid.ruleIds).toEqual(["bedrock-model-id-invalid"]);
    expect(invalid.matches[0]!.unchecked!.why).toMatch(/Region and the account/);
    const legacy = explainApiError(
      "An error occurred (ResourceNotFoundException) when calling the ConverseStream operation: Access denied. This Model is marked by provider as Legacy and you have not been actively using the model in the last 30 days. Please upgrade to an active model on Amazon Bedrock",
    );
    expect(legacy.ruleIds).toEqual(["bedrock-model-legacy-inactive"]);
    expect(legacy.matches[0]!.unchecked!.why).toMatch(/account's recent use of the model/);
  });

  it("finds a Bedrock text pasted without its platform prefix, and keeps a text that has a plain match to that match", () => {
    for (const text of [
      "Input is too long for requested model.",
      "Input Tokens Exceeded: Number of input tokens exceeds maximum length. Please update the input to try again.",
    ]) {
      expect(explainApiError(`The model returned the following errors: ${text}`).ruleIds, text).toEqual(["bedrock-input-too-long"]);
      expect(explainApiError(text).ruleIds, text).toEqual(["bedrock-input-too-long"]);
    }
    // A text the Messages API sends too: without the prefix it is that API's (Bedrock's rule is named only with the prefix).
    expect(explainApiError("messages: text content blocks must be non-empty").ruleIds).toEqual(["text-block-empty"]);
    expect(explainApiError("The model returned the following errors: messages: text content blocks must be non-empty").ruleIds).toContain(
      "bedrock-text-blank",
    );
    const plain =
      "messages.1: `tool_use` ids were found without `tool_result` blocks immediately after: t2. Each `tool_use` block must have a corresponding `tool_result` block in the next message.";
    const plainIds = explainApiError(plain).ruleIds;
    expect(plainIds).toContain("tool-use-missing-result");
    expect(plainIds.filter((id) => id.startsWith("bedrock-"))).toEqual([]);
  });

  it("knows Responses' refusal of encrypted content made for another organization, in its three wordings", () => {
    const org = explainApiError(
      '{"error":{"message":"The encrypted content for item rs_0d09d6e56879e76500699d6feee41c8197bd268aae76141f87 could not be verified. Reason: Encrypted content organization_id did not match the target organization.","type":"invalid_request_error","code":"invalid_encrypted_content"}}',
    );
    expect(org.ruleIds).toEqual(["resp-encrypted-content-unverified"]);
    expect(org.matches[0]!.data).toEqual({
      id: "rs_0d09d6e56879e76500699d6feee41c8197bd268aae76141f87",
      reason: "Encrypted content organization_id did not match the target organization.",
    });
    expect(org.matches[0]!.unchecked!.action).toMatch(/drop the reasoning items/);
    for (const text of [
      "The encrypted content for item rs_078dd1064bf61b270168f0e956c6008197a892596c3b44ec8f could not be verified.",
      "The encrypted content gAAAAABpQc90= could not be verified.",
    ])
      expect(explainApiError(text).ruleIds, text).toEqual(["resp-encrypted-content-unverified"]);
  });

  it("knows Responses' context-window refusal, a token count", () => {
    const match = entryMatch(
      "Your input exceeds the context window of this model. Please adjust your input and try again.",
      "resp-context-window-exceeded",
    );
    expect(match).toMatchObject({ ruleIds: [] });
    expect(match!.unchecked!.why).toMatch(/tokenizer/);
    expect(match!.unchecked!.action).toMatch(/input_tokens/);
  });

  it("takes a value that ends the text to its last full stop, not its first dot", () => {
    expect(entryMatch("Error while downloading https://example.com/image.jpg.", "chat-image-download-failed")?.data).toEqual({
      url: "https://example.com/image.jpg",
    });
    const upstream = explainApiError("Error while downloading https://example.com/a.gif. Upstream status code: 403.");
    expect(upstream.ruleIds).toEqual(["resp-image-download-failed"]);
    expect(upstream.matches[0]!.data).toEqual({ url: "https://example.com/a.gif", status: "403" });
  });

  it("gives every entry of every dialect a reason and an action, an id no rule and no other entry has, and a text", () => {
    const ruleIds = new Set(builtinDialects.flatMap((dialect) => dialect.rules.map((rule) => rule.meta.id)));
    const ids = builtinDialects.flatMap((dialect) => (dialect.unchecked ?? []).map((error) => error.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i || ruleIds.has(id))).toEqual([]);
    for (const dialect of builtinDialects.filter((d) => d.id !== "anthropic")) {
      expect(dialect.unchecked?.length, dialect.id).toBeGreaterThan(0);
      for (const error of dialect.unchecked ?? []) {
        expect(error, error.id).toMatchObject({ row: "—", status: "C" });
        expect(error.id.startsWith(dialect.rules[0]!.meta.id.split("-")[0]!), error.id).toBe(true);
        expect(
          [error.reason, error.action, error.meaning].every((part) => (part ?? "").trim() !== ""),
          error.id,
        ).toBe(true);
        // Each text explains back to its entry.
        for (const text of error.texts) {
          const filled = text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => `x${name}1`);
          expect(explainApiError(filled).ruleIds, filled).toContain(error.id);
        }
      }
    }
  });
});
