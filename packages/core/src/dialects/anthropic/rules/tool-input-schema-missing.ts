import { isRecord } from "../conversation.js";
import { createRule } from "../create-rule.js";
import { toolSelection } from "../analyses/tool-definitions.js";

/** Where other formats keep a tool's parameter schema: OpenAI's `parameters`, MCP's `inputSchema`. */
const OTHER_SPELLINGS = ["parameters", "inputSchema"];

/** Custom tools without `input_schema`. */
const withoutSchema = toolSelection(({ custom, value }) => custom && value.input_schema === undefined);

export default createRule("tool-input-schema-missing", {
  meta: {
    description: "A custom tool has no `input_schema`.",
    category: "api",
    recommended: true,
    fixable: true,
    spec: "#52",
    messages: { required: "{{path}}: Field required" },
    hints: {
      openAiParameters: "The schema is under `parameters`, OpenAI's name for it: the Messages API reads `input_schema`.",
      mcpInputSchema: "The schema is under `inputSchema`, MCP's name for it: the Messages API reads `input_schema`.",
      required: 'Every custom tool needs an `input_schema`; a tool without parameters takes `{"type": "object", "properties": {}}`.',
    },
    api: { row: "52", area: "tools", status: "C", reason: "a required field", paths: ["tools.i.custom.input_schema"] },
  },
  visit: {
    request(context) {
      for (const tool of withoutSchema(context.model)) {
        const spelling = OTHER_SPELLINGS.find((key) => isRecord(tool.value[key]));
        const schema = context.at(tool, "input_schema");
        context.report({
          messageId: "required",
          at: tool,
          data: { path: schema.path },
          hint: spelling === undefined ? "required" : spelling === "parameters" ? "openAiParameters" : "mcpInputSchema",
          fix: spelling
            ? {
                description: `Rename \`${spelling}\` to \`input_schema\``,
                edits: [{ op: "move", from: context.at(tool, spelling).pointer, path: schema.pointer }],
              }
            : undefined,
        });
      }
    },
  },
});
