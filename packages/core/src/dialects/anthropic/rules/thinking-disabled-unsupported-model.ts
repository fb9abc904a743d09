import { createRule } from "../create-rule.js";
import { thinkingTypeUnsupported } from "../analyses/thinking.js";

export default createRule("thinking-disabled-unsupported-model", {
  meta: {
    description: "`thinking.type` is `disabled` on a model that always thinks (Fable 5, Mythos 5, Mythos Preview).",
    category: "api",
    needs: { fields: ["thinking"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#48",
    messages: {
      unsupported:
        '"thinking.type.disabled" is not supported for this model. Thinking defaults to adaptive mode when not specified; use "thinking.type.enabled" with "budget_tokens" for extended thinking.',
    },
    hints: {
      alwaysThinks:
        '{{model}} cannot turn thinking off. A client that sends `{"type": "disabled"}` whenever the user picks no reasoning trips this: leave `thinking` out (the model then thinks adaptively), and lower `output_config.effort` to make it think less.',
    },
    api: { row: "48", area: "thinking config", status: "D", reason: "the model table" },
  },
  visit: {
    request(context) {
      const facts = thinkingTypeUnsupported(context, "disabled");
      if (!facts) return;
      const thinking = context.at(context.root, "thinking");
      context.report({
        messageId: "unsupported",
        at: context.at(thinking, "type"),
        data: { path: context.root.path, model: facts.id.raw },
        hint: "alwaysThinks",
        suggestions: [
          { description: "Remove `thinking` (adaptive thinking, the model's default)", edits: [{ op: "remove", path: thinking.pointer }] },
        ],
      });
    },
  },
});
