import { isRecord } from "../conversation.js";
import { createRule } from "../create-rule.js";
import { toolNames, toolNamesFullyKnown } from "../analyses/tool-definitions.js";

export default createRule("tool-reference-unknown", {
  meta: {
    description: "A `tool_reference` (a tool-search result) names a tool that `tools` does not define.",
    category: "api",
    needs: { blocks: ["tool_reference", "tool_search_tool_result"] },
    recommended: true,
    spec: "#12",
    messages: { unknown: "Tool reference '{{name}}' not found in available tools" },
  },
  check(context) {
    const { model: conversation } = context;
    // Toolsets, MCP toolsets and tools added inside messages make tools available that `tools` does not name.
    if (!toolNamesFullyKnown(conversation)) return;
    const names = toolNames(conversation);
    const report = (name: string, pointer: string) =>
      context.report({
        messageId: "unknown",
        path: "",
        pointer,
        data: { name },
        hint: names.size
          ? `The API names no position: this is the reference. A tool a search once returned must stay in \`tools\` (with \`defer_loading\` if it should stay hidden) for as long as the history refers to it; a disconnected MCP server or a renamed tool breaks it.`
          : "The request has no `tools`: a history with tool-search results needs the tools they name.",
      });
    for (const message of conversation.messages) {
      for (const block of message.blocks) {
        const { content } = block.value;
        if (block.type === "tool_result" && Array.isArray(content)) {
          content.forEach((item, k) => {
            if (isRecord(item) && item.type === "tool_reference" && typeof item.tool_name === "string" && !names.has(item.tool_name)) {
              report(item.tool_name, `${block.pointer}/content/${k}/tool_name`);
            }
          });
        } else if (block.type === "tool_search_tool_result" && isRecord(content) && Array.isArray(content.tool_references)) {
          content.tool_references.forEach((item, k) => {
            if (isRecord(item) && typeof item.tool_name === "string" && !names.has(item.tool_name)) {
              report(item.tool_name, `${block.pointer}/content/tool_references/${k}/tool_name`);
            }
          });
        }
      }
    }
  },
});
