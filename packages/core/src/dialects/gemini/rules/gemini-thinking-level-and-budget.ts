import { createRule } from "../create-rule.js";
import { thinkingField } from "../model.js";

export default createRule("gemini-thinking-level-and-budget", {
  meta: {
    description: "`thinkingConfig` sets both `thinkingBudget` and `thinkingLevel`.",
    category: "api",
    recommended: true,
    targets: ["ai-studio"],
    spec: "providers.md gemini §3",
    messages: { both: "You can only set only one of thinking budget and thinking level." },
    hints: {
      both: "`thinkingLevel` (Gemini 3) and `thinkingBudget` (Gemini 2.5) are two ways to set one thing: keep the one the model takes and drop the other.",
    },
    api: {
      status: "C",
      area: "thinking",
      reason: "Reads `thinkingConfig` on the models known to take `thinkingLevel` (Gemini 3); silent for the others and for unknown models.",
    },
  },
  visit: {
    request(context) {
      // Only the models known to take `thinkingLevel` (Gemini 3): the older ones refuse it on its own, and an unknown
      // model's answer is not known.
      if (context.model.facts?.thinkingLevel !== true) return;
      const level = thinkingField(context.model, "thinkingLevel");
      if (level === undefined || level.value === null) return;
      const budget = thinkingField(context.model, "thinkingBudget");
      if (budget === undefined || budget.value === null) return;
      context.report({ messageId: "both", at: level, hint: "both" });
    },
  },
});
