import { isRecord } from "../conversation.js";
import { createRule } from "../create-rule.js";

/** `tool_reference.tool_name` is capped at 64 characters, although tool names may have 128 (api-rules.md #13, §10). */
const MAX = 64;

export default createRule("tool-reference-name-too-long", {
  meta: {
    description: "A `tool_reference` in a tool result names a tool with more than 64 characters.",
    category: "api",
    needs: { blocks: ["tool_reference"] },
    recommended: true,
    spec: "#13",
    messages: { tooLong: "{{path}}: String should have at most 64 characters" },
  },
  check(context) {
    for (const message of context.model.messages) {
      for (const block of message.blocks) {
        const { content } = block.value;
        if (block.type !== "tool_result" || !Array.isArray(content)) continue;
        content.forEach((item, k) => {
          if (!isRecord(item) || item.type !== "tool_reference" || typeof item.tool_name !== "string" || item.tool_name.length <= MAX) return;
          context.report({
            messageId: "tooLong",
            path: `${block.path}.tool_result.content.${k}.tool_reference.tool_name`,
            pointer: `${block.pointer}/content/${k}/tool_name`,
            hint: `The name has ${item.tool_name.length} characters. Tool definitions accept up to 128 on the first-party API, but a reference to one accepts 64: give tools that tool search can return names of 64 characters or fewer (prefixes such as \`mcp__server__\` count).`,
          });
        });
      }
    }
  },
});
