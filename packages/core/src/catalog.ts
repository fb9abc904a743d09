/**
 * Every rule of api-rules.md (rows 1–87, 80b, and the ids of §14 and §15), with what msglint does about it:
 * whether its condition can be checked offline, why, and whether a registered rule checks it. The README's
 * table of every rule is generated from this list (scripts/update-docs.mjs); `explainApiError` matches
 * pasted errors against its texts. A test keeps it in step with the registered rules.
 */
import type { RuleCategory, Target } from "./types.js";

/** api-rules.md's evidence status: Certain, Documented, Likely, Inferred. */
export type EvidenceStatus = "C" | "D" | "L" | "I";

/** Whether the condition can be decided from the request alone. */
export type OfflineCheck = "yes" | "heuristic" | "no";

export interface CatalogEntry {
  /** The rule id, as api-rules.md names it. */
  id: string;
  /** Its row in api-rules.md (`1`…`87`, `80b`), or its section (`§14`, `§15`) for the ids beyond the rows. */
  row: string;
  area: string;
  /** `api`: the API rejects it; `risk`: accepted, but almost surely a bug. */
  category: RuleCategory;
  /** api-rules.md's status letter; none for the ids of §14 and §15. */
  status?: EvidenceStatus;
  /**
   * The API's texts, the current one first, then older and variant wordings, with `{{path}}` for the path
   * prefix and `{{name}}` for other variable parts. Empty when the API's text is unknown.
   */
  texts: readonly string[];
  /** The API's `error.details.error_code` (API version 2026-10-21, §15). */
  errorCode?: string;
  /**
   * The path forms the texts' `{{path}}` takes, for telling generic texts apart: segments joined by `.`, where
   * `N`, `M`, `K` and `i` are indices, `<x>` is any one segment, `*` any run of segments, `a|b` either name.
   */
  paths?: readonly string[];
  /** The platforms that enforce it, when not all of them. */
  targets?: readonly Target[];
  offline: OfflineCheck;
  /** Why it can or cannot be checked offline, or how it is checked, in one line. */
  reason: string;
  /** A registered rule checks it: the rule of the same id, or the rules in `checkedBy`. */
  implemented: boolean;
  /** The registered rules that report the condition, when not (only) a rule of the same id. */
  checkedBy?: readonly string[];
}

const TOOL_USE_WITHOUT_RESULT =
  "{{path}}: `tool_use` ids were found without `tool_result` blocks immediately after: {{ids}}. Each `tool_use` block must have a corresponding `tool_result` block in the next message.";
const SERVER_TOOL_USE_WITHOUT_RESULT = "{{path}}: `{{name}}` tool use with id `{{id}}` was found without a corresponding `{{resultType}}` block";
const STRUCTURE = "a structural check of the request";

