import { createRule } from "../create-rule.js";

export default createRule("gemini-system-instruction", {
  meta: {
    description: "`systemInstruction` is set for a model that takes none (Gemma 3, the 2.0 image-generation models).",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: { unsupported: "Developer instruction is not enabled for models/{{model}}" },
    hints: { unsupported: "{{model}} takes no system prompt: put the instructions at the start of the first user content instead." },
    api: { status: "C", area: "contents", reason: "Reads `systemInstruction` (model table: Gemma 3, 2.0 image generation)." },
  },
  visit: {
    request(context) {
      const { systemInstruction, facts, modelId } = context.model;
      if (facts?.systemInstruction !== false || systemInstruction === undefined || systemInstruction.value === null) return;
      context.report({ messageId: "unsupported", at: systemInstruction, data: { model: modelId! }, hint: "unsupported" });
    },
  },
});
