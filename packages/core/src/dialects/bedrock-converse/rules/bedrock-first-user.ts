import { createRule } from "../create-rule.js";

export default createRule("bedrock-first-user", {
  meta: {
    description: "The conversation is empty, or opens with an assistant message on a model that needs a user message first.",
    category: "api",
    recommended: true,
    needs: { fields: ["messages"] },
    spec: "providers.md bedrock-converse §3 (bedrock-first-user), §4",
    messages: {
      firstUser: "A conversation must start with a user message. Try again with a conversation that starts with a user message.",
    },
    hints: {
      empty: "`messages` is empty: send at least one user message.",
      leadingAssistant:
        "messages.0 is an assistant message, and {{model}} does not take a leading assistant message (Claude, Qwen, GLM and Kimi do). Often a history window that starts one message too late: start it at a user message.",
    },
    api: { status: "C", area: "roles", reason: "The first message's role; a leading assistant message only for models known not to take one." },
  },
  visit: {
    request(context) {
      const { model, request } = context;
      // A prompt from Prompt management supplies its own messages.
      if (!Array.isArray(request.messages) || request.promptVariables !== undefined) return;
      if (request.messages.length === 0) {
        context.report({ messageId: "firstUser", at: context.at(context.root, "messages"), data: { path: "" }, hint: "empty" });
        return;
      }
      const first = model.messages[0];
      if (first?.index !== 0 || first.role !== "assistant" || model.facts?.leadingAssistant !== false) return;
      context.report({ messageId: "firstUser", at: first, data: { path: "", model: model.modelId! }, hint: "leadingAssistant" });
    },
  },
});
