import { isRecord } from "../conversation.js";
import { createRule } from "../create-rule.js";
import { compileInputSchema, type InputValidator } from "../../../engine/json-schema.js";
import { toolAnalysis, validateAgainstMeta } from "../analyses/tool-definitions.js";

export default createRule("tool-use-input-schema-mismatch", {
  meta: {
    description: "A `tool_use` input does not match its tool's `input_schema`.",
    category: "risk",
    needs: { blocks: ["tool_use"] },
    recommended: true,
    spec: "§14",
    messages: {
      mismatch: "{{path}}: input does not match the `input_schema` of tool `{{name}}`: {{detail}}",
    },
  },
  check(context) {
    const analysis = toolAnalysis(context.model);
    if (!analysis) return;
    for (const message of context.model.messages) {
      if (message.role !== "assistant") continue;
      for (const block of message.blocks) {
        const { name, input } = block.value;
        if (block.type !== "tool_use" || typeof name !== "string" || !isRecord(input)) continue;
        const validate = analysis.inputValidator(name, compile);
        if (!validate) continue;
        const errors = validate(input);
        if (errors.length === 0) continue;
        const first = errors[0]!;
        const more = errors.length - 1;
        context.report({
          messageId: "mismatch",
          path: `${block.path}.tool_use.input`,
          pointer: `${block.pointer}/input${first.instancePath}`,
          data: { name, detail: `${first.instancePath || "/"} ${first.message}` },
          hint: `The API does not check tool inputs, but the tool will get arguments it does not expect${more ? ` (${more} more problem${more > 1 ? "s" : ""} in this input)` : ""}.`,
        });
      }
    }
  },
});

/**
 * `null` for a schema ajv would refuse to compile, which this rule always skipped: one that breaks the draft
 * 2020-12 meta-schema (tool-input-schema-invalid's finding), or one the interpreter does not evaluate.
 */
function compile(schema: Readonly<Record<string, unknown>>): InputValidator | null {
  // `$schema` is set aside: a tool schema is read with 2020-12 semantics whatever dialect it names.
  const { $schema: _dialect, ...rest } = schema;
  if (validateAgainstMeta(rest).length > 0) return null;
  return compileInputSchema(rest);
}
