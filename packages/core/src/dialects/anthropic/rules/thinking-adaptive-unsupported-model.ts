import { createRule } from "../create-rule.js";
import { thinkingTypeUnsupported } from "../analyses/thinking.js";

export default createRule("thinking-adaptive-unsupported-model", {
  meta: {
    description: "`thinking.type` is `adaptive` on a model that does not support adaptive thinking (Claude 4.5 and earlier).",
    category: "api",
    needs: { fields: ["thinking"] },
    recommended: true,
    spec: "#47",
    messages: { unsupported: "adaptive thinking is not supported on this model" },
    hints: {
      predates:
        '{{model}} predates adaptive thinking (Claude 4.6). Use `{"type": "enabled", "budget_tokens": N}` with N of at least 1,024 and below `max_tokens`, or a newer model.',
    },
    api: { row: "47", area: "thinking config", status: "D", reason: "the model table" },
  },
  visit: {
    request(context) {
      const facts = thinkingTypeUnsupported(context, "adaptive");
      if (!facts) return;
      context.report({
        messageId: "unsupported",
        at: context.at(context.root, "thinking", "type"),
        data: { path: context.root.path, model: facts.id.raw },
        hint: "predates",
      });
    },
  },
});
