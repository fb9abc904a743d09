import { createRule, type Context } from "../create-rule.js";
import type { Block } from "../conversation.js";
import { tagged } from "../paths.js";

export default createRule("thinking-text-missing", {
  meta: {
    description: "A `thinking` block has no `thinking` field.",
    category: "api",
    needs: { blocks: ["thinking"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#36",
    messages: { missing: "{{path}}: Field required" },
    hints: {
      omittedDisplay:
        'With `display: "omitted"` the API returns `"thinking": ""` and a signature; a client that dropped the empty text (serialised as undefined) sends the block without its `thinking` field. Send it as the API returned it.',
    },
    api: { row: "36", area: "thinking", status: "C", reason: "a required field", paths: ["*.thinking.thinking"] },
  },
  visit: {
    "block:thinking"(block: Block, context: Context) {
      if (block.value.thinking !== undefined) return;
      context.report({
        messageId: "missing",
        at: block,
        data: { path: context.at(tagged(block, "thinking"), "thinking").path },
        hint: "omittedDisplay",
        suggestions: [
          {
            description: `Give ${block.path} its empty \`thinking\` text, as \`display: "omitted"\` returns it`,
            edits: [{ op: "add", path: context.at(block, "thinking").pointer, value: "" }],
          },
        ],
      });
    },
  },
});
