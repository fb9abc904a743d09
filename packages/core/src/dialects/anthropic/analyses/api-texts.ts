/**
 * API error texts that more than one rule reproduces. Each is the API's text verbatim (api-rules.md), with
 * `{{path}}` for its path prefix.
 */

/** api-rules.md #1: the API's text for every kind of unanswered `tool_use`, whatever the real cause. */
export const TOOL_USE_WITHOUT_RESULT =
  "{{path}}: `tool_use` ids were found without `tool_result` blocks immediately after: {{ids}}. Each `tool_use` block must have a corresponding `tool_result` block in the next message.";

/** api-rules.md #14. */
export const SERVER_TOOL_USE_WITHOUT_RESULT =
  "{{path}}: `{{name}}` tool use with id `{{id}}` was found without a corresponding `{{resultType}}` block";

/** The text `repair` and suggestions put in a synthetic result for an interrupted call; fixed, so the prompt cache stays valid. */
export const INTERRUPTED_TOOL_RESULT_TEXT = "The tool call was interrupted and returned no result.";
