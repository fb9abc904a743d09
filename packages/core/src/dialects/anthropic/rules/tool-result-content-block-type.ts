import { isRecord, type Message } from "../conversation.js";
import { createRule, type Context } from "../create-rule.js";
import { tagged } from "../paths.js";

/** Block types the API takes inside `tool_result.content` (SDK `ToolResultBlockParam`; `tool_reference` since 2026-02). */
const ALLOWED = new Set(["text", "image", "document", "search_result", "tool_reference"]);

export default createRule("tool-result-content-block-type", {
  meta: {
    description: "A `tool_result`'s content holds a block type that results cannot carry.",
    category: "api",
    needs: { blocks: ["tool_result"] },
    recommended: true,
    spec: "#11",
    messages: {
      tag: "{{path}}: Input tag '{{type}}' found using 'type' does not match any of the expected tags: 'document', 'image', 'search_result', 'text'",
    },
    hints: {
      notResultContent: "A tool result carries text, images, documents and search results; put the `{{type}}` elsewhere or turn it into text.",
    },
    api: {
      row: "11",
      area: "tool_result",
      status: "C",
      reason: "block types allowed in a result",
      paths: ["messages.N.content.M.tool_result.content.K"],
    },
  },
  visit: {
    "message:user"(message: Message, context: Context) {
      for (const block of message.blocks) {
        const { content } = block.value;
        if (block.type !== "tool_result" || !Array.isArray(content)) continue;
        content.forEach((item, k) => {
          if (!isRecord(item) || typeof item.type !== "string" || ALLOWED.has(item.type)) return;
          context.report({
            messageId: "tag",
            at: context.at(tagged(block, "tool_result"), "content", k),
            data: { type: item.type },
            hint: "notResultContent",
          });
        });
      }
    },
  },
});
