import { createRule } from "../create-rule.js";

export default createRule("thinking-text-missing", {
  meta: {
    description: "A `thinking` block has no `thinking` field.",
    category: "api",
    needs: { blocks: ["thinking"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#36",
    messages: { missing: "{{path}}: Field required" },
  },
  check(context) {
    for (const message of context.model.messages) {
      for (const block of message.blocks) {
        if (block.type !== "thinking" || block.value.thinking !== undefined) continue;
        context.report({
          messageId: "missing",
          path: `${block.path}.thinking.thinking`,
          pointer: block.pointer,
          hint: 'With `display: "omitted"` the API returns `"thinking": ""` and a signature; a client that dropped the empty text (serialised as undefined) sends the block without its `thinking` field. Send it as the API returned it.',
          suggestions: [
            {
              description: `Give ${block.path} its empty \`thinking\` text, as \`display: "omitted"\` returns it`,
              edits: [{ op: "add", path: `${block.pointer}/thinking`, value: "" }],
            },
          ],
        });
      }
    }
  },
});