export const catalog: readonly CatalogEntry[] = [
  // §2 Tool use / tool result pairing
  {
    id: "tool-use-missing-result", row: "1", area: "tool pairing", category: "api", status: "C",
    texts: [TOOL_USE_WITHOUT_RESULT],
    offline: "yes", reason: "pairs ids across merged turns", implemented: true,
  },
  {
    id: "tool-result-not-first-legacy", row: "2", area: "tool pairing (old text)", category: "api", status: "C",
    texts: [
      "{{path}}: Did not find {{count}} `tool_result` block(s) at the beginning of this message. Messages following `tool_use` blocks must begin with a matching number of `tool_result` blocks.",
    ],
    offline: "yes", reason: "the pre-2025 wording of row 1: msglint emits the current text and recognises this one",
    implemented: true, checkedBy: ["tool-use-missing-result", "tool-result-not-first"],
  },
  {
    id: "tool-result-unexpected-id", row: "3", area: "tool pairing", category: "api", status: "C",
    texts: ["{{path}}: unexpected `tool_use_id` found in `tool_result` blocks: {{id}}. Each `tool_result` block must have a corresponding `tool_use` block in the previous message."],
    offline: "yes", reason: "pairs ids with the previous turn", implemented: true,
  },
  {
    id: "tool-result-duplicate-id", row: "4", area: "tool pairing", category: "api", status: "C",
    texts: ["{{path}}: each tool_use must have a single result. Found multiple `tool_result` blocks with id: {{id}}"],
    offline: "yes", reason: "compares ids", implemented: true,
  },
  {
    id: "tool-use-id-duplicate", row: "5", area: "tool pairing", category: "api", status: "C",
    texts: ["{{path}}: `tool_use` ids must be unique"],
    offline: "yes", reason: "compares ids", implemented: true,
  },
  {
    id: "tool-result-in-assistant-message", row: "6", area: "roles/blocks", category: "api", status: "C",
    texts: ["{{path}}: `tool_result` blocks can only be in `user` messages"],
    offline: "yes", reason: "block type against role", implemented: true,
  },
  {
    id: "tool-use-in-user-message", row: "7", area: "roles/blocks", category: "api", status: "L",
    texts: ["{{path}}: `tool_use` blocks can only be in `assistant` messages"],
    offline: "yes", reason: "block type against role", implemented: true,
  },
  {
    id: "tool-use-id-pattern", row: "8", area: "ids", category: "api", status: "C",
    texts: ["{{path}}: String should match pattern '^[a-zA-Z0-9_-]+$'"], paths: ["messages.N.content.M.tool_use.id"],
    offline: "yes", reason: "a pattern", implemented: true,
  },
  {
    id: "tool-result-tool-use-id-required", row: "9", area: "ids", category: "api", status: "C",
    texts: ["{{path}}: Field required", "{{path}}: String should match pattern '^[a-zA-Z0-9_-]+$'"],
    paths: ["messages.N.content.M.tool_result.tool_use_id"],
    offline: "yes", reason: "a required field and a pattern", implemented: true,
  },
  {
    id: "tool-use-input-not-object", row: "10", area: "tool_use", category: "api", status: "C",
    texts: ["{{path}}: Input should be a valid dictionary"], paths: ["messages.N.content.M.tool_use.input"],
    offline: "yes", reason: "a type check", implemented: true,
  },
  {
    id: "tool-result-content-block-type", row: "11", area: "tool_result", category: "api", status: "C",
    texts: ["{{path}}: Input tag '{{type}}' found using 'type' does not match any of the expected tags: 'document', 'image', 'search_result', 'text'"],
    paths: ["messages.N.content.M.tool_result.content.K"],
    offline: "yes", reason: "block types allowed in a result", implemented: true,
  },
  {
    id: "tool-reference-unknown", row: "12", area: "tool search", category: "api", status: "C",
    texts: ["Tool reference '{{name}}' not found in available tools"],
    offline: "yes", reason: "names against `tools`, where every available tool is known", implemented: true,
  },
  {
    id: "tool-reference-name-too-long", row: "13", area: "tool search", category: "api", status: "C",
    texts: ["{{path}}: String should have at most 64 characters"], paths: ["*.tool_reference.tool_name"],
    offline: "yes", reason: "a length", implemented: true,
  },
  // §3 Server tools
  {
    id: "server-tool-use-unresolved", row: "14", area: "server tools", category: "api", status: "C",
    texts: [SERVER_TOOL_USE_WITHOUT_RESULT],
    offline: "yes", reason: "pairs server tool uses with their results", implemented: true,
  },
  {
    id: "server-tool-result-unexpected-id", row: "15", area: "server tools", category: "api", status: "C",
    texts: ["{{path}}: unexpected `tool_use_id` found in `{{resultType}}` blocks: {{id}}. Each `{{resultType}}` block must have a corresponding `server_tool_use` block before it."],
    offline: "yes", reason: "pairs ids", implemented: true,
  },
  {
    id: "server-tool-use-id-pattern", row: "16", area: "server tools", category: "api", status: "C",
    texts: ["{{path}}: String should match pattern '^srvtoolu_[a-zA-Z0-9_]+$'"], paths: ["messages.N.content.M.server_tool_use.id"],
    offline: "yes", reason: "a pattern", implemented: true,
  },
  {
    id: "user-after-unresolved-server-tool-only-tool-results", row: "17", area: "server tools", category: "api", status: "I",
    texts: [SERVER_TOOL_USE_WITHOUT_RESULT],
    offline: "yes", reason: "the blocks of the user turn after an unresolved server tool (§13.4)", implemented: true,
  },
  // §4 Messages and roles
  {
    id: "messages-empty", row: "18", area: "messages", category: "api", status: "C",
    texts: ["messages: at least one message is required"],
    offline: "yes", reason: "a count", implemented: true,
  },
  {
    id: "messages-too-many", row: "19", area: "messages", category: "api", status: "I",
    texts: ["messages: There is a limit of 100,000 messages in a single request. Found {{count}}."],
    offline: "yes", reason: "a count (100,000 messages); the API's text was never observed, msglint's is inferred from the API reference", implemented: true,
  },
  {
    id: "message-content-empty", row: "20", area: "messages", category: "api", status: "C",
    texts: [
      "{{path}}: user messages must have non-empty content",
      "{{path}}: all messages must have non-empty content except for the optional final assistant message",
      "messages: all messages must have non-empty content except for the optional final assistant message",
    ],
    offline: "yes", reason: "empty content (assistant content may be empty since 2026, §13.9)", implemented: true,
  },
  {
    id: "text-block-empty", row: "21", area: "blocks", category: "api", status: "C",
    texts: ["messages: text content blocks must be non-empty", "system: text content blocks must be non-empty"],
    offline: "yes", reason: "empty text", implemented: true,
  },
  {
    id: "text-block-whitespace-only", row: "22", area: "blocks", category: "api", status: "C",
    texts: ["messages: text content blocks must contain non-whitespace text", "system: text content blocks must contain non-whitespace text"],
    offline: "yes", reason: "whitespace-only text with nothing else in the message (§13.8)", implemented: true,
  },
  {
    id: "final-assistant-trailing-whitespace", row: "23", area: "prefill", category: "api", status: "C",
    texts: ["messages: final assistant content cannot end with trailing whitespace"],
    offline: "yes", reason: "the last message's text", implemented: true,
  },
  {
    id: "prefill-not-supported", row: "24", area: "prefill", category: "api", status: "C",
    texts: ["This model does not support assistant message prefill. The conversation must end with a user message."],
    offline: "yes", reason: "the last role, and the model table", implemented: true,
  },
  {
    id: "role-system-in-messages", row: "25", area: "roles", category: "api", status: "C",
    texts: [
      "messages.0: use the top-level 'system' parameter for the initial system prompt",
      'messages: Unexpected role "{{role}}". The Messages API accepts a top-level `system` parameter, not "{{role}}" as an input message role.',
    ],
    offline: "yes", reason: "roles and positions (§13.18)", implemented: true,
  },
  {
    id: "first-message-not-user", row: "26", area: "roles", category: "api", status: "C", targets: ["bedrock"],
    texts: ['messages: first message must use the "user" role'],
    offline: "yes", reason: "the first role; relaxed on the first-party API since 2024-10", implemented: true,
  },
  {
    id: "roles-not-alternating", row: "27", area: "roles", category: "api", status: "C", targets: ["bedrock"],
    texts: ['messages: roles must alternate between "user" and "assistant", but found multiple "{{role}}" roles in a row'],
    offline: "yes", reason: "consecutive roles; merged on the first-party API since 2024-10", implemented: true,
  },
  {
    id: "content-block-unknown-type", row: "28", area: "blocks", category: "api", status: "C",
    texts: ["{{path}}: Input tag '{{type}}' found using 'type' does not match any of the expected tags: {{tags}}"],
    paths: ["messages.N.content.M"],
    offline: "yes", reason: STRUCTURE, implemented: true, checkedBy: ["content-block-unknown-type", "request-schema"],
  },
  {
    id: "content-block-extra-field", row: "29", area: "blocks", category: "api", status: "C",
    texts: ["{{path}}: Extra inputs are not permitted", "{{path}}: Additional input is not allowed"],
    paths: ["messages.N.content.M.*"],
    offline: "yes", reason: STRUCTURE, implemented: true, checkedBy: ["request-schema"],
  },
  {
    id: "content-not-list-or-string", row: "30", area: "blocks", category: "api", status: "L",
    texts: ["{{path}}: Input should be a valid list"], paths: ["messages.N.content"],
    offline: "yes", reason: "a type check", implemented: true,
  },
  // §5 Extended thinking
  {
    id: "thinking-final-assistant-must-start-with-thinking", row: "31", area: "thinking", category: "api", status: "C",
    texts: [
      "{{path}}: Expected `thinking` or `redacted_thinking`, but found `{{found}}`. When `thinking` is enabled, a final `assistant` message must start with a thinking block (preceeding the lastmost set of `tool_use` and `tool_result` blocks). We recommend you include thinking blocks from previous turns. To avoid this requirement, disable `thinking`. Please consult our documentation at https://docs.claude.com/en/docs/build-with-claude/extended-thinking",
    ],
    offline: "yes", reason: "the final assistant turn of an unfinished tool loop (§13.14)", implemented: true,
  },
  {
    id: "thinking-block-not-first", row: "32", area: "thinking", category: "api", status: "L",
    texts: ["{{path}}: If an assistant message contains any thinking blocks, the first block must be `thinking` or `redacted_thinking`. Found `{{found}}`."],
    offline: "yes", reason: "block order", implemented: true,
  },
  {
    id: "thinking-blocks-modified", row: "33", area: "thinking", category: "api", status: "C",
    texts: ["{{path}}: `thinking` or `redacted_thinking` blocks in the latest assistant message cannot be modified. These blocks must remain as they were in the original response."],
    offline: "heuristic", reason: "needs the original response; a dropped or reordered thinking block is a cheap signal", implemented: true,
  },
  {
    id: "thinking-signature-invalid", row: "34", area: "thinking", category: "api", status: "C",
    texts: [
      "{{path}}: Invalid `signature` in `thinking` block",
      "{{path}}: Invalid `signature` in `thinking` block. The block is bound to a different conversation.",
      "{{path}}: invalid signature on thinking block",
    ],
    offline: "heuristic", reason: "only the API can verify a signature; an empty one is a cheap signal", implemented: true,
  },
  {
    id: "thinking-signature-missing", row: "35", area: "thinking", category: "api", status: "C",
    texts: ["{{path}}: Field required"], paths: ["*.thinking.signature"],
    offline: "yes", reason: "a required field", implemented: true,
  },
  {
    id: "thinking-text-missing", row: "36", area: "thinking", category: "api", status: "C",
    texts: ["{{path}}: Field required"], paths: ["*.thinking.thinking"],
    offline: "yes", reason: "a required field", implemented: true,
  },
  {
    id: "redacted-thinking-data-invalid", row: "37", area: "thinking", category: "api", status: "C",
    texts: ["{{path}}: Invalid `data` in `redacted_thinking` block"],
    offline: "heuristic", reason: "only the API can decrypt `data`; an empty one is a cheap signal", implemented: true,
  },
  {
    id: "thinking-cache-control", row: "38", area: "thinking/cache", category: "api", status: "C",
    texts: ["{{path}}: Extra inputs are not permitted"], paths: ["*.thinking.cache_control", "*.redacted_thinking.cache_control"],
    offline: "yes", reason: "a field on a block type", implemented: true,
  },
  {
    id: "thinking-in-user-message", row: "39", area: "thinking", category: "api", status: "I",
    texts: ["{{path}}: thinking blocks may only be in `assistant` messages"],
    offline: "yes", reason: "block type against role; the API's text was seen only in an emulator", implemented: true,
  },
  {
    id: "thinking-budget-too-small", row: "40", area: "thinking config", category: "api", status: "C",
    texts: ["thinking.enabled.budget_tokens: Input should be greater than or equal to 1024", "thinking.budget_tokens: Input should be greater than or equal to 1024"],
    offline: "yes", reason: "a number", implemented: true,
  },
  {
    id: "thinking-budget-not-below-max-tokens", row: "41", area: "thinking config", category: "api", status: "C",
    texts: ["`max_tokens` must be greater than `thinking.budget_tokens`. Please consult our documentation at https://docs.claude.com/en/docs/build-with-claude/extended-thinking#max-tokens-and-context-window-size"],
    offline: "yes", reason: "two numbers", implemented: true,
  },
  {
    id: "thinking-temperature-not-1", row: "42", area: "thinking/sampling", category: "api", status: "C",
    texts: [
      "`temperature` may only be set to 1 when thinking is enabled or in adaptive mode. Please consult our documentation at https://platform.claude.com/docs/en/build-with-claude/extended-thinking",
      "`temperature` may only be set to 1 when thinking is enabled. Please consult our documentation at https://docs.anthropic.com/en/docs/build-with-claude/extended-thinking#important-considerations-when-using-extended-thinking",
    ],
    offline: "yes", reason: "request fields, and the model's default thinking mode", implemented: true,
  },
  {
    id: "thinking-top-k-set", row: "43", area: "thinking/sampling", category: "api", status: "C",
    texts: ["`top_k` must be unset when thinking is enabled. Please consult our documentation at https://docs.claude.com/en/docs/build-with-claude/extended-thinking#important-considerations-when-using-extended-thinking"],
    offline: "yes", reason: "request fields", implemented: true,
  },
  {
    id: "thinking-top-p-too-low", row: "44", area: "thinking/sampling", category: "api", status: "C",
    texts: ["`top_p` must be greater than or equal to 0.95 or unset when thinking is enabled", "top_p must be unset when thinking is enabled."],
    offline: "yes", reason: "request fields", implemented: true,
  },
  {
    id: "thinking-forced-tool-choice", row: "45", area: "thinking/tools", category: "api", status: "C",
    texts: ["Thinking may not be enabled when tool_choice forces tool use."],
    offline: "yes", reason: "request fields", implemented: true,
  },
  {
    id: "thinking-enabled-unsupported-model", row: "46", area: "thinking config", category: "api", status: "D",
    texts: ['"thinking.type.enabled" is not supported for this model. Use "thinking.type.adaptive" and "output_config.effort" to control thinking behavior.'],
    offline: "yes", reason: "the model table", implemented: true,
  },
  {
    id: "thinking-adaptive-unsupported-model", row: "47", area: "thinking config", category: "api", status: "D",
    texts: ["adaptive thinking is not supported on this model"],
    offline: "yes", reason: "the model table", implemented: true,
  },
  {
    id: "thinking-disabled-unsupported-model", row: "48", area: "thinking config", category: "api", status: "D",
    texts: ['"thinking.type.disabled" is not supported for this model. Thinking defaults to adaptive mode when not specified; use "thinking.type.enabled" with "budget_tokens" for extended thinking.'],
    offline: "yes", reason: "the model table", implemented: true,
  },
  // §6 Tool definitions and tool_choice
  {
    id: "tool-name-pattern", row: "49", area: "tools", category: "api", status: "C",
    texts: ["{{path}}: String should match pattern '^[a-zA-Z0-9_-]{1,128}$'", "{{path}}: String should match pattern '^[a-zA-Z0-9_-]{1,64}$'"],
    paths: ["tools.i.custom.name"],
    offline: "yes", reason: "a pattern", implemented: true,
  },
  {
    id: "tool-name-too-long", row: "50", area: "tools", category: "api", status: "C",
    texts: ["{{path}}: String should have at most {{max}} characters"], paths: ["tools.i.custom.name"],
    offline: "yes", reason: "a length, per target", implemented: true,
  },
  {
    id: "tool-names-unique", row: "51", area: "tools", category: "api", status: "C",
    texts: ["tools: Tool names must be unique."],
    offline: "yes", reason: "compares names", implemented: true,
  },
  {
    id: "tool-input-schema-missing", row: "52", area: "tools", category: "api", status: "C",
    texts: ["{{path}}: Field required"], paths: ["tools.i.custom.input_schema"],
    offline: "yes", reason: "a required field", implemented: true,
  },
  {
    id: "tool-input-schema-invalid", row: "53", area: "tools", category: "api", status: "C",
    texts: ["{{path}}: JSON schema is invalid. It must match JSON Schema draft 2020-12 (https://json-schema.org/draft/2020-12). Learn more about tool use at https://platform.claude.com/docs/en/agents-and-tools/tool-use/overview."],
    offline: "yes", reason: "validates the schema against the draft 2020-12 meta-schema", implemented: true,
  },
  {
    id: "tool-input-schema-top-level-combinator", row: "54", area: "tools", category: "api", status: "L",
    texts: ["{{path}}: input_schema does not support oneOf, allOf, or anyOf at the top level"],
    offline: "yes", reason: "schema keywords", implemented: true,
  },
  {
    id: "tool-input-schema-not-object", row: "55", area: "tools", category: "api", status: "I",
    texts: ["{{path}}: Input should be 'object'", "{{path}}: Field required"], paths: ["tools.i.custom.input_schema.type"],
    offline: "yes", reason: "schema keywords; the API's text was never observed", implemented: true,
  },
  {
    id: "tool-strict-needs-additional-properties-false", row: "56", area: "tools", category: "api", status: "C",
    texts: ["{{path}}: For 'object' type, 'additionalProperties' must be explicitly set to false"],
    offline: "yes", reason: "schema keywords", implemented: true,
  },
  {
    id: "tool-definition-extra-field", row: "57", area: "tools", category: "api", status: "C", targets: ["bedrock"],
    texts: ["{{path}}: Extra inputs are not permitted"], paths: ["tools.i.custom.<f>", "tools.i.<f>"],
    offline: "yes", reason: "fields against the target and betas", implemented: true,
  },
  {
    id: "tool-choice-invalid-shape", row: "58", area: "tool_choice", category: "api", status: "C",
    texts: ["tool_choice: Input should be an object", "tool_choice: Input tag '{{type}}' found using 'type' does not match any of the expected tags: 'auto', 'any', 'tool', 'none'"],
    paths: ["tool_choice"],
    offline: "yes", reason: "a shape", implemented: true,
  },
  {
    id: "tool-choice-without-tools", row: "59", area: "tool_choice", category: "api", status: "L",
    texts: ["{{path}} may only be specified while providing tools"], paths: ["tool_choice.<type>", "tool_choice"],
    offline: "yes", reason: "request fields", implemented: true,
  },
  {
    id: "tool-choice-tool-name-missing", row: "60", area: "tool_choice", category: "api", status: "L",
    texts: ["tool_choice.tool.name: Field required"], paths: ["tool_choice.tool.name"],
    offline: "yes", reason: "a required field", implemented: true,
  },
  {
    id: "tool-choice-unknown-tool", row: "61", area: "tool_choice", category: "api", status: "I",
    texts: ["tool_choice.tool.name: Tool '{{name}}' not found in tools"],
    offline: "yes", reason: "the name against `tools`; the API's text was seen only in an emulator", implemented: true,
  },
  {
    id: "tool-choice-forced-unsupported-model", row: "62", area: "tool_choice", category: "api", status: "I",
    texts: ['tool_choice: type "tool" and "any" are not supported for this model.'],
    offline: "yes", reason: "the model table; the API's text was seen only in a fixture", implemented: true,
  },
  // §7 cache_control
  {
    id: "cache-control-too-many-breakpoints", row: "63", area: "cache", category: "api", status: "C",
    texts: ["A maximum of 4 blocks with cache_control may be provided. Found {{count}}."],
    offline: "yes", reason: "a count over tools, system and messages", implemented: true,
  },
  {
    id: "cache-control-ttl-order", row: "64", area: "cache", category: "api", status: "C",
    texts: ["{{path}}: a ttl='1h' cache_control block must not come after a ttl='5m' cache_control block. Note that blocks are processed in the following order: `tools`, `system`, `messages`."],
    offline: "yes", reason: "the order of breakpoints", implemented: true,
  },
  {
    id: "cache-control-on-empty-text", row: "65", area: "cache", category: "api", status: "C",
    texts: ["{{path}}: cache_control cannot be set for empty text blocks"],
    offline: "yes", reason: "empty text with a breakpoint", implemented: true,
  },
  {
    id: "cache-control-extra-field", row: "66", area: "cache", category: "api", status: "C",
    texts: ["{{path}}: Extra inputs are not permitted"], paths: ["*.cache_control.ephemeral.<f>", "cache_control.ephemeral.<f>"],
    offline: "yes", reason: "the fields of `cache_control`", implemented: true,
  },
  // §8 Images, documents, media
  {
    id: "image-too-many-bytes", row: "67", area: "media", category: "api", status: "C",
    texts: ["{{path}}.image.source.base64: image exceeds 5 MB maximum: {{bytes}} bytes > 5242880 bytes"],
    offline: "yes", reason: "the decoded size, from the base64 length", implemented: true,
  },
  {
    id: "image-dimension-too-large", row: "68", area: "media", category: "api", status: "C",
    texts: ["{{path}}.image.source.base64.data: At least one of the image dimensions exceed max allowed size: 8000 pixels"],
    offline: "yes", reason: "width and height from the image header", implemented: true,
  },
  {
    id: "image-dimension-many-image-mode", row: "69", area: "media", category: "api", status: "C",
    texts: ["{{path}}.image.source.base64.data: At least one of the image dimensions exceed max allowed size for many-image requests: 2000 pixels"],
    offline: "yes", reason: "the image count, and sizes from the image headers", implemented: true,
  },
  {
    id: "image-media-type-mismatch", row: "70", area: "media", category: "api", status: "C",
    texts: [
      "{{path}}.image.source.base64: The image was specified using the {{declared}} media type, but the image appears to be a {{actual}} image",
      "{{path}}.image.source.base64.data: Image does not match the provided media type {{declared}}",
    ],
    offline: "yes", reason: "the media type against the image's magic number", implemented: true,
  },
  {
    id: "image-media-type-unsupported", row: "71", area: "media", category: "api", status: "C",
    texts: ["{{path}}.image.source.base64.media_type: Input should be 'image/jpeg', 'image/png', 'image/gif' or 'image/webp'"],
    offline: "yes", reason: "an enum", implemented: true,
  },
  {
    id: "image-undecodable", row: "72", area: "media", category: "api", status: "C",
    texts: ["Could not process image", "{{path}}.image.source.base64: invalid base64 data"],
    offline: "yes", reason: "base64 and the magic number of the first bytes; damage past the header is not found", implemented: true,
  },
  {
    id: "media-count-limit", row: "73", area: "media", category: "api", status: "C",
    texts: ["too many images and documents: {{images}} + {{documents}} > 100", "Too much media: {{pages}} document pages + {{images}} images > 100"],
    offline: "yes", reason: "a count of image and document blocks", implemented: true,
  },
  {
    id: "pdf-page-limit", row: "74", area: "documents", category: "api", status: "C",
    texts: ["A maximum of 100 PDF pages may be provided."],
    offline: "no",
    reason: "counting pages means decoding, and often inflating, the whole PDF (page objects sit in compressed object streams); the limit may be model-dependent",
    implemented: false,
  },
  {
    id: "pdf-invalid", row: "75", area: "documents", category: "api", status: "C",
    texts: ["{{path}}.pdf.source.base64.data: The PDF specified was not valid."],
    offline: "yes", reason: "base64 and the `%PDF-` header; damage past the header is not found", implemented: true,
  },
  {
    id: "citations-all-or-none", row: "76", area: "documents", category: "api", status: "I",
    texts: ["citations must be enabled on all or none of the documents within a request"],
    offline: "yes", reason: "the documents' `citations` settings; the text is the docs' (the API's was never observed)", implemented: true,
  },
  // §9 Request-level
  {
    id: "body-not-json", row: "77", area: "request", category: "api", status: "C",
    texts: ["The request body is not valid JSON: {{detail}}"],
    offline: "yes", reason: "parsing", implemented: true,
  },
  {
    id: "required-field-missing", row: "78", area: "request", category: "api", status: "C",
    texts: ["{{path}}: Field required"], paths: ["model|max_tokens|messages"],
    offline: "yes", reason: "required fields, reported by the structural schema", implemented: true, checkedBy: ["request-schema"],
  },
  {
    id: "unknown-top-level-field", row: "79", area: "request", category: "api", status: "C",
    texts: ["{{path}}: Extra inputs are not permitted"], paths: ["<f>"],
    offline: "yes", reason: "fields from other APIs and beta-only fields, with hints; any other unknown field is the structural schema's",
    implemented: true,
  },
  {
    id: "max-tokens-over-model-limit", row: "80", area: "request", category: "api", status: "C",
    texts: ["max_tokens: {{value}} > {{max}}, which is the maximum allowed number of output tokens for {{model}}"],
    offline: "yes", reason: "the model table's maximum output", implemented: true,
  },
  {
    id: "max-tokens-min", row: "80b", area: "request", category: "api", status: "I",
    texts: ["max_tokens: Input should be greater than or equal to {{min}}"],
    offline: "yes", reason: "a number (0 is accepted since 2026-05)", implemented: true,
  },
  {
    id: "context-window-exceeded", row: "81", area: "request", category: "api", status: "C",
    texts: [
      "input length and `max_tokens` exceed context limit: {{input}} + {{max}} > {{context}}, decrease input length or `max_tokens` and try again",
      "prompt is too long: {{tokens}} tokens > {{context}} maximum",
    ],
    offline: "no", reason: "token counts need the model's tokenizer (the count_tokens endpoint is online); a character estimate would be a guess",
    implemented: false,
  },
  {
    id: "temperature-range", row: "82", area: "sampling", category: "api", status: "C",
    texts: ["temperature: range: -1 or 0..1"],
    offline: "yes", reason: "a range", implemented: true,
  },
  {
    id: "top-p-range", row: "83", area: "sampling", category: "api", status: "C",
    texts: ["top_p: range: -1 or 0..1"],
    offline: "yes", reason: "a range", implemented: true,
  },
  {
    id: "temperature-and-top-p-both", row: "84", area: "sampling", category: "api", status: "C",
    texts: ["`temperature` and `top_p` cannot both be specified for this model. Please use only one."],
    offline: "yes", reason: "request fields, and the model table", implemented: true,
  },
  {
    id: "temperature-unsupported-model", row: "85", area: "sampling", category: "api", status: "C",
    texts: ["`temperature` is deprecated for this model.", "`temperature` is not supported for this model."],
    offline: "yes", reason: "the model table", implemented: true,
  },
  {
    id: "stop-sequence-whitespace", row: "86", area: "request", category: "api", status: "C",
    texts: ["stop_sequences: each stop sequence must contain non-whitespace"],
    offline: "yes", reason: "the stop sequences' text", implemented: true,
  },
  {
    id: "effort-unsupported-model", row: "87", area: "output_config", category: "api", status: "C",
    texts: ["This model does not support the effort parameter."],
    offline: "yes", reason: "the model table (the effort docs' supported models)", implemented: true,
  },
  // §14 Rule ids beyond the numbered rows
  {
    id: "tool-result-not-first", row: "§14", area: "tool pairing", category: "api",
    texts: [TOOL_USE_WITHOUT_RESULT],
    offline: "yes", reason: "the leading run of results in the next user turn (§13.2)", implemented: true,
  },
  {
    id: "tool-use-not-last-in-assistant-turn", row: "§14", area: "tool pairing", category: "api",
    texts: [TOOL_USE_WITHOUT_RESULT],
    offline: "yes", reason: "the blocks after a client tool use in its turn (§13.3)", implemented: true,
  },
  {
    id: "tool-use-unknown-tool", row: "§14", area: "tools", category: "risk",
    texts: [],
    offline: "yes", reason: "names against `tools`; the API accepts it", implemented: true,
  },
  {
    id: "tool-use-input-schema-mismatch", row: "§14", area: "tools", category: "risk",
    texts: [],
    offline: "yes", reason: "validates the input against the tool's `input_schema`; the API accepts it", implemented: true,
  },
  {
    id: "tools-required-for-tool-blocks", row: "§14", area: "tools", category: "api", targets: ["bedrock"],
    texts: ["Requests which include tool_use or tool_result blocks must define tools."],
    offline: "yes", reason: "request fields; relaxed on the first-party API (§13.5)", implemented: true,
  },
  {
    id: "tool-result-error-empty-content", row: "§14", area: "tool_result", category: "api",
    texts: ["{{path}}: content cannot be empty if `is_error` is true"],
    offline: "yes", reason: "the result's content (§13.12)", implemented: true,
  },
  {
    id: "tool-result-error-non-text-content", row: "§14", area: "tool_result", category: "api",
    texts: ["{{path}}: all content must be type 'text' if 'is_error' is true"],
    offline: "yes", reason: "the result's content (§13.13)", implemented: true,
  },
  {
    id: "thinking-in-final-assistant-while-disabled", row: "§14", area: "thinking", category: "api",
    texts: ["{{path}}: When thinking is disabled, an `assistant` message in the final position cannot contain `thinking`."],
    offline: "yes", reason: "the final assistant turn and the thinking setting (§13.15)", implemented: true,
  },
  {
    id: "thinking-block-last", row: "§14", area: "thinking", category: "api",
    texts: ["{{path}}: The final block in an assistant message cannot be `thinking`."],
    offline: "yes", reason: "block order (§13.15)", implemented: true,
  },
  {
    id: "tool-input-schema-property-key", row: "§14", area: "tools", category: "api",
    texts: ["{{path}}: Property keys should match pattern '^[a-zA-Z0-9_.-]{1,64}$'"],
    offline: "yes", reason: "a pattern (§13.16)", implemented: true,
  },
  {
    id: "request-schema", row: "§14", area: "request", category: "api",
    texts: [
      "{{path}}: Field required",
      "{{path}}: Extra inputs are not permitted",
      "{{path}}: Additional input is not allowed",
      "{{path}}: Input should be a valid dictionary",
      "{{path}}: Input should be a valid list",
      "{{path}}: Input should be a valid string",
      "{{path}}: Input should be an object",
      "{{path}}: String should match pattern '{{pattern}}'",
      "{{path}}: String should have at most {{max}} characters",
      "{{path}}: Input should be greater than or equal to {{min}}",
      "{{path}}: Input tag '{{tag}}' found using 'type' does not match any of the expected tags: {{tags}}",
    ],
    offline: "yes", reason: "a JSON Schema generated from the SDK's request types, per API version", implemented: true,
  },
  // §15 error codes of API version 2026-10-21
  {
    id: "compaction-block-misplaced", row: "§15", area: "compaction", category: "api", texts: [], errorCode: "compaction_block_misplaced",
    offline: "yes", reason: "the position of `compaction` blocks", implemented: true,
  },
  {
    id: "compaction-block-ambiguous", row: "§15", area: "compaction", category: "api", texts: [], errorCode: "compaction_block_ambiguous",
    offline: "yes", reason: "a count of `compaction` blocks with content", implemented: true,
  },
  {
    id: "compaction-incomplete-turn", row: "§15", area: "compaction", category: "api", texts: [], errorCode: "compaction_incomplete_turn",
    offline: "yes", reason: "the last turn of a compaction request", implemented: true,
  },
  {
    id: "compaction-nothing-to-summarize", row: "§15", area: "compaction", category: "api", texts: [], errorCode: "compaction_nothing_to_summarize",
    offline: "yes", reason: "the content left to summarise", implemented: true,
  },
  {
    id: "compaction-too-many-tool-references", row: "§15", area: "compaction", category: "api", texts: [], errorCode: "compaction_too_many_tool_references",
    offline: "no", reason: "the limit is not documented", implemented: false,
  },
  {
    id: "compaction-content-mismatch", row: "§15", area: "compaction", category: "api", texts: [], errorCode: "compaction_content_mismatch",
    offline: "no", reason: "needs the block the API returned", implemented: false,
  },
  {
    id: "compaction-signature-invalid", row: "§15", area: "compaction", category: "api", texts: [], errorCode: "compaction_signature_invalid",
    offline: "no", reason: "only the API can verify a signature", implemented: false,
  },
  {
    id: "compaction-tool-changes-mismatch", row: "§15", area: "compaction", category: "api", texts: [], errorCode: "compaction_tool_changes_mismatch",
    offline: "no", reason: "needs the block the API returned", implemented: false,
  },
  {
    id: "tool-name-conflict", row: "§15", area: "tools", category: "api", texts: [], errorCode: "tool_name_conflict",
    offline: "yes", reason: "the tools available at each position", implemented: true,
  },
  {
    id: "tool-reference-unresolved", row: "§15", area: "tools", category: "api", texts: [], errorCode: "tool_reference_unresolved",
    offline: "yes", reason: "the tools and MCP servers defined at each position", implemented: true,
  },
  {
    id: "available-tools-limit-exceeded", row: "§15", area: "tools", category: "api", texts: [], errorCode: "available_tools_limit_exceeded",
    offline: "no", reason: "the limits are not documented", implemented: false,
  },
  {
    id: "thread-*", row: "§15", area: "threads", category: "api", texts: [], errorCode: "thread_*",
    offline: "no", reason: "they concern a server-side thread (`previous_message_id`), not the request", implemented: false,
  },
  // msglint's own
  {
    id: "cache-control-prefix-too-short", row: "§13.19", area: "cache", category: "risk",
    texts: ["The message up to and including the first cache-control block must be at least {{min}} tokens. Found: {{found}}."],
    offline: "heuristic", reason: "an upper bound of the prefix's tokens against the model's minimum; rejected in 2024, silently ignored today",
    implemented: true,
  },
  {
    id: "batch-custom-id-duplicate", row: "—", area: "batches", category: "api", targets: ["anthropic"], texts: [],
    offline: "yes", reason: "msglint's own: `custom_id` values of a Message Batches file (the API's text was never observed)", implemented: true,
  },
  {
    id: "transcript-line-unreadable", row: "—", area: "transcripts", category: "risk", texts: [],
    offline: "yes", reason: "msglint's own: a Claude Code transcript line that does not parse", implemented: true,
  },
  {
    id: "unrecognized-input", row: "—", area: "input", category: "api", texts: [],
    offline: "yes", reason: "msglint's own: the document is no request msglint can read", implemented: true,
  },
];

/** The entry of a rule id, if api-rules.md (or msglint) names it. */
export function catalogEntry(id: string): CatalogEntry | undefined {
  return catalog.find((entry) => entry.id === id);
}
