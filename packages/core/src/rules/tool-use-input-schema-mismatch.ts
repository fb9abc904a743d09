import { isRecord } from "../engine/conversation.js";
import { createRule } from "../engine/create-rule.js";
import { compileInputSchema, type InputValidator } from "../engine/json-schema.js";
import { toolAnalysis, validateAgainstMeta } from "../engine/tool-definitions.js";

export default createRule("tool-use-input-schema-mismatch", {
  meta: {
    description: "A `tool_use` input does not match its tool's `input_schema`.",
    category: "risk",
    needs: { blocks: ["tool_use"] },
    recommended: true,
    spec: "§14",
    messages: {
      mismatch: "{{path}}: input does not match the `input_schema` of tool `{{name}}`: {{detail}}",
      notChecked: "{{path}}: input was not fully checked against the `input_schema` of tool `{{name}}`: {{detail}}",
    },
  },
  check(context) {
    const analysis = toolAnalysis(context.conversation);
    if (!analysis) return;
    // A tool whose schema msglint cannot fully check is said so once per request, not once per call.
    const partlyChecked = new Set<string>();
    for (const message of context.conversation.messages) {
      if (message.role !== "assistant") continue;
      for (const block of message.blocks) {
        const { name, input } = block.value;
        if (block.type !== "tool_use" || typeof name !== "string" || !isRecord(input)) continue;
        const validate = analysis.inputValidator(name, compile);
        if (!validate) continue;
        const { errors, notChecked } = validate(input);
        const unchecked = notChecked ? ` Not all of it was checked: ${notChecked.join("; ")}.` : "";
        if (errors.length === 0) {
          if (!notChecked || partlyChecked.has(name)) continue;
          partlyChecked.add(name);
          context.report({
            messageId: "notChecked",
            path: `${block.path}.tool_use.input`,
            pointer: `${block.pointer}/input`,
            data: { name, detail: notChecked.join("; ") },
            hint: "No problem was found in what was checked. Other calls of this tool may not be fully checked either: this is said once per request.",
          });
          continue;
        }
        const first = errors[0]!;
        const more = errors.length - 1;
        context.report({
          messageId: "mismatch",
          path: `${block.path}.tool_use.input`,
          pointer: `${block.pointer}/input${first.instancePath}`,
          data: { name, detail: `${first.instancePath || "/"} ${first.message}` },
          hint: `The API does not check tool inputs, but the tool will get arguments it does not expect${more ? ` (${more} more problem${more > 1 ? "s" : ""} in this input)` : ""}.${unchecked}`,
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
