import { createRule } from "../create-rule.js";
import { removeBlockEdit } from "../conversation.js";
import { isThinkingBlock } from "../analyses/thinking.js";

export default createRule("thinking-in-user-message", {
  meta: {
    description: "A `thinking` or `redacted_thinking` block is in a user message.",
    category: "api",
    needs: { blocks: ["thinking", "redacted_thinking"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#39",
    messages: { inUser: "{{path}}: thinking blocks may only be in `assistant` messages" },
  },
  check(context) {
    const { model: conversation } = context;
    for (const message of conversation.messages) {
      if (message.role !== "user") continue;
      for (const block of message.blocks) {
        if (!isThinkingBlock(block)) continue;
        context.report({
          messageId: "inUser",
          path: `${message.path}.content`,
          pointer: block.pointer,
          hint: "Thinking is the assistant's: a converter put the model's reasoning into a user message (for example when a history's roles were shifted or merged). Move it back to the assistant message that produced it, or remove it.",
          suggestions: [{ description: `Remove the ${block.type} block ${block.path}`, edits: [removeBlockEdit(conversation, block)] }],
        });
      }
    }
  },
});
