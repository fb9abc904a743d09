import { createRule } from "../create-rule.js";
import { thinkingField } from "../model.js";
import { vertex } from "../texts.js";

export default createRule("gemini-thinking-unsupported", {
  meta: {
    description: "A thinking budget or level is set for a model that does not think (Gemini 2.0), on Vertex AI.",
    category: "api",
    recommended: true,
    targets: ["vertex"],
    spec: "providers.md gemini §3",
    messages: { unsupported: vertex("thinking is not supported by this model.") },
    hints: { unsupported: "{{model}} does not think: drop `thinkingConfig`, or use a 2.5 or later model." },
    api: {
      status: "C",
      area: "thinking",
      reason: "Reads `thinkingConfig` (model table: the 2.0 models).",
      texts: ["Thinking is not enabled for models/{{model}}"],
    },
  },
  visit: {
    request(context) {
      if (context.model.facts?.thinking !== false) return;
      const budget = thinkingField(context.model, "thinkingBudget");
      const level = thinkingField(context.model, "thinkingLevel");
      // A budget of 0 asks for no thinking, which a model without it gives.
      const at = budget !== undefined && typeof budget.value === "number" && budget.value !== 0 ? budget : level;
      if (at === undefined) return;
      context.report({ messageId: "unsupported", at, data: { model: context.model.modelId! }, hint: "unsupported" });
    },
  },
});
