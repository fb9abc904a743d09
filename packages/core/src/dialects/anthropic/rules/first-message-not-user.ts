import { createRule } from "../create-rule.js";
import { isRecord } from "../conversation.js";

export default createRule("first-message-not-user", {
  meta: {
    description: "The first message has the `assistant` role, for an endpoint that still requires the conversation to start with `user`.",
    category: "api",
    // Off on every target: the first-party API has accepted an assistant-first conversation since October 2024
    // (api-rules.md §10); Bedrock rejected it in December 2024, was called a rollout lag on 2025-01-30
    // (anthropic-sdk-typescript#622), and accepted the same change's other half (merged same-role turns) on 2025-01-31.
    recommended: false,
    // Bedrock is the one platform known to have enforced it; turned on, it runs there (and wherever it is set explicitly).
    targets: ["bedrock"],
    spec: "#26, §10",
    messages: { firstNotUser: 'messages: first message must use the "user" role' },
    hints: {
      assistantFirst:
        "The history starts with an assistant message, often because it was truncated from the front or the opening user prompt was moved to `system`. Start it with the user message that the assistant answered, or drop the leading assistant message.",
    },
    api: { row: "26", area: "roles", status: "C", reason: "the first role; relaxed on the first-party API since 2024-10" },
  },
  visit: {
    request(context) {
      const first = Array.isArray(context.request.messages) ? (context.request.messages as unknown[])[0] : undefined;
      if (!isRecord(first) || first.role !== "assistant") return;
      const messages = context.at(context.root, "messages");
      context.report({ messageId: "firstNotUser", at: context.at(messages, 0, "role"), data: { path: messages.path }, hint: "assistantFirst" });
    },
  },
});
