import { createRule, type Context } from "../create-rule.js";
import type { Message } from "../conversation.js";

export default createRule("tool-use-in-user-message", {
  meta: {
    description: "A `tool_use` block stands in a user message.",
    category: "api",
    needs: { blocks: ["tool_use"] },
    recommended: true,
    spec: "#7",
    messages: { misplaced: "{{path}}: `tool_use` blocks can only be in `assistant` messages" },
    hints: {
      converted: "Tool calls come from the assistant; a message converted from another format may have kept its role but not its blocks.",
    },
    api: { row: "7", area: "roles/blocks", status: "L", reason: "block type against role" },
  },
  visit: {
    "message:user"(message: Message, context: Context) {
      for (const block of message.blocks) {
        if (block.type === "tool_use") context.report({ messageId: "misplaced", at: block, data: { path: message.path }, hint: "converted" });
      }
    },
  },
});
