import { createRule } from "../create-rule.js";

export default createRule("tool-use-in-user-message", {
  meta: {
    description: "A `tool_use` block stands in a user message.",
    category: "api",
    needs: { blocks: ["tool_use"] },
    recommended: true,
    spec: "#7",
    messages: { misplaced: "{{path}}: `tool_use` blocks can only be in `assistant` messages" },
  },
  check(context) {
    for (const message of context.model.messages) {
      if (message.role !== "user") continue;
      for (const block of message.blocks) {
        if (block.type !== "tool_use") continue;
        context.report({
          messageId: "misplaced",
          path: message.path,
          pointer: block.pointer,
          hint: "Tool calls come from the assistant; a message converted from another format may have kept its role but not its blocks.",
        });
      }
    }
  },
});
