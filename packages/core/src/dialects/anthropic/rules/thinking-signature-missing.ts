import { createRule } from "../create-rule.js";
import { removeBlockEdit } from "../conversation.js";

export default createRule("thinking-signature-missing", {
  meta: {
    description: "A `thinking` block has no `signature`.",
    category: "api",
    needs: { blocks: ["thinking"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#35",
    messages: { missing: "{{path}}: Field required" },
  },
  check(context) {
    const { model: conversation } = context;
    // The API checks a block's shape whatever the message: every thinking block needs its signature.
    for (const message of conversation.messages) {
      for (const block of message.blocks) {
        if (block.type !== "thinking" || block.value.signature !== undefined) continue;
        context.report({
          messageId: "missing",
          path: `${block.path}.thinking.signature`,
          pointer: block.pointer,
          hint: "The block lost its `signature` on the way: a client or proxy that stores only the thinking text, or thinking from another provider (which has no Anthropic signature). Keep the signature exactly as the API returned it; a block whose signature is lost cannot be sent back.",
          suggestions: [{ description: `Remove the thinking block ${block.path}`, edits: [removeBlockEdit(conversation, block)] }],
        });
      }
    }
  },
});
