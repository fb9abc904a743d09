import { createRule, type Context } from "../create-rule.js";
import type { Block } from "../conversation.js";
import { tagged } from "../paths.js";

const TOOL_USE_ID = /^[a-zA-Z0-9_-]+$/;

export default createRule("tool-use-id-pattern", {
  meta: {
    description: "A `tool_use` id is empty or has characters other than letters, digits, `_` and `-`.",
    category: "api",
    needs: { blocks: ["tool_use"] },
    recommended: true,
    spec: "#8, §13.6",
    messages: { pattern: "{{path}}: String should match pattern '^[a-zA-Z0-9_-]+$'" },
    hints: {
      empty: "The id is empty: the call's id was lost when the message was converted or stored.",
      foreignIds:
        "Ids from other providers (`functions.Bash:0`, `call|1`) must be mapped to the allowed characters, in the `tool_use` and its `tool_result` alike.",
    },
    api: { row: "8", area: "ids", status: "C", reason: "a pattern", paths: ["messages.N.content.M.tool_use.id"] },
  },
  visit: {
    // The API checks a block's shape whatever the role; a misplaced tool_use is reported by its own rule as well.
    "block:tool_use"(block: Block, context: Context) {
      const { id } = block.value;
      if (typeof id !== "string" || TOOL_USE_ID.test(id)) return;
      context.report({ messageId: "pattern", at: context.at(tagged(block, "tool_use"), "id"), hint: id === "" ? "empty" : "foreignIds" });
    },
  },
});
