import { createRule } from "../create-rule.js";
import { configField } from "../model.js";

export default createRule("gemini-penalty", {
  meta: {
    description: "`presencePenalty` or `frequencyPenalty` is set for a model that takes no penalties (Gemini 2.5 on AI Studio, and 3).",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: {
      // AI Studio names the model (recorded 400, gemini-2.5-flash, and users' reports to July 2026); the Vertex
      // wording is a user's report (gemini 3.x).
      penalty: "Penalty is not enabled for models/{{model}}",
      penaltyVertex: "Penalty is not enabled for this model",
    },
    hints: { penalty: "{{model}} takes no `{{field}}`: drop it (0 is the same as leaving it out)." },
    api: {
      status: "C",
      area: "generation config",
      reason: "Reads the penalties (model table: 2.5 and 3.x; 2.5 on Vertex takes them).",
    },
  },
  visit: {
    request(context) {
      const facts = context.model.facts;
      const vertex = context.settings.target === "vertex";
      if (facts?.penalties !== false || (facts.vertexPenalties === true && vertex)) return;
      for (const name of ["presencePenalty", "frequencyPenalty"]) {
        const field = configField(context.model, name);
        if (field === undefined || typeof field.value !== "number" || field.value === 0) continue;
        context.report({
          messageId: vertex ? "penaltyVertex" : "penalty",
          at: field,
          data: { model: context.model.modelId!, field: name },
          hint: "penalty",
        });
      }
    },
  },
});
