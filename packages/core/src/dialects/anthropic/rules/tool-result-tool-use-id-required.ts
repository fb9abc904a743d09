import { createRule, type Context } from "../create-rule.js";
import type { Block } from "../conversation.js";
import { tagged } from "../paths.js";

const TOOL_USE_ID = /^[a-zA-Z0-9_-]+$/;
/** Other APIs' names for the id a result answers: OpenAI's `tool_call_id`, Bedrock Converse's `toolUseId`. */
const FOREIGN_ID_FIELDS = ["tool_call_id", "toolUseId"];

export default createRule("tool-result-tool-use-id-required", {
  meta: {
    description: "A `tool_result` has no `tool_use_id`, or one with characters other than letters, digits, `_` and `-`.",
    category: "api",
    needs: { blocks: ["tool_result"] },
    recommended: true,
    fixable: true,
    spec: "#9",
    messages: {
      required: "{{path}}: Field required",
      pattern: "{{path}}: String should match pattern '^[a-zA-Z0-9_-]+$'",
    },
    hints: {
      foreignField: "The id is under `{{field}}`, another API's name for it: the Messages API reads only `tool_use_id`.",
      lost: "A result must name the `tool_use` it answers: the id was lost when the message was converted or stored.",
      empty: "The id is empty: the call's id was lost when the message was converted or stored.",
      foreignIds:
        "Ids from other providers (`functions.Bash:0`, `call|1`) must be mapped to the allowed characters, in the `tool_result` and its `tool_use` alike.",
    },
    api: { row: "9", area: "ids", status: "C", reason: "a required field and a pattern", paths: ["messages.N.content.M.tool_result.tool_use_id"] },
  },
  visit: {
    // The API checks a block's shape whatever the role; a misplaced tool_result is reported by its own rule as well.
    "block:tool_result"(block: Block, context: Context) {
      const id = block.value.tool_use_id;
      // Made only for a finding: most results have a good id.
      const idNode = () => context.at(tagged(block, "tool_result"), "tool_use_id");
      if (id === undefined) {
        const foreign = FOREIGN_ID_FIELDS.find((field) => typeof block.value[field] === "string");
        context.report({
          messageId: "required",
          at: block,
          data: { path: idNode().path, field: foreign ?? "" },
          hint: foreign ? "foreignField" : "lost",
          fix: foreign
            ? {
                description: `Rename \`${foreign}\` to \`tool_use_id\``,
                edits: [{ op: "move", from: context.at(block, foreign).pointer, path: idNode().pointer }],
              }
            : undefined,
        });
      } else if (typeof id === "string" && !TOOL_USE_ID.test(id)) {
        context.report({ messageId: "pattern", at: idNode(), hint: id === "" ? "empty" : "foreignIds" });
      }
    },
  },
});
