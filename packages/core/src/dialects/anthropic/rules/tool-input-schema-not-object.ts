import { isRecord } from "../conversation.js";
import { createRule } from "../create-rule.js";
import { toolSelection } from "../analyses/tool-definitions.js";

const COMBINATORS = ["oneOf", "allOf", "anyOf"];

/** Custom tools whose `input_schema` is an object without `"type": "object"`, and no root combinator. */
const notObjects = toolSelection(({ custom, value }) => {
  const schema = value.input_schema;
  // A root combinator is rejected first, with its own text (the zod unions that produce it have no root type).
  return custom && isRecord(schema) && schema.type !== "object" && !COMBINATORS.some((key) => schema[key] !== undefined);
});

export default createRule("tool-input-schema-not-object", {
  meta: {
    description: 'A custom tool\'s `input_schema` lacks `"type": "object"` or has another type.',
    category: "api",
    needs: { fields: ["tools"] },
    recommended: true,
    fixable: true,
    spec: "#55",
    messages: {
      notObject: "{{path}}: Input should be 'object'",
      required: "{{path}}: Field required",
    },
    hints: {
      typeRequired: 'The root of `input_schema` must say `"type": "object"`: the tool\'s input is always an object of named arguments.',
      notObject:
        'The tool\'s input is always an object of named arguments: wrap a single value in a property (`{"type": "object", "properties": {"value": …}}`).',
    },
    api: {
      row: "55",
      area: "tools",
      status: "I",
      reason: "schema keywords; the API's text was never observed",
      paths: ["tools.i.custom.input_schema.type"],
    },
  },
  visit: {
    request(context) {
      for (const tool of notObjects(context.model)) {
        const schema = tool.value.input_schema;
        if (!isRecord(schema)) continue;
        const schemaNode = context.at(tool, "input_schema");
        const type = context.at(schemaNode, "type");
        if (schema.type === undefined) {
          const looksLikeObject = isRecord(schema.properties) || Array.isArray(schema.required);
          context.report({
            messageId: "required",
            at: schemaNode,
            data: { path: type.path },
            hint: "typeRequired",
            fix: looksLikeObject ? { description: 'Add `"type": "object"`', edits: [{ op: "add", path: type.pointer, value: "object" }] } : undefined,
          });
        } else {
          context.report({ messageId: "notObject", at: type, hint: "notObject" });
        }
      }
    },
  },
});
