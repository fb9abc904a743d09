import { createRule } from "../create-rule.js";

export default createRule("bedrock-content-empty", {
  meta: {
    description: "A message's `content` is an empty list.",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    needs: { fields: ["messages"] },
    spec: "providers.md bedrock-converse §3 (bedrock-content-empty)",
    messages: {
      empty: "The content field in the Message object at {{path}} is empty. Add a ContentBlock object to the content field and try again.",
    },
    hints: {
      dropped:
        "Often a message whose only blocks were filtered out (empty text, thinking from another model): drop the message, or keep a block in it.",
    },
    api: { status: "C", area: "content", reason: "Each message's `content` list." },
  },
  visit: {
    // One loop of the request's own, not a visit per message: the walk's dispatch costs more than the check.
    request(context) {
      for (const message of context.model.messages) {
        // A message with a block has content; only a message without one is read further.
        if (message.blocks.length > 0) continue;
        const content = message.value.content;
        if (!Array.isArray(content) || content.length > 0) continue;
        context.report({
          messageId: "empty",
          at: message,
          hint: "dropped",
          suggestions: [{ description: `Remove ${message.path}`, edits: [{ op: "remove", path: message.pointer }] }],
        });
      }
    },
  },
});
