import { createRule } from "../create-rule.js";

export default createRule("tool-result-in-assistant-message", {
  meta: {
    description: "A `tool_result` block stands in an assistant message.",
    category: "api",
    needs: { blocks: ["tool_result"] },
    recommended: true,
    spec: "#6",
    messages: { misplaced: "{{path}}: `tool_result` blocks can only be in `user` messages" },
  },
  check(context) {
    for (const message of context.model.messages) {
      if (message.role !== "assistant") continue;
      for (const block of message.blocks) {
        if (block.type !== "tool_result") continue;
        context.report({
          messageId: "misplaced",
          path: message.path,
          pointer: block.pointer,
          hint: "Results of client tools go in the user turn after the assistant turn that called them.",
        });
      }
    }
  },
});
