import { RANGE_FIELDS, RANGE_HINTS, RANGE_TEXTS, reportOutOfRange } from "../../../model/openai-parameters.js";
import { createRule } from "../create-rule.js";

export default createRule("resp-range", {
  meta: {
    description: "`temperature` (0 to 2), `top_p` (0 to 1) or `top_logprobs` (0 to 20) is out of range.",
    category: "api",
    recommended: true,
    needs: { fields: RANGE_FIELDS },
    spec: "providers.md openai-responses §3",
    messages: RANGE_TEXTS,
    hints: RANGE_HINTS,
    api: {
      status: "C",
      area: "parameters",
      reason: "Compares each value with its bounds (the text is certain below the minimum, inferred above the maximum).",
    },
  },
  visit: {
    request(context) {
      reportOutOfRange(context);
    },
  },
});
