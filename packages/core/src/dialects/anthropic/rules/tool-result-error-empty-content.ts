import { createRule, type Context } from "../create-rule.js";
import type { Block } from "../conversation.js";
import { tagged } from "../paths.js";

export default createRule("tool-result-error-empty-content", {
  meta: {
    description: "A `tool_result` with `is_error: true` has no content.",
    category: "api",
    needs: { blocks: ["tool_result"] },
    recommended: true,
    spec: "§13.12",
    messages: { empty: "{{path}}: content cannot be empty if `is_error` is true" },
    hints: { sayWhatWentWrong: "Say what went wrong in the content: the model reads it to decide what to do next." },
    api: { row: "§14", area: "tool_result", reason: "the result's content (§13.12)" },
  },
  visit: {
    "block:tool_result"(block: Block, context: Context) {
      const { is_error: isError, content } = block.value;
      if (isError !== true) return;
      if (content !== undefined && content !== "" && !(Array.isArray(content) && content.length === 0)) return;
      context.report({
        messageId: "empty",
        at: content === undefined ? block : context.at(block, "content"),
        data: { path: tagged(block, "tool_result").path },
        hint: "sayWhatWentWrong",
      });
    },
  },
});
