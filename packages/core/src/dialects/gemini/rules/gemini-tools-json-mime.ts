import { createRule } from "../create-rule.js";
import { configField } from "../model.js";

export default createRule("gemini-tools-json-mime", {
  meta: {
    description: "Function declarations are combined with `responseMimeType: application/json` for a model that refuses it (the 2.5 models).",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: { json: "Function calling with a response mime type: 'application/json' is unsupported" },
    hints: {
      json: "{{model}} cannot answer in JSON mode while it may call functions: drop `responseMimeType` while tools are offered, or ask for the JSON in a last request without tools.",
    },
    api: {
      status: "C",
      area: "tools",
      reason:
        "Reads `responseMimeType` beside function declarations (model table: the 2.5 models, recorded refusals; silent for 2.0, which accepted it).",
    },
  },
  visit: {
    request(context) {
      const { declarations, facts, modelId } = context.model;
      const mime = configField(context.model, "responseMimeType");
      if (facts?.jsonModeWithTools !== false || declarations.length === 0 || mime?.value !== "application/json") return;
      context.report({ messageId: "json", at: mime, data: { model: modelId! }, hint: "json" });
    },
  },
});
