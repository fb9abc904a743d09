import { createRule } from "../create-rule.js";
import { configField } from "../model.js";

export default createRule("gemini-response-modalities", {
  meta: {
    description: 'A speech (TTS) model is asked for text: `responseModalities` left out (TEXT) or `["TEXT"]`.',
    category: "api",
    recommended: true,
    targets: ["ai-studio"],
    spec: "providers.md gemini §3",
    messages: {
      text: "The requested combination of response modalities (TEXT) is not supported by the model. models/{{model}} accepts the following combination of response modalities:\n* {{accepted}}\n",
    },
    hints: {
      text: '{{model}} only speaks: set `generationConfig.responseModalities` to ["AUDIO"] (and a voice in `speechConfig`), or send text requests to a text model.',
    },
    api: {
      status: "C",
      area: "generation config",
      reason: "Reads `responseModalities` (model table: the 2.5 TTS models, by whole id).",
    },
  },
  visit: {
    request(context) {
      const only = context.model.facts?.onlyModalities;
      if (only === undefined) return;
      const field = configField(context.model, "responseModalities");
      const value = field?.value;
      // Left out or empty, the model is asked for TEXT; any other combination's wording is not recorded.
      const asksText =
        value === undefined || value === null || (Array.isArray(value) && (value.length === 0 || (value.length === 1 && value[0] === "TEXT")));
      if (!asksText) return;
      const at = field ?? context.model.generationConfig ?? context.root;
      context.report({ messageId: "text", at, data: { model: context.model.modelId!, accepted: only.join(", ") }, hint: "text" });
    },
  },
});
