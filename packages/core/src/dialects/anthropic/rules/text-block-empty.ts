import { createRule } from "../create-rule.js";
import { shared } from "../conversation.js";
import { textBlocks } from "../analyses/text-blocks.js";

export default createRule("text-block-empty", {
  meta: {
    description: "A text block in `messages` or `system` has empty text.",
    category: "api",
    recommended: true,
    fixable: true,
    spec: "#21, §13.7, §13.10, §13.11",
    messages: { empty: "{{path}}: text content blocks must be non-empty" },
    hints: {
      empty:
        "The API names no index: this is the block. Empty text often comes from a streamed turn that produced only tool calls, or from content filtered to nothing.",
    },
    api: {
      row: "21",
      area: "blocks",
      status: "C",
      reason: "empty text",
      texts: ["messages: text content blocks must be non-empty", "system: text content blocks must be non-empty"],
    },
  },
  visit: {
    request(context) {
      for (const group of shared(context.model, textBlocks)) {
        // The blocks of a group share one content list: whether it holds more than empty texts is asked once, not per block.
        let others: boolean | undefined;
        for (const block of group) {
          // An empty string content is message-content-empty's; an empty text with cache_control gets its own text (#65).
          if (block.text !== "" || block.index < 0 || block.hasCacheControl) continue;
          // Removing it must leave content behind: a message of empty text blocks only is not fixed by emptying it.
          others ??= block.siblings.some(
            (item) =>
              !(
                typeof item === "object" &&
                item !== null &&
                (item as { type?: unknown; text?: unknown }).type === "text" &&
                (item as { text?: unknown }).text === ""
              ),
          );
          context.report({
            messageId: "empty",
            at: block.node,
            data: { path: block.list.path },
            hint: "empty",
            fix: others ? { description: "Remove the empty text block", edits: [{ op: "remove", path: block.node.pointer }] } : undefined,
          });
        }
      }
    },
  },
});
