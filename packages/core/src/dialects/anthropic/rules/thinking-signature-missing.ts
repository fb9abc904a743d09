import { createRule, type Context } from "../create-rule.js";
import { removeBlockEdit, type Block } from "../conversation.js";
import { tagged } from "../paths.js";

export default createRule("thinking-signature-missing", {
  meta: {
    description: "A `thinking` block has no `signature`.",
    category: "api",
    needs: { blocks: ["thinking"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#35",
    messages: { missing: "{{path}}: Field required" },
    hints: {
      lost: "The block lost its `signature` on the way: a client or proxy that stores only the thinking text, or thinking from another provider (which has no Anthropic signature). Keep the signature exactly as the API returned it; a block whose signature is lost cannot be sent back.",
    },
    api: { row: "35", area: "thinking", status: "C", reason: "a required field", paths: ["*.thinking.signature"] },
  },
  visit: {
    // The API checks a block's shape whatever the message: every thinking block needs its signature.
    "block:thinking"(block: Block, context: Context) {
      if (block.value.signature !== undefined) return;
      context.report({
        messageId: "missing",
        at: block,
        data: { path: context.at(tagged(block, "thinking"), "signature").path },
        hint: "lost",
        suggestions: [{ description: `Remove the thinking block ${block.path}`, edits: [removeBlockEdit(context.model, block)] }],
      });
    },
  },
});
