import { isRecord, shared, type Conversation, type Message } from "../conversation.js";
import { createRule, type Context } from "../create-rule.js";
import { tagged } from "../paths.js";
import { parsePointer } from "../../../model/pointer.js";
import { compileInputSchema, type InputValidator } from "../../../engine/json-schema.js";
import { toolAnalysis, validateAgainstMeta, type ToolAnalysis } from "../analyses/tool-definitions.js";

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
    hints: {
      unchecked: "The API does not check tool inputs, but the tool will get arguments it does not expect.{{partly}}",
      moreProblems:
        "The API does not check tool inputs, but the tool will get arguments it does not expect ({{more}} more {{problems}} in this input).{{partly}}",
      once: "No problem was found in what was checked. Other calls of this tool may not be fully checked either: this is said once per request.",
    },
    api: { wording: "msglint", row: "§14", area: "tools", reason: "validates the input against the tool's `input_schema`; the API accepts it" },
  },
  visit: {
    "message:assistant"(message: Message, context: Context) {
      // Looked up at the message's first call: most messages make none.
      let tools: ToolAnalysis | undefined | null = null;
      for (const block of message.blocks) {
        if (block.type !== "tool_use") continue;
        const { name, input } = block.value;
        if (typeof name !== "string" || !isRecord(input)) continue;
        if (tools === null) tools = toolAnalysis(context.model);
        const validate = tools?.inputValidator(name, compile);
        if (!validate) continue;
        const { errors, notChecked } = validate(input);
        if (errors.length === 0) {
          if (!notChecked) continue;
          // A tool whose schema msglint cannot fully check is said so once per request, not once per call.
          const said = shared(context.model, partlyCheckedTools);
          if (said.has(name)) continue;
          said.add(name);
          context.report({
            messageId: "notChecked",
            at: context.at(block, "input"),
            data: { path: context.at(tagged(block, "tool_use"), "input").path, name, detail: notChecked.join("; ") },
            hint: "once",
          });
          continue;
        }
        const first = errors[0]!;
        const more = errors.length - 1;
        context.report({
          messageId: "mismatch",
          at: context.at(block, "input", ...parsePointer(first.instancePath)),
          data: {
            path: context.at(tagged(block, "tool_use"), "input").path,
            name,
            detail: `${first.instancePath || "/"} ${first.message}`,
            more,
            problems: more > 1 ? "problems" : "problem",
            partly: notChecked ? ` Not all of it was checked: ${notChecked.join("; ")}.` : "",
          },
          hint: more ? "moreProblems" : "unchecked",
        });
      }
    },
  },
});

/** The tools said to be only partly checked in this request. */
const partlyCheckedTools = (_conversation: Conversation) => new Set<string>();

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
