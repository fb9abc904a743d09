import { reportStrictSchemas, STRICT_HINTS, STRICT_TEXTS } from "../../../model/strict-schema.js";
import { createRule } from "../create-rule.js";

export default createRule("resp-strict-no-props", {
  meta: {
    description: "An object schema under `strict: true` has no `properties` (a function tool's parameters or a `json_schema` text format).",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    spec: "providers.md openai-responses §3",
    messages: { missingProperties: STRICT_TEXTS.missingProperties },
    hints: { missingProperties: STRICT_HINTS.missingProperties },
    api: {
      status: "C",
      area: "strict schemas",
      errorCode: "invalid_function_parameters",
      reason: "Walks every strict schema once (model/strict-schema.ts).",
    },
  },
  visit: {
    request(context) {
      reportStrictSchemas(context, context.model.strictSchemas, ["missing-properties"]);
    },
  },
});
