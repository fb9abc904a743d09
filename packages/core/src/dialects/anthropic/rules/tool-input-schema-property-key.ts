import { isRecord } from "../conversation.js";
import { createRule } from "../create-rule.js";
import { escapeToken } from "../../../engine/pointer.js";
import { toolEntries } from "../analyses/tool-definitions.js";

const PROPERTY_KEY = /^[a-zA-Z0-9_.-]{1,64}$/;

export default createRule("tool-input-schema-property-key", {
  meta: {
    description:
      "A top-level property of a custom tool's `input_schema` has a name that is empty, longer than 64 characters, or has characters other than letters, digits, `_`, `.` and `-`.",
    category: "api",
    needs: { fields: ["tools"] },
    recommended: true,
    spec: "§13.16",
    messages: { pattern: "{{path}}: Property keys should match pattern '^[a-zA-Z0-9_.-]{1,64}$'" },
  },
  check(context) {
    for (const tool of toolEntries(context.model) ?? []) {
      const schema = tool.value.input_schema;
      if (!tool.custom || !isRecord(schema) || !isRecord(schema.properties)) continue;
      // Only the top level is checked: keys of nested objects, array items or `$defs` are accepted (§13.16).
      for (const key of Object.keys(schema.properties)) {
        if (PROPERTY_KEY.test(key)) continue;
        context.report({
          messageId: "pattern",
          path: `${tool.path}.input_schema.properties`,
          pointer: `${tool.pointer}/input_schema/properties/${escapeToken(key)}`,
          hint:
            key.length > 64
              ? `The key ${JSON.stringify(key)} has ${key.length} characters; at most 64 are allowed.`
              : `The key ${JSON.stringify(key)} ${key === "" ? "is empty" : "has characters outside letters, digits, `_`, `.` and `-`"}: names copied from a form or an API (\`"Account Number"\`, \`"ids[]"\`) must be mapped to plain keys, and back when the tool runs.`,
        });
      }
    }
  },
});
