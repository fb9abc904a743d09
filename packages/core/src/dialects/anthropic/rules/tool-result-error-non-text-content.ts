import { isRecord } from "../conversation.js";
import { createRule } from "../create-rule.js";

export default createRule("tool-result-error-non-text-content", {
  meta: {
    description: "A `tool_result` with `is_error: true` holds a block that is not text.",
    category: "api",
    needs: { blocks: ["tool_result"] },
    recommended: true,
    spec: "§13.13",
    messages: { nonText: "{{path}}: all content must be type 'text' if 'is_error' is true" },
  },
  check(context) {
    for (const message of context.model.messages) {
      for (const block of message.blocks) {
        const { is_error: isError, content } = block.value;
        if (block.type !== "tool_result" || isError !== true || !Array.isArray(content)) continue;
        content.forEach((item, k) => {
          if (!isRecord(item) || item.type === "text") return;
          context.report({
            messageId: "nonText",
            path: `${block.path}.tool_result`,
            pointer: `${block.pointer}/content/${k}`,
            hint: `The \`${String(item.type)}\` block at content.${k} cannot go with \`is_error\`: describe the error in text, or drop \`is_error\` if the call succeeded.`,
          });
        });
      }
    }
  },
});
