import { createRule } from "../create-rule.js";

/** Bounds of the sampling parameters (OAS `CreateResponse`). */
const RANGES: readonly { param: string; min: number; max: number }[] = [
  { param: "temperature", min: 0, max: 2 },
  { param: "top_p", min: 0, max: 1 },
  { param: "top_logprobs", min: 0, max: 20 },
];

export default createRule("resp-range", {
  meta: {
    description: "`temperature` (0 to 2), `top_p` (0 to 1) or `top_logprobs` (0 to 20) is out of range.",
    category: "api",
    recommended: true,
    spec: "providers.md openai-responses §3",
    messages: {
      below: "Invalid '{{path}}': {{kind}} below minimum value. Expected a value >= {{limit}}, but got {{value}} instead.",
      above: "Invalid '{{path}}': {{kind}} above maximum value. Expected a value <= {{limit}}, but got {{value}} instead.",
    },
    hints: { range: "`{{path}}` takes {{min}} to {{max}}." },
    api: {
      status: "C",
      area: "parameters",
      reason: "Compares each value with its bounds (the text is certain below the minimum, inferred above the maximum).",
    },
  },
  visit: {
    request(context) {
      for (const { param, min, max } of RANGES) {
        const value = context.request[param];
        if (typeof value !== "number" || (value >= min && value <= max)) continue;
        const kind = Number.isInteger(value) && param === "top_logprobs" ? "integer" : "decimal";
        context.report({
          messageId: value < min ? "below" : "above",
          at: context.at(context.root, param),
          data: { kind, limit: value < min ? min : max, value, min, max },
          hint: "range",
        });
      }
    },
  },
});
