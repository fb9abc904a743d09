import { createRule } from "../create-rule.js";

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
  },
  check(context) {
    // The API checks a block's shape whatever the role; a misplaced tool_result is reported by its own rule as well.
    for (const message of context.model.messages) {
      for (const block of message.blocks) {
        if (block.type !== "tool_result") continue;
        const id = block.value.tool_use_id;
        const path = `${block.path}.tool_result.tool_use_id`;
        if (id === undefined) {
          const foreign = FOREIGN_ID_FIELDS.find((field) => typeof block.value[field] === "string");
          context.report({
            messageId: "required",
            path,
            pointer: block.pointer,
            hint: foreign
              ? `The id is under \`${foreign}\`, another API's name for it: the Messages API reads only \`tool_use_id\`.`
              : "A result must name the `tool_use` it answers: the id was lost when the message was converted or stored.",
            ...(foreign
              ? {
                  fix: {
                    description: `Rename \`${foreign}\` to \`tool_use_id\``,
                    edits: [{ op: "move" as const, from: `${block.pointer}/${foreign}`, path: `${block.pointer}/tool_use_id` }],
                  },
                }
              : {}),
          });
        } else if (typeof id === "string" && !TOOL_USE_ID.test(id)) {
          context.report({
            messageId: "pattern",
            path,
            pointer: `${block.pointer}/tool_use_id`,
            hint:
              id === ""
                ? "The id is empty: the call's id was lost when the message was converted or stored."
                : "Ids from other providers (`functions.Bash:0`, `call|1`) must be mapped to the allowed characters, in the `tool_result` and its `tool_use` alike.",
          });
        }
      }
    }
  },
});
