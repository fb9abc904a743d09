import { reportStrictSchemas, STRICT_HINTS, STRICT_TEXTS } from "../../../model/strict-schema.js";
import { createRule } from "../create-rule.js";

export default createRule("resp-strict-addprops", {
  meta: {
    description:
      "An object schema under `strict: true` does not set `additionalProperties: false` (a function tool's parameters or a `json_schema` text format, nested objects included).",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    spec: "providers.md openai-responses §3",
    messages: { additionalProperties: STRICT_TEXTS.additionalProperties },
    hints: { additionalProperties: STRICT_HINTS.additionalProperties },
    api: {
      status: "C",
      area: "strict schemas",
      errorCode: "invalid_function_parameters",
      reason: "Walks every strict schema once (model/strict-schema.ts).",
    },
  },
  visit: {
    request(context) {
      reportStrictSchemas(context, context.model.strictSchemas, ["additional-properties"]);
    },
  },
});
