import { createRule } from "../create-rule.js";

export default createRule("message-content-empty", {
  meta: {
    description: 'A user message has empty content (`""` or `[]`).',
    category: "api",
    recommended: true,
    spec: "#20, §13.9",
    messages: { empty: "{{path}}: user messages must have non-empty content" },
  },
  check(context) {
    for (const message of context.model.messages) {
      const { content } = message.value;
      // Empty assistant content is accepted since 2026, anywhere in the conversation (§13.9).
      if (message.role !== "user" || !(content === "" || (Array.isArray(content) && content.length === 0))) continue;
      context.report({
        messageId: "empty",
        path: message.path,
        pointer: `${message.pointer}/content`,
        hint: "Everything in this user message was removed or never filled in (a filtered attachment, a dropped result). Remove the message or give it content.",
      });
    }
  },
});
