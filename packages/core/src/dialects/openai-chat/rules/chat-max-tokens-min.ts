import { createRule, OPENAI_TARGETS } from "../create-rule.js";

export default createRule("chat-max-tokens-min", {
  meta: {
    description: "`max_tokens` is below 1.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    fixable: true,
    needs: { fields: ["max_tokens"] },
    spec: "providers.md openai-chat §3",
    messages: { belowMinimum: "Invalid 'max_tokens': integer below minimum value. Expected a value >= 1, but got {{value}} instead." },
    hints: { belowMinimum: "The smallest `max_tokens` the API takes is 1; leave it out to let the model write until it stops." },
    api: { paths: ["max_tokens"], status: "C", area: "parameters", errorCode: "integer_below_min_value", reason: "Compares `max_tokens` with 1." },
  },
  visit: {
    request(context) {
      const value = context.request.max_tokens;
      if (typeof value !== "number" || value >= 1) return;
      const at = context.at(context.root, "max_tokens");
      context.report({
        messageId: "belowMinimum",
        at,
        data: { value },
        hint: "belowMinimum",
        fix: { description: "Raise `max_tokens` to 1", edits: [{ op: "replace", path: at.pointer, value: 1 }] },
      });
    },
  },
});
