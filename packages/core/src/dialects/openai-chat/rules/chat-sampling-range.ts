import { RANGE_FIELDS, RANGE_HINTS, RANGE_TEXTS, reportOutOfRange } from "../../../model/openai-parameters.js";
import { createRule, OPENAI_TARGETS } from "../create-rule.js";

export default createRule("chat-sampling-range", {
  meta: {
    description: "`temperature` (0 to 2), `top_p` (0 to 1) or `top_logprobs` (0 to 20) is out of range.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    needs: { fields: RANGE_FIELDS },
    spec: "providers.md openai-chat §3 (chat-sampling-range)",
    messages: RANGE_TEXTS,
    hints: RANGE_HINTS,
    api: {
      status: "C",
      area: "parameters",
      errorCode: "decimal_above_max_value",
      reason: "Compares each value with its bounds, as resp-range does for the Responses API (one implementation).",
    },
  },
  visit: {
    request(context) {
      reportOutOfRange(context);
    },
  },
});
