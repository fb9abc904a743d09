import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import { isRecord } from "../engine/conversation.js";
import { createRule } from "../engine/create-rule.js";
import { subSchemas, toolEntries } from "../engine/tool-definitions.js";

const META_SCHEMA = "https://json-schema.org/draft/2020-12/schema";

let metaValidator: ValidateFunction | undefined;
/** The draft 2020-12 meta-schema, compiled once, on first use. */
function validateAgainstMeta(schema: unknown): ErrorObject[] {
  if (!metaValidator) {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    metaValidator = ajv.getSchema(META_SCHEMA)!;
  }
  try {
    return metaValidator(schema) ? [] : [...(metaValidator.errors ?? [])];
  } catch {
    // A schema nested deeper than the stack allows (hostile input): nothing can be said about it.
    return [];
  }
}

/** A regular expression no engine accepts (unbalanced brackets, a quantifier with nothing to repeat). */
function brokenRegex(source: string): boolean {
  try {
    // linear: compiled to see whether it compiles; never run on anything.
    new RegExp(source);
    return false;
  } catch {
    return true;
  }
}

export default createRule("tool-input-schema-invalid", {
  meta: {
    description: "A custom tool's `input_schema` is not a valid JSON Schema draft 2020-12 document.",
    category: "api",
    recommended: true,
    spec: "#53",
    messages: {
      invalid:
        "{{path}}: JSON schema is invalid. It must match JSON Schema draft 2020-12 (https://json-schema.org/draft/2020-12). Learn more about tool use at https://platform.claude.com/docs/en/agents-and-tools/tool-use/overview.",
    },
  },
  check(context) {
    for (const tool of toolEntries(context.conversation) ?? []) {
      const schema = tool.value.input_schema;
      if (!tool.custom || !isRecord(schema)) continue;
      const base = `${tool.pointer}/input_schema`;
      // The root `type` is tool-input-schema-not-object's: the API requires `"object"` there whatever the draft allows.
      const errors = validateAgainstMeta(schema).filter((e) => e.instancePath !== "/type" && !e.instancePath.startsWith("/type/"));
      let where: string | undefined;
      let why: string | undefined;
      if (errors.length) {
        const first = errors[0]!;
        where = first.instancePath;
        const field = first.instancePath === "" ? "the schema" : `\`${first.instancePath}\``;
        why = `${field} ${first.message ?? "is invalid"}${first.keyword === "enum" && isRecord(first.params) && Array.isArray(first.params.allowedValues) ? ` (${first.params.allowedValues.join(", ")})` : ""}.`;
      } else {
        for (const { schema: sub, pointer } of subSchemas(schema)) {
          if (typeof sub.pattern === "string" && brokenRegex(sub.pattern)) {
            where = `${pointer}/pattern`;
            why = `\`${where}\` is not a regular expression that compiles.`;
            break;
          }
          const keys = isRecord(sub.patternProperties) ? Object.keys(sub.patternProperties).filter(brokenRegex) : [];
          if (keys.length) {
            where = `${pointer}/patternProperties`;
            why = `The \`patternProperties\` key ${JSON.stringify(keys[0])} is not a regular expression that compiles.`;
            break;
          }
        }
      }
      if (where === undefined) continue;
      context.report({
        messageId: "invalid",
        path: `${tool.path}.input_schema`,
        pointer: `${base}${where}`,
        hint: `${why} Schemas converted from older drafts or hand-written ones often use \`"type": "int"\`, \`"required": true\` on a property, or the draft-07 tuple form \`"items": [...]\` (2020-12 has \`prefixItems\`).`,
      });
    }
  },
});
