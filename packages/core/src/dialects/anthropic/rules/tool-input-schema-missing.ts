import { isRecord } from "../conversation.js";
import { createRule } from "../create-rule.js";
import { toolEntries } from "../analyses/tool-definitions.js";

/** Where other formats keep a tool's parameter schema: OpenAI's `parameters`, MCP's `inputSchema`. */
const OTHER_SPELLINGS = ["parameters", "inputSchema"];

export default createRule("tool-input-schema-missing", {
  meta: {
    description: "A custom tool has no `input_schema`.",
    category: "api",
    recommended: true,
    fixable: true,
    spec: "#52",
    messages: { required: "{{path}}: Field required" },
  },
  check(context) {
    for (const tool of toolEntries(context.model) ?? []) {
      if (!tool.custom || tool.value.input_schema !== undefined) continue;
      const spelling = OTHER_SPELLINGS.find((key) => isRecord(tool.value[key]));
      context.report({
        messageId: "required",
        path: `${tool.path}.input_schema`,
        pointer: tool.pointer,
        hint: spelling
          ? `The schema is under \`${spelling}\`, ${spelling === "parameters" ? "OpenAI's" : "MCP's"} name for it: the Messages API reads \`input_schema\`.`
          : 'Every custom tool needs an `input_schema`; a tool without parameters takes `{"type": "object", "properties": {}}`.',
        ...(spelling
          ? {
              fix: {
                description: `Rename \`${spelling}\` to \`input_schema\``,
                edits: [{ op: "move" as const, from: `${tool.pointer}/${spelling}`, path: `${tool.pointer}/input_schema` }],
              },
            }
          : {}),
      });
    }
  },
});
