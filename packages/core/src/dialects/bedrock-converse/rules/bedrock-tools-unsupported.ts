import { createRule } from "../create-rule.js";

export default createRule("bedrock-tools-unsupported", {
  meta: {
    description: "A `toolConfig` on a model that takes no tools (DeepSeek R1, Llama 3.2 3B).",
    category: "api",
    recommended: true,
    needs: { fields: ["toolConfig"] },
    spec: "providers.md bedrock-converse §3 (bedrock-tools-unsupported)",
    messages: { unsupported: "This model doesn't support tool use." },
    hints: { unsupported: "{{model}} takes no tools on Converse. Send the request to a model with tool use, or describe the tools in the prompt." },
    api: {
      status: "C",
      area: "model families",
      texts: ["This model doesn't support tool use in streaming mode.", "The model is unsupported for streaming."],
      reason: "`toolConfig` on the models known to reject it (the streaming-only texts need the operation, which a body does not say).",
    },
  },
  visit: {
    request(context) {
      const { model } = context;
      if (!model.facts?.rejectsTools || model.request.toolConfig === undefined) return;
      context.report({
        messageId: "unsupported",
        at: context.at(context.root, "toolConfig"),
        data: { path: "", model: model.modelId! },
        hint: "unsupported",
      });
    },
  },
});
