import { isRecord, type Block } from "../conversation.js";
import { createRule, type Context } from "../create-rule.js";
import { tagged } from "../paths.js";

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
    hints: {
      tooLong:
        "The name has {{length}} characters. Tool definitions accept up to 128 on the first-party API, but a reference to one accepts 64: give tools that tool search can return names of 64 characters or fewer (prefixes such as `mcp__server__` count).",
    },
    api: { row: "13", area: "tool search", status: "C", reason: "a length", paths: ["*.tool_reference.tool_name"] },
  },
  visit: {
    "block:tool_result"(block: Block, context: Context) {
      const { content } = block.value;
      if (!Array.isArray(content)) return;
      content.forEach((item, k) => {
        if (!isRecord(item) || item.type !== "tool_reference" || typeof item.tool_name !== "string" || item.tool_name.length <= MAX) return;
        const reference = context.at(tagged(block, "tool_result"), "content", k);
        context.report({
          messageId: "tooLong",
          at: context.at(tagged(reference, "tool_reference"), "tool_name"),
          data: { length: item.tool_name.length },
          hint: "tooLong",
        });
      });
    },
  },
});
