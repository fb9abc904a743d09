import { createRule } from "../create-rule.js";

const TOOL_USE_ID = /^[a-zA-Z0-9_-]+$/;

export default createRule("tool-use-id-pattern", {
  meta: {
    description: "A `tool_use` id is empty or has characters other than letters, digits, `_` and `-`.",
    category: "api",
    needs: { blocks: ["tool_use"] },
    recommended: true,
    spec: "#8, §13.6",
    messages: { pattern: "{{path}}: String should match pattern '^[a-zA-Z0-9_-]+$'" },
  },
  check(context) {
    // The API checks a block's shape whatever the role; a misplaced tool_use is reported by its own rule as well.
    for (const message of context.model.messages) {
      for (const block of message.blocks) {
        const { id } = block.value;
        if (block.type !== "tool_use" || typeof id !== "string" || TOOL_USE_ID.test(id)) continue;
        context.report({
          messageId: "pattern",
          path: `${block.path}.tool_use.id`,
          pointer: `${block.pointer}/id`,
          hint:
            id === ""
              ? "The id is empty: the call's id was lost when the message was converted or stored."
              : "Ids from other providers (`functions.Bash:0`, `call|1`) must be mapped to the allowed characters, in the `tool_use` and its `tool_result` alike.",
        });
      }
    }
  },
});
