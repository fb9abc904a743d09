import { createRule } from "../create-rule.js";
import { thinkingField } from "../model.js";

export default createRule("gemini-thinking-budget-range", {
  meta: {
    description: "`thinkingBudget` is outside the model's range (2.5 Pro 128–32768, 2.5 Flash 0–24576, 2.5 Flash-Lite 512–24576; -1 is dynamic).",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: { range: "The thinking budget ({{value}}) is invalid." },
    hints: { range: "{{model}} takes a thinking budget from {{min}} to {{max}} tokens (or -1 for a dynamic one{{off}})." },
    api: { status: "C", area: "thinking", reason: "Compares `thinkingBudget` with the model table's range (silent for a model it does not know)." },
  },
  visit: {
    request(context) {
      const range = context.model.facts?.budget;
      const budget = thinkingField(context.model, "thinkingBudget");
      if (range?.min === undefined || range.max === undefined || budget === undefined || typeof budget.value !== "number") return;
      const value = budget.value;
      // -1 is dynamic; 0 is off where the model allows it, and gemini-thinking-budget-zero's where it does not.
      if (value === -1 || value === 0 || (value >= range.min && value <= range.max)) return;
      const data = { value, min: range.min, max: range.max, model: context.model.modelId!, off: range.canDisable ? ", or 0 for none" : "" };
      context.report({ messageId: "range", at: budget, data, hint: "range" });
    },
  },
});
