import { createRule } from "../create-rule.js";

export default createRule("bedrock-system-unsupported", {
  meta: {
    description: "A non-empty `system` on a model that takes no system prompt (Mistral 7B, Mixtral).",
    category: "api",
    recommended: true,
    needs: { fields: ["system"] },
    spec: "providers.md bedrock-converse §3 (bedrock-system-unsupported), §4",
    messages: {
      unsupported: "This model doesn't support system messages. Try again without a system message or use a model that supports system messages.",
    },
    hints: {
      unsupported: "{{model}} takes no system prompt: put its text at the start of the first user message. An empty `system: []` is accepted.",
    },
    api: { status: "C", area: "model families", reason: "A non-empty `system` on the models known to reject one." },
  },
  visit: {
    request(context) {
      const { model } = context;
      const system = model.request.system;
      if (!model.facts?.rejectsSystem || !Array.isArray(system) || system.length === 0) return;
      context.report({
        messageId: "unsupported",
        at: context.at(context.root, "system"),
        data: { path: "", model: model.modelId! },
        hint: "unsupported",
      });
    },
  },
});
