import { createRule, type Context } from "../create-rule.js";
import type { Message } from "../conversation.js";

export default createRule("tool-result-in-assistant-message", {
  meta: {
    description: "A `tool_result` block stands in an assistant message.",
    category: "api",
    needs: { blocks: ["tool_result"] },
    recommended: true,
    spec: "#6",
    messages: { misplaced: "{{path}}: `tool_result` blocks can only be in `user` messages" },
    hints: { userTurn: "Results of client tools go in the user turn after the assistant turn that called them." },
    api: { row: "6", area: "roles/blocks", status: "C", reason: "block type against role" },
  },
  visit: {
    "message:assistant"(message: Message, context: Context) {
      for (const block of message.blocks) {
        if (block.type === "tool_result") context.report({ messageId: "misplaced", at: block, data: { path: message.path }, hint: "userTurn" });
      }
    },
  },
});
