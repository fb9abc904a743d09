import { createRule } from "../create-rule.js";
import { configField } from "../model.js";
import { vertexRange } from "../texts.js";

export default createRule("gemini-topk-range", {
  meta: {
    description: "`generationConfig.topK` is above the model's largest.",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: {
      range: vertexRange("topK", 1),
    },
    hints: { range: "{{model}} samples from at most {{max}} tokens: a `topK` copied from another model's settings is out of range." },
    api: {
      status: "C",
      area: "generation config",
      reason: "Compares `topK` with the model table's largest (silent for a model it does not know, and for 2.0 on AI Studio, which accepted more).",
    },
  },
  visit: {
    request(context) {
      const facts = context.model.facts;
      const max = facts?.topK;
      if (facts?.aiStudioTopK === false && context.settings.target !== "vertex") return;
      const field = configField(context.model, "topK");
      if (max === undefined || field === undefined || typeof field.value !== "number" || field.value <= max) return;
      const data = { value: field.value, limit: max + 1, max, model: context.model.modelId! };
      context.report({ messageId: "range", at: field, data, hint: "range" });
    },
  },
});
