import { createRule } from "../create-rule.js";

const MINIMUMS: readonly { param: string; min: number }[] = [
  { param: "max_output_tokens", min: 16 },
  { param: "max_tool_calls", min: 1 },
];

export default createRule("resp-max-output-min", {
  meta: {
    description: "`max_output_tokens` is below 16, or `max_tool_calls` below 1.",
    category: "api",
    recommended: true,
    fixable: true,
    needs: { fields: MINIMUMS.map(({ param }) => param) },
    spec: "providers.md openai-responses §3",
    messages: { belowMinimum: "Invalid '{{path}}': integer below minimum value. Expected a value >= {{min}}, but got {{value}} instead." },
    hints: { belowMinimum: "The smallest `{{path}}` the API takes is {{min}}." },
    api: { status: "C", area: "parameters", errorCode: "integer_below_min_value", reason: "Compares each value with its minimum." },
  },
  visit: {
    request(context) {
      for (const { param, min } of MINIMUMS) {
        const value = context.request[param];
        if (typeof value !== "number" || value >= min) continue;
        const at = context.at(context.root, param);
        context.report({
          messageId: "belowMinimum",
          at,
          data: { min, value },
          hint: "belowMinimum",
          fix: { description: `Raise \`${param}\` to ${min}`, edits: [{ op: "replace", path: at.pointer, value: min }] },
        });
      }
    },
  },
});
