import { createRule } from "../create-rule.js";
import { configField } from "../model.js";
import { vertexRange } from "../texts.js";

export default createRule("gemini-temperature-range", {
  meta: {
    description: "`generationConfig.temperature` is outside the range Vertex AI takes (0 to 2).",
    category: "api",
    recommended: true,
    targets: ["vertex"],
    spec: "providers.md gemini §3",
    messages: {
      range: vertexRange("temperature", 0),
    },
    hints: { range: "{{model}} takes a `temperature` from 0 to 2 on Vertex AI: a value on another scale (a percentage, 0 to 100) is out of range." },
    api: {
      status: "C",
      area: "generation config",
      reason: "Compares `temperature` with the model table's Vertex bound (recorded for gemini-1.5-flash and the 2.5 models; silent for others).",
    },
  },
  visit: {
    request(context) {
      const limit = context.model.facts?.vertexTemperatureLimit;
      const field = configField(context.model, "temperature");
      if (limit === undefined || field === undefined || typeof field.value !== "number") return;
      if (field.value >= 0 && field.value < limit) return;
      context.report({ messageId: "range", at: field, data: { value: field.value, limit, model: context.model.modelId! }, hint: "range" });
    },
  },
});
