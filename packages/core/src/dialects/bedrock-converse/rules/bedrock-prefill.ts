import { createRule } from "../create-rule.js";

export default createRule("bedrock-prefill", {
  meta: {
    description: "The conversation ends with an assistant message (a prefill), on a model that takes none (Claude Sonnet 5, Fable 5.1).",
    category: "api",
    recommended: true,
    needs: { fields: ["messages"] },
    spec: "providers.md bedrock-converse §3 (bedrock-prefill)",
    messages: { prefill: "This model does not support assistant message prefill. The conversation must end with a user message." },
    hints: {
      prefill:
        "{{messagePath}} is an assistant message at the end of the conversation. To steer the answer's start, say it in the last user message or use structured output (outputConfig) instead.",
    },
    api: { status: "C", area: "roles", reason: "The last message's role, on the models known to reject a prefill." },
  },
  visit: {
    request(context) {
      const { model } = context;
      if (!model.facts?.rejectsPrefill) return;
      const last = model.messages[model.messages.length - 1];
      if (last?.role !== "assistant" || last.index !== (model.request.messages as unknown[]).length - 1) return;
      context.report({ messageId: "prefill", at: last, data: { path: "", messagePath: last.path }, hint: "prefill" });
    },
  },
});
