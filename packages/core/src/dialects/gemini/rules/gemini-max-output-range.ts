import { createRule } from "../create-rule.js";
import { configField } from "../model.js";
import { vertexRange } from "../texts.js";

export default createRule("gemini-max-output-range", {
  meta: {
    description: "`generationConfig.maxOutputTokens` is above the model's output limit on Vertex AI.",
    category: "api",
    recommended: true,
    targets: ["vertex"],
    spec: "providers.md gemini §3",
    messages: {
      range: vertexRange("maxOutputTokens", 1),
    },
    hints: { range: "{{model}} writes at most {{max}} tokens on Vertex AI." },
    api: {
      status: "C",
      area: "generation config",
      reason: "Compares `maxOutputTokens` with the model table's Vertex limit (silent for a model it does not know).",
    },
  },
  visit: {
    request(context) {
      const max = context.model.facts?.vertexMaxOutputTokens;
      const field = configField(context.model, "maxOutputTokens");
      if (max === undefined || field === undefined || typeof field.value !== "number" || field.value <= max) return;
      const data = { value: field.value, limit: max + 1, max, model: context.model.modelId! };
      context.report({ messageId: "range", at: field, data, hint: "range" });
    },
  },
});
