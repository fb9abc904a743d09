import { createRule } from "../create-rule.js";

export default createRule("tool-result-error-empty-content", {
  meta: {
    description: "A `tool_result` with `is_error: true` has no content.",
    category: "api",
    needs: { blocks: ["tool_result"] },
    recommended: true,
    spec: "§13.12",
    messages: { empty: "{{path}}: content cannot be empty if `is_error` is true" },
  },
  check(context) {
    for (const message of context.model.messages) {
      for (const block of message.blocks) {
        const { is_error: isError, content } = block.value;
        if (block.type !== "tool_result" || isError !== true) continue;
        if (content !== undefined && content !== "" && !(Array.isArray(content) && content.length === 0)) continue;
        context.report({
          messageId: "empty",
          path: `${block.path}.tool_result`,
          pointer: content === undefined ? block.pointer : `${block.pointer}/content`,
          hint: "Say what went wrong in the content: the model reads it to decide what to do next.",
        });
      }
    }
  },
});
