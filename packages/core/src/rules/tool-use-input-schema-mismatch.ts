import { Ajv2020 } from "ajv/dist/2020.js";
import { isRecord } from "../engine/conversation.js";
import { createRule } from "../engine/create-rule.js";
import { toolAnalysis, type InputValidator } from "../engine/tool-definitions.js";

export default createRule("tool-use-input-schema-mismatch", {
  meta: {
    description: "A `tool_use` input does not match its tool's `input_schema`.",
    category: "risk",
    recommended: true,
    spec: "§14",
    messages: {
      mismatch: "{{path}}: input does not match the `input_schema` of tool `{{name}}`: {{detail}}",
    },
  },
  check(context) {
    const analysis = toolAnalysis(context.conversation);
    if (!analysis) return;
    for (const message of context.conversation.messages) {
      if (message.role !== "assistant") continue;
      for (const block of message.blocks) {
        const { name, input } = block.value;
        if (block.type !== "tool_use" || typeof name !== "string" || !isRecord(input)) continue;
        const validate = analysis.inputValidator(name, compile);
        if (!validate) continue;
        const [first, ...rest] = validate(input);
        if (!first) continue;
        context.report({
          messageId: "mismatch",
          path: `${block.path}.tool_use.input`,
          pointer: `${block.pointer}/input${first.instancePath}`,
          data: { name, detail: `${first.instancePath || "/"} ${first.message}` },
          hint: `The API does not check tool inputs, but the tool will get arguments it does not expect${rest.length ? ` (${rest.length} more problem${rest.length > 1 ? "s" : ""} in this input)` : ""}.`,
        });
      }
    }
  },
});

let ajv: Ajv2020 | undefined;
/** `null` marks a schema ajv cannot compile (tool-input-schema-invalid's finding). */
function compile(schema: Readonly<Record<string, unknown>>): InputValidator | null {
  const { $schema: _dialect, ...rest } = schema;
  ajv ??= new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  try {
    const validate = ajv.compile(rest);
    return (input) => (validate(input) ? [] : (validate.errors ?? []).map((e) => ({ instancePath: e.instancePath, message: e.message ?? "is invalid" })));
  } catch {
    return null;
  }
}
