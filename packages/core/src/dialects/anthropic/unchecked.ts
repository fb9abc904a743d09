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
    reason:
      "counting pages means decoding, and often inflating, the whole PDF (page objects sit in compressed object streams); the limit may be model-dependent. Split the PDF into documents of at most 100 pages, or send only the pages the request needs.",
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
    reason:
      "token counts need the model's tokenizer (the count_tokens endpoint is online); a character estimate would be a guess. Count the request with the count_tokens endpoint before sending it, then compact or truncate the history at a turn boundary (so that no `tool_use` loses its result), or lower `max_tokens`.",
  },
  {
    id: "compaction-too-many-tool-references",
    row: "§15",
    area: "compaction",
    category: "api",
    texts: [],
    errorCode: "compaction_too_many_tool_references",
    reason:
      "the limit is not documented. The conversation refers to more distinct tools than a compaction block can record: compact earlier, while it refers to fewer.",
  },
  {
    id: "compaction-content-mismatch",
    row: "§15",
    area: "compaction",
    category: "api",
    texts: [],
    errorCode: "compaction_content_mismatch",
    reason: "needs the block the API returned. Send the `compaction` block back exactly as the API returned it: its content was changed.",
  },
  {
    id: "compaction-signature-invalid",
    row: "§15",
    area: "compaction",
    category: "api",
    texts: [],
    errorCode: "compaction_signature_invalid",
    reason: "only the API can verify a signature. Send the `compaction` block back exactly as the API returned it, signature included.",
  },
  {
    id: "compaction-tool-changes-mismatch",
    row: "§15",
    area: "compaction",
    category: "api",
    texts: [],
    errorCode: "compaction_tool_changes_mismatch",
    reason: "needs the block the API returned. Send the `compaction` block back exactly as the API returned it: its `tool_changes` were changed.",
  },
  {
    id: "available-tools-limit-exceeded",
    row: "§15",
    area: "tools",
    category: "api",
    texts: [],
    errorCode: "available_tools_limit_exceeded",
    reason:
      "the limits are not documented. The tools available after a message exceed a count or size limit: define fewer tools, or remove some (`tool_removal`) before adding others.",
  },
  {
    id: "thread-*",
    row: "§15",
    area: "threads",
    category: "api",
    texts: [],
    errorCode: "thread_*",
    reason:
      "they concern a server-side thread (`previous_message_id`), not the request: only the API knows the thread's state. Read the error's message; sending the whole history without `previous_message_id` does not depend on the thread.",
  },
];
