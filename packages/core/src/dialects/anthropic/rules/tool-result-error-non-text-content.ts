import { isRecord, type Block } from "../conversation.js";
import { createRule, type Context } from "../create-rule.js";
import { tagged } from "../paths.js";

export default createRule("tool-result-error-non-text-content", {
  meta: {
    description: "A `tool_result` with `is_error: true` holds a block that is not text.",
    category: "api",
    needs: { blocks: ["tool_result"] },
    recommended: true,
    spec: "§13.13",
    messages: { nonText: "{{path}}: all content must be type 'text' if 'is_error' is true" },
    hints: {
      notText:
        "The `{{type}}` block at content.{{index}} cannot go with `is_error`: describe the error in text, or drop `is_error` if the call succeeded.",
    },
    api: { row: "§14", area: "tool_result", reason: "the result's content (§13.13)" },
  },
  visit: {
    "block:tool_result"(block: Block, context: Context) {
      const { is_error: isError, content } = block.value;
      if (isError !== true || !Array.isArray(content)) return;
      content.forEach((item, k) => {
        if (!isRecord(item) || item.type === "text") return;
        context.report({
          messageId: "nonText",
          at: context.at(block, "content", k),
          data: { path: tagged(block, "tool_result").path, type: String(item.type), index: k },
          hint: "notText",
        });
      });
    },
  },
});
