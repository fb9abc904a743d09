/**
 * API error texts that more than one rule reproduces. Each is the API's text verbatim (api-rules.md), with
 * `{{path}}` for its path prefix.
 */
import type { ApiRow } from "../../../types.js";

/** api-rules.md #1: the API's text for every kind of unanswered `tool_use`, whatever the real cause. */
export const TOOL_USE_WITHOUT_RESULT =
  "{{path}}: `tool_use` ids were found without `tool_result` blocks immediately after: {{ids}}. Each `tool_use` block must have a corresponding `tool_result` block in the next message.";

/** api-rules.md #2: the pre-2025 wording of #1, which the rules that report #1's causes recognise. */
export const LEGACY_TOOL_RESULT_ROW: ApiRow = {
  row: "2",
  id: "tool-result-not-first-legacy",
  area: "tool pairing (old text)",
  status: "C",
  reason: "the pre-2025 wording of row 1: msglint emits the current text and recognises this one",
  texts: [
    "{{path}}: Did not find {{count}} `tool_result` block(s) at the beginning of this message. Messages following `tool_use` blocks must begin with a matching number of `tool_result` blocks.",
  ],
};

/** api-rules.md #14. */
export const SERVER_TOOL_USE_WITHOUT_RESULT =
  "{{path}}: `{{name}}` tool use with id `{{id}}` was found without a corresponding `{{resultType}}` block";

/** The text `repair` and suggestions put in a synthetic result for an interrupted call; fixed, so the prompt cache stays valid. */
export const INTERRUPTED_TOOL_RESULT_TEXT = "The tool call was interrupted and returned no result.";
