import { schemaNodes } from "../analyses/schemas.js";
import { createRule } from "../create-rule.js";

/**
 * The names of the `Type` enum (upper-cased: Google's parser took lower-case names in every recorded request).
 * `NULL` is one in the SDK types msglint's schema comes from, so a `"null"` type is not reported.
 */
const TYPE_NAMES: ReadonlySet<string> = new Set(["TYPE_UNSPECIFIED", "STRING", "NUMBER", "INTEGER", "BOOLEAN", "ARRAY", "OBJECT", "NULL"]);

export default createRule("gemini-schema-type-value", {
  meta: {
    description: 'A schema\'s `type` in `parameters` or `responseSchema` is a string that names no Gemini type (`""`, `"enum"`) (AI Studio).',
    category: "api",
    recommended: true,
    targets: ["ai-studio"],
    spec: "providers.md gemini §2",
    messages: { invalid: `Invalid value at '{{path}}' (type.googleapis.com/google.ai.generativelanguage.v1beta.Type), {{value}}` },
    hints: {
      invalid:
        "`type` is one of STRING, NUMBER, INTEGER, BOOLEAN, ARRAY and OBJECT (any case); an enum is `type: STRING` with `enum`, and a schema without a type leaves `type` out.",
    },
    api: { status: "C", area: "tool schemas", reason: "Walks each `parameters` and `responseSchema` schema." },
  },
  visit: {
    request(context) {
      for (const node of schemaNodes(context.model)) {
        const raw = node.value.type;
        if (typeof raw !== "string" || TYPE_NAMES.has(node.type!)) continue;
        context.report({
          messageId: "invalid",
          at: context.at(node, "type"),
          data: { path: `${node.parserPath}.type`, value: JSON.stringify(raw) },
          hint: "invalid",
        });
      }
    },
  },
});
