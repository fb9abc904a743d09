import { isRecord } from "../conversation.js";
import { createRule } from "../create-rule.js";
import { toolEntries } from "../analyses/tool-definitions.js";

const COMBINATORS = ["oneOf", "allOf", "anyOf"];

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
  },
  check(context) {
    for (const tool of toolEntries(context.model) ?? []) {
      const schema = tool.value.input_schema;
      // A root combinator is rejected first, with its own text (the zod unions that produce it have no root type).
      if (!tool.custom || !isRecord(schema) || schema.type === "object" || COMBINATORS.some((key) => schema[key] !== undefined)) continue;
      const path = `${tool.path}.input_schema.type`;
      if (schema.type === undefined) {
        const looksLikeObject = isRecord(schema.properties) || Array.isArray(schema.required);
        context.report({
          messageId: "required",
          path,
          pointer: `${tool.pointer}/input_schema`,
          hint: 'The root of `input_schema` must say `"type": "object"`: the tool\'s input is always an object of named arguments.',
          ...(looksLikeObject
            ? {
                fix: {
                  description: 'Add `"type": "object"`',
                  edits: [{ op: "add" as const, path: `${tool.pointer}/input_schema/type`, value: "object" }],
                },
              }
            : {}),
        });
      } else {
        context.report({
          messageId: "notObject",
          path,
          pointer: `${tool.pointer}/input_schema/type`,
          hint: 'The tool\'s input is always an object of named arguments: wrap a single value in a property (`{"type": "object", "properties": {"value": …}}`).',
        });
      }
    }
  },
});
