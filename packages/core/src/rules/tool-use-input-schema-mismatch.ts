import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { isRecord } from "../engine/conversation.js";
import { createRule } from "../engine/create-rule.js";

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
    const { tools } = context.conversation;
    if (!tools) return;
    const schemas = new Map(tools.map((tool) => [tool.name, tool.value.input_schema]));
    for (const message of context.conversation.messages) {
      if (message.role !== "assistant") continue;
      for (const block of message.blocks) {
        const { name, input } = block.value;
        if (block.type !== "tool_use" || typeof name !== "string" || !isRecord(input)) continue;
        const validate = validatorFor(schemas.get(name));
        if (!validate || validate(input)) continue;
        const [first, ...rest] = validate.errors ?? [];
        if (!first) continue;
        context.report({
          messageId: "mismatch",
          path: `${block.path}.tool_use.input`,
          pointer: `${block.pointer}/input${first.instancePath}`,
          data: { name, detail: `${first.instancePath || "/"} ${first.message ?? "is invalid"}` },
          hint: `The API does not check tool inputs, but the tool will get arguments it does not expect${rest.length ? ` (${rest.length} more problem${rest.length > 1 ? "s" : ""} in this input)` : ""}.`,
        });
      }
    }
  },
});

let ajv: Ajv2020 | undefined;
/** Compiled validators by schema text; `null` marks a schema ajv cannot compile (another rule's finding). */
const validators = new Map<string, ValidateFunction | null>();
/** Bounds the cache for long-lived processes that see many distinct schemas (a pre-request guard, an editor). */
const MAX_VALIDATORS = 512;

/** The same schema object is met once per `tool_use` of its tool: looked up by identity before serialising it (a schema mutated in place between calls keeps its first validator). */
const bySchemaObject = new WeakMap<object, ValidateFunction | null>();

function validatorFor(schema: unknown): ValidateFunction | undefined {
  if (!isRecord(schema)) return undefined;
  const known = bySchemaObject.get(schema);
  if (known !== undefined) return known ?? undefined;
  const validate = compiledFor(schema);
  bySchemaObject.set(schema, validate);
  return validate ?? undefined;
}

function compiledFor(schema: Record<string, unknown>): ValidateFunction | null {
  const { $schema: _dialect, ...rest } = schema;
  const key = JSON.stringify(rest);
  let validate = validators.get(key);
  if (validate === undefined) {
    ajv ??= new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    try {
      validate = ajv.compile(rest);
    } catch {
      validate = null;
    }
    if (validators.size >= MAX_VALIDATORS) validators.delete(validators.keys().next().value!);
    validators.set(key, validate);
  }
  return validate;
}
