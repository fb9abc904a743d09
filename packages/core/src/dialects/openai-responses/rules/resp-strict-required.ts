import { reportStrictSchemas, STRICT_HINTS, STRICT_TEXTS } from "../../../model/strict-schema.js";
import { createRule } from "../create-rule.js";

export default createRule("resp-strict-required", {
  meta: {
    description: "An object schema under `strict: true` does not list every property in `required` (or requires a key it does not have).",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    spec: "providers.md openai-responses §3",
    messages: { requiredMissing: STRICT_TEXTS.requiredMissing, requiredExtra: STRICT_TEXTS.requiredExtra },
    hints: { requiredMissing: STRICT_HINTS.requiredMissing, requiredExtra: STRICT_HINTS.requiredExtra },
    api: {
      status: "C",
      area: "strict schemas",
      errorCode: "invalid_json_schema",
      reason: "Walks every strict schema once (model/strict-schema.ts).",
    },
  },
  visit: {
    request(context) {
      reportStrictSchemas(context, context.model.strictSchemas, ["required-missing", "required-extra"]);
    },
  },
});
