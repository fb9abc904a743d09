import { createRule, type Context } from "../create-rule.js";
import { removeBlockEdit, type Message } from "../conversation.js";
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
    hints: {
      shifted:
        "Thinking is the assistant's: a converter put the model's reasoning into a user message (for example when a history's roles were shifted or merged). Move it back to the assistant message that produced it, or remove it.",
    },
    api: { row: "39", area: "thinking", status: "I", reason: "block type against role; the API's text was seen only in an emulator" },
  },
  visit: {
    "message:user"(message: Message, context: Context) {
      for (const block of message.blocks) {
        if (!isThinkingBlock(block)) continue;
        context.report({
          messageId: "inUser",
          at: block,
          data: { path: context.at(message, "content").path },
          hint: "shifted",
          suggestions: [{ description: `Remove the ${block.type} block ${block.path}`, edits: [removeBlockEdit(context.model, block)] }],
        });
      }
    },
  },
});
