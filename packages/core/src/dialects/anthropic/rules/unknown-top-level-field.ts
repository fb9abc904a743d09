import { createRule } from "../create-rule.js";
import type { ResolvedSettings } from "../../../types.js";
import { BETA_FIELDS, betaFieldRefused } from "../analyses/beta-fields.js";

/**
 * Top-level fields that leak into Messages API bodies from other APIs and SDKs, with what to do instead (the hint
 * for each, by field). Any other unknown field is the structural schema's finding (`request-schema`), with the same text.
 */
const LEAKS: Readonly<Record<string, string>> = {
  extra_body:
    "`extra_body` is an option of the Python SDKs, not a field: the SDK merges its contents into the body. Move its fields to the top level, or pass it to the SDK call as `extra_body=`.",
  extra_headers: "`extra_headers` is an SDK option: headers go in the HTTP request, not in the body.",
  extra_query: "`extra_query` is an SDK option: query parameters go in the URL, not in the body.",
  betas: "`betas` is an SDK parameter that the SDK sends as the `anthropic-beta` header: in a raw body, send the header instead.",
  max_completion_tokens: "OpenAI's name for the output limit: the Messages API calls it `max_tokens`, and requires it.",
  response_format:
    "OpenAI's structured-output field: the Messages API takes `output_config.format` (structured outputs), or a tool with the schema and a `tool_choice` that forces it.",
  reasoning_effort: "OpenAI's field: the Messages API takes `output_config.effort`, and `thinking` for extended thinking.",
  parallel_tool_calls: "OpenAI's field: the Messages API spells it `tool_choice.disable_parallel_tool_use` (inverted).",
  functions: "OpenAI's legacy function calling: the Messages API takes `tools`.",
  function_call: "OpenAI's legacy function calling: the Messages API takes `tool_choice`.",
  user: "OpenAI's end-user id: the Messages API takes `metadata.user_id`.",
  n: "The Messages API returns one response per request: send several requests instead of `n`.",
  presence_penalty: "The Messages API has no sampling penalties: leave it out.",
  frequency_penalty: "The Messages API has no sampling penalties: leave it out.",
  logit_bias: "The Messages API has no logit bias: leave it out.",
  logprobs: "The Messages API returns no log probabilities: leave it out.",
  top_logprobs: "The Messages API returns no log probabilities: leave it out.",
  seed: "The Messages API has no seed: leave it out.",
  stream_options: "OpenAI's streaming options: leave them out (usage arrives in the stream's events anyway).",
};

/** Removed by API version 2026-10-21 (§15). */
const REMOVED_IN_2026 = new Set(["temperature", "top_p", "top_k"]);

export default createRule("unknown-top-level-field", {
  meta: {
    description:
      "A top-level field from another API or SDK (`extra_body`, `max_completion_tokens`, `response_format`…), or a beta-only field without its beta.",
    category: "api",
    recommended: true,
    spec: "#79",
    messages: { extra: "{{path}}: Extra inputs are not permitted" },
    hints: {
      ...LEAKS,
      betasOnBedrock: "On Bedrock InvokeModel the betas go in the body as `anthropic_beta`; `betas` is an SDK parameter.",
      platformField:
        "`{{field}}` belongs in Bedrock and Vertex AI bodies; the first-party API takes the `{{header}}` header. Set the `target` setting if this body is sent to Bedrock or Vertex AI.",
      betaField: "`{{field}}` exists only with a beta ({{beta}}) in the `anthropic-beta` header, and the configured betas have none.",
      removedIn2026:
        "API version {{apiVersion}} has no `{{field}}`: sampling is the model's own. Leave it out, or send `anthropic-version: 2023-06-01`.",
    },
    api: {
      row: "79",
      area: "request",
      status: "C",
      reason: "fields from other APIs and beta-only fields, with hints; any other unknown field is the structural schema's",
      paths: ["<f>"],
    },
  },
  visit: {
    request(context) {
      const { request, settings } = context;
      for (const field of Object.keys(request)) {
        const hint = hintFor(field, settings);
        if (hint === undefined) continue;
        const beta = Object.prototype.hasOwnProperty.call(BETA_FIELDS, field) ? BETA_FIELDS[field]!.name : "";
        context.report({
          messageId: "extra",
          at: context.at(context.root, field),
          data: { field, header: field.replace("_", "-"), beta, apiVersion: settings.apiVersion },
          hint,
        });
      }
    },
  },
});

/** The hint for a top-level field this rule reports, or undefined when it leaves the field alone. */
function hintFor(field: string, settings: ResolvedSettings): string | undefined {
  if ((field === "anthropic_version" || field === "anthropic_beta") && settings.target === "anthropic") return "platformField";
  if (Object.prototype.hasOwnProperty.call(LEAKS, field)) return field === "betas" && settings.target === "bedrock" ? "betasOnBedrock" : field;
  if (Object.prototype.hasOwnProperty.call(BETA_FIELDS, field)) return betaFieldRefused(field, settings) ? "betaField" : undefined;
  if (REMOVED_IN_2026.has(field) && settings.apiVersion >= "2026-10-21") return "removedIn2026";
  return undefined;
}
