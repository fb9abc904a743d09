import { createRule } from "../create-rule.js";
import { thinkingField } from "../model.js";

export default createRule("gemini-thinking-budget-zero", {
  meta: {
    description: "`thinkingBudget: 0` asks a model that always thinks (Gemini 2.5 Pro) to stop thinking.",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: { zero: "Budget 0 is invalid. This model only works in thinking mode." },
    hints: { zero: "{{model}} cannot turn thinking off: use its smallest budget, or -1 (dynamic)." },
    api: { status: "C", area: "thinking", reason: "Reads `thinkingBudget` (model table: 2.5 Pro, 3.5 Flash-Lite)." },
  },
  visit: {
    request(context) {
      const { facts } = context.model;
      const budget = thinkingField(context.model, "thinkingBudget");
      if (facts?.budget?.canDisable !== false || budget?.value !== 0) return;
      context.report({ messageId: "zero", at: budget, data: { model: context.model.modelId! }, hint: "zero" });
    },
  },
});
