/**
 * The errors of api-rules.md that no rule checks, because the request alone cannot decide them: `explain` still
 * recognises their texts and says why, and the README's table lists them. Every other row is a rule's
 * (`meta.api.row`, `meta.api.rows`); a test keeps rows 1–87 and 80b each in one place.
 */
import type { UncheckedError } from "../../types.js";

export const unchecked: readonly UncheckedError[] = [
  {
    id: "pdf-page-limit",
    row: "74",
    area: "documents",
    category: "api",
    status: "C",
    texts: ["A maximum of 100 PDF pages may be provided."],
    meaning: "The PDF documents of the request have more pages than the API takes (100).",
    reason:
      "counting pages means decoding, and often inflating, the whole PDF (page objects sit in compressed object streams); the limit may be model-dependent.",
    action: "Split the PDF into documents of at most 100 pages, or send only the pages the request needs.",
  },
  {
    id: "context-window-exceeded",
    row: "81",
    area: "request",
    category: "api",
    status: "C",
    texts: [
      "input length and `max_tokens` exceed context limit: {{input}} + {{max}} > {{context}}, decrease input length or `max_tokens` and try again",
      "prompt is too long: {{tokens}} tokens > {{context}} maximum",
    ],
    meaning:
      "The request does not fit the model's context window: its input tokens (with `max_tokens`, in the older wording) exceed the model's limit.",
    reason: "token counts need the model's tokenizer (the count_tokens endpoint is online); a character estimate would be a guess.",
    action:
      "Count the request with the count_tokens endpoint before sending it, then compact or truncate the history at a turn boundary (so that no `tool_use` loses its result), or lower `max_tokens`.",
  },
  {
    id: "compaction-too-many-tool-references",
    row: "§15",
    area: "compaction",
    category: "api",
    texts: [],
    errorCode: "compaction_too_many_tool_references",
    meaning: "The conversation refers to more distinct tools than a compaction block can record.",
    reason: "the limit is not documented.",
    action: "Compact earlier, while the conversation refers to fewer tools.",
  },
  {
    id: "compaction-content-mismatch",
    row: "§15",
    area: "compaction",
    category: "api",
    texts: [],
    errorCode: "compaction_content_mismatch",
    meaning: "A `compaction` block's content is not what the API returned: it was changed.",
    reason: "it needs the block the API returned, which only the API holds.",
    action: "Send the `compaction` block back exactly as the API returned it.",
  },
  {
    id: "compaction-signature-invalid",
    row: "§15",
    area: "compaction",
    category: "api",
    texts: [],
    errorCode: "compaction_signature_invalid",
    meaning: "A `compaction` block's signature does not verify: the block, or its signature, was changed or comes from elsewhere.",
    reason: "only the API can verify a signature.",
    action: "Send the `compaction` block back exactly as the API returned it, signature included.",
  },
  {
    id: "compaction-tool-changes-mismatch",
    row: "§15",
    area: "compaction",
    category: "api",
    texts: [],
    errorCode: "compaction_tool_changes_mismatch",
    meaning: "A `compaction` block's `tool_changes` are not what the API returned: they were changed.",
    reason: "it needs the block the API returned, which only the API holds.",
    action: "Send the `compaction` block back exactly as the API returned it.",
  },
  {
    id: "available-tools-limit-exceeded",
    row: "§15",
    area: "tools",
    category: "api",
    texts: [],
    errorCode: "available_tools_limit_exceeded",
    meaning: "The tools available after a message exceed a count or size limit.",
    reason: "the limits are not documented.",
    action: "Define fewer tools, or remove some (`tool_removal`) before adding others.",
  },
  {
    id: "thread-*",
    row: "§15",
    area: "threads",
    category: "api",
    texts: [],
    errorCode: "thread_*",
    meaning: "The request continues a server-side thread (`previous_message_id`) that the API cannot continue as asked.",
    reason: "they concern the thread's state on the server, not the request: only the API knows it.",
    action: "Read the error's message; sending the whole history without `previous_message_id` does not depend on the thread.",
  },
  // An HTTP 400 invalid_request_error that depends on the account, not the request: anthropics/claude-quickstarts#229
  // (2025-01), anthropics/claude-code#4208 (2025-07) and #66314 (2026-06), verbatim.
  {
    id: "credit-balance-too-low",
    row: "§14",
    area: "account",
    category: "unverifiable",
    status: "C",
    texts: ["Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits."],
    meaning: "The account (the organization of the API key) has no credits left: the API refuses every request, whatever its body.",
    reason: "it depends on the account's balance, which only the API knows; the request itself may be fine.",
    action:
      "Add credits or upgrade the plan in the Console (Plans & Billing), or use another workspace's key; nothing in the request needs to change.",
  },
  // The 404 for a model id the API does not serve, pasted whole for ids that never existed: continuedev/continue#9930
  // (2026-01-26, `Claude Sonnet 4.5`, a display name), anthropics/claude-code#5349 (2025-08-07, `sonnet4`),
  // continuedev/continue#11925 (2026-03-27, `claude-4-sonnet`). model-retired reports the same text for a retired id.
  {
    id: "model-not-found",
    row: "§14",
    area: "model",
    category: "unverifiable",
    status: "C",
    texts: ["model: {{model}}"],
    errorCode: "not_found_error",
    meaning:
      "The API serves no model by that id to this key (HTTP 404): the id is misspelt, a display name (`Claude Sonnet 4.5`) or an alias from another platform (`sonnet4`, a Bedrock or Vertex id), retired, or not available to the organization.",
    reason:
      "which ids the API serves to an organization is its model list (`GET /v1/models`), which changes over time; model-retired catches the ids the SDK's table dates as retired.",
    action:
      "Use an id from the models overview or `GET /v1/models` (ids are exact, for example `claude-sonnet-4-5`); on Bedrock or Vertex use that platform's id.",
  },
];
