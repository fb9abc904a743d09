import { createRule } from "../create-rule.js";
import { thinkingTypeUnsupported } from "../analyses/thinking.js";

export default createRule("thinking-enabled-unsupported-model", {
  meta: {
    description: "`thinking.type` is `enabled` (manual extended thinking) on a model that accepts only adaptive thinking.",
    category: "api",
    needs: { fields: ["thinking"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#46",
    messages: {
      unsupported:
        '"thinking.type.enabled" is not supported for this model. Use "thinking.type.adaptive" and "output_config.effort" to control thinking behavior.',
    },
    hints: {
      noBudget:
        '{{model}} (Claude 4.7 and later) has no manual thinking budget: `budget_tokens` is gone. Use `{"type": "adaptive"}`, and `output_config.effort` for how much the model thinks.',
    },
    api: { row: "46", area: "thinking config", status: "D", reason: "the model table" },
  },
  visit: {
    request(context) {
      const facts = thinkingTypeUnsupported(context, "enabled");
      if (!facts) return;
      // `thinking` is an object here: the helper found `type` on it.
      const { display } = context.request.thinking as Readonly<Record<string, unknown>>;
      const thinking = context.at(context.root, "thinking");
      context.report({
        messageId: "unsupported",
        at: context.at(thinking, "type"),
        data: { path: context.root.path, model: facts.id.raw },
        hint: "noBudget",
        suggestions: [
          {
            description: 'Use adaptive thinking: `{"type": "adaptive"}`',
            edits: [{ op: "replace", path: thinking.pointer, value: display === undefined ? { type: "adaptive" } : { type: "adaptive", display } }],
          },
        ],
      });
    },
  },
});
