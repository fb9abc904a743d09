import { createRule } from "../create-rule.js";

export default createRule("gemini-function-calling-unsupported", {
  meta: {
    description: "Function declarations are sent to a model without function calling on the Gemini API (Gemma 3).",
    category: "api",
    recommended: true,
    targets: ["ai-studio"],
    spec: "providers.md gemini §3",
    messages: { unsupported: "Function calling is not enabled for models/{{model}}" },
    hints: {
      unsupported:
        "{{model}} takes no function declarations on the Gemini API: leave `tools` out, describe the functions in the prompt, or use a Gemini model.",
    },
    api: { status: "C", area: "tools", reason: "Looks for function declarations (model table: the Gemma 3 models)." },
  },
  visit: {
    request(context) {
      const { declarations, facts, modelId } = context.model;
      if (facts?.functionCalling !== false || declarations.length === 0) return;
      context.report({ messageId: "unsupported", at: declarations[0]!, data: { model: modelId! }, hint: "unsupported" });
    },
  },
});
