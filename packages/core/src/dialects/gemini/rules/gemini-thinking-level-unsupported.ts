import { createRule } from "../create-rule.js";
import { thinkingField } from "../model.js";

export default createRule("gemini-thinking-level-unsupported", {
  meta: {
    description: "`thinkingConfig.thinkingLevel` is sent to a model that takes a thinking budget, not a level (Gemini 2.5).",
    category: "api",
    recommended: true,
    targets: ["ai-studio"],
    spec: "providers.md gemini §3",
    messages: { unsupported: "Thinking level is not supported for this model." },
    hints: {
      unsupported:
        "{{model}} sets how much it thinks with `thinkingBudget` (Gemini 3 and later take `thinkingLevel`): send a budget instead of the level, or drop the level.",
    },
    api: {
      status: "C",
      area: "thinking",
      reason:
        "Reads `thinkingLevel` (model table: the 2.5 models, which think but take no level); silent for models that do not think, for unknown models, and beside a `thinkingBudget`.",
    },
  },
  visit: {
    request(context) {
      const { facts } = context.model;
      // A model that does not think at all (2.0) is gemini-thinking-unsupported's, with its own text.
      if (facts?.thinking !== true || facts.thinkingLevel !== false) return;
      const level = thinkingField(context.model, "thinkingLevel");
      if (level === undefined || level.value === null) return;
      // Beside a budget, Google's answer for a 2.5 model is not recorded (it may be gemini-thinking-level-and-budget's text).
      const budget = thinkingField(context.model, "thinkingBudget");
      if (budget !== undefined && budget.value !== null) return;
      context.report({ messageId: "unsupported", at: level, data: { model: context.model.modelId! }, hint: "unsupported" });
    },
  },
});
