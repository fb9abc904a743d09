import { createRule, type Context } from "../create-rule.js";
import type { Message } from "../conversation.js";

export default createRule("message-content-empty", {
  meta: {
    description: 'A user message has empty content (`""` or `[]`).',
    category: "api",
    recommended: true,
    spec: "#20, §13.9",
    messages: { empty: "{{path}}: user messages must have non-empty content" },
    hints: {
      emptied:
        "Everything in this user message was removed or never filled in (a filtered attachment, a dropped result). Remove the message or give it content.",
    },
    api: {
      row: "20",
      area: "messages",
      status: "C",
      reason: "empty content (assistant content may be empty since 2026, §13.9)",
      texts: [
        "{{path}}: all messages must have non-empty content except for the optional final assistant message",
        "messages: all messages must have non-empty content except for the optional final assistant message",
      ],
    },
  },
  visit: {
    message(message: Message, context: Context) {
      const { content } = message.value;
      // Empty assistant content is accepted since 2026, anywhere in the conversation (§13.9).
      if (message.role !== "user" || !(content === "" || (Array.isArray(content) && content.length === 0))) return;
      context.report({ messageId: "empty", at: context.at(message, "content"), data: { path: message.path }, hint: "emptied" });
    },
  },
});
