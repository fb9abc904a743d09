import { createRule } from "../create-rule.js";
import { configField } from "../model.js";

export default createRule("gemini-json-mode-unsupported", {
  meta: {
    description: "`responseMimeType: application/json` is set for a model without JSON mode (Gemini 2.5 Flash Image).",
    category: "api",
    recommended: true,
    targets: ["ai-studio"],
    spec: "providers.md gemini §3",
    messages: { json: "JSON mode is not enabled for models/{{model}}" },
    hints: {
      json: "{{model}} has no JSON mode: leave `responseMimeType` (and the response schema) out, or ask a text model for the JSON.",
    },
    api: { status: "C", area: "generation config", reason: "Reads `responseMimeType` (model table: gemini-2.5-flash-image)." },
  },
  visit: {
    request(context) {
      if (context.model.facts?.jsonMode !== false) return;
      const mime = configField(context.model, "responseMimeType");
      if (mime?.value !== "application/json") return;
      context.report({ messageId: "json", at: mime, data: { model: context.model.modelId! }, hint: "json" });
    },
  },
});
