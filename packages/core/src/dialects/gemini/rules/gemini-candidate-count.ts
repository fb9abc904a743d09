import { createRule } from "../create-rule.js";
import { configField } from "../model.js";

export default createRule("gemini-candidate-count", {
  meta: {
    description: "`generationConfig.candidateCount` is above 1 for a model that returns one candidate (Gemini 3 on AI Studio).",
    category: "api",
    recommended: true,
    targets: ["ai-studio"],
    spec: "providers.md gemini §3",
    messages: { multiple: "Multiple candidates is not enabled for this model" },
    hints: { multiple: "{{model}} returns one candidate per request: send several requests for several answers." },
    api: { status: "C", area: "generation config", reason: "Reads `candidateCount` (model table: Gemini 3 on AI Studio)." },
  },
  visit: {
    request(context) {
      const field = configField(context.model, "candidateCount");
      if (context.model.facts?.singleCandidate !== true || field === undefined || typeof field.value !== "number" || field.value <= 1) return;
      context.report({ messageId: "multiple", at: field, data: { model: context.model.modelId! }, hint: "multiple" });
    },
  },
});
