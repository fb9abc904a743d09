import { isRecord } from "../conversation.js";
import { createRule } from "../create-rule.js";
import { toolSelection } from "../analyses/tool-definitions.js";

const PROPERTY_KEY = /^[a-zA-Z0-9_.-]{1,64}$/;

/** Custom tools with a top-level property key outside the pattern. */
const withBadKeys = toolSelection(({ custom, value }) => {
  const schema = value.input_schema;
  return custom && isRecord(schema) && isRecord(schema.properties) && Object.keys(schema.properties).some((key) => !PROPERTY_KEY.test(key));
});

export default createRule("tool-input-schema-property-key", {
  meta: {
    description:
      "A top-level property of a custom tool's `input_schema` has a name that is empty, longer than 64 characters, or has characters other than letters, digits, `_`, `.` and `-`.",
    category: "api",
    needs: { fields: ["tools"] },
    recommended: true,
    spec: "§13.16",
    messages: { pattern: "{{path}}: Property keys should match pattern '^[a-zA-Z0-9_.-]{1,64}$'" },
    hints: {
      tooLong: "The key {{key}} has {{length}} characters; at most 64 are allowed.",
      empty:
        'The key {{key}} is empty: names copied from a form or an API (`"Account Number"`, `"ids[]"`) must be mapped to plain keys, and back when the tool runs.',
      characters:
        'The key {{key}} has characters outside letters, digits, `_`, `.` and `-`: names copied from a form or an API (`"Account Number"`, `"ids[]"`) must be mapped to plain keys, and back when the tool runs.',
    },
    api: { row: "§14", area: "tools", reason: "a pattern (§13.16)" },
  },
  visit: {
    request(context) {
      for (const tool of withBadKeys(context.model)) {
        const schema = tool.value.input_schema;
        if (!tool.custom || !isRecord(schema) || !isRecord(schema.properties)) continue;
        // Only the top level is checked: keys of nested objects, array items or `$defs` are accepted (§13.16).
        for (const key of Object.keys(schema.properties)) {
          if (PROPERTY_KEY.test(key)) continue;
          const properties = context.at(tool, "input_schema", "properties");
          context.report({
            messageId: "pattern",
            at: context.at(properties, key),
            data: { path: properties.path, key: JSON.stringify(key), length: key.length },
            hint: key.length > 64 ? "tooLong" : key === "" ? "empty" : "characters",
          });
        }
      }
    },
  },
});
