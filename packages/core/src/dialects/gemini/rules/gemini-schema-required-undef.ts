import { schemaNodes } from "../analyses/schemas.js";
import { createRule } from "../create-rule.js";
import { isRecord, keyOf } from "../fields.js";
import { VERTEX_PREFIX } from "../texts.js";

export default createRule("gemini-schema-required-undef", {
  meta: {
    description: "A schema's `required` names a property its `properties` do not define.",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: { undefined: `${VERTEX_PREFIX}required fields [{{names}}] are not defined in the schema properties.` },
    hints: {
      undefined:
        "{{path}} requires {{names}}, which its `properties` do not define (a property renamed or removed, or `required` copied from another schema).",
    },
    api: { status: "C", area: "tool schemas", reason: "Compares each schema's `required` with its `properties`." },
  },
  visit: {
    request(context) {
      for (const node of schemaNodes(context.model)) {
        const required = node.value.required;
        // `required` on a schema that is not an object is gemini-schema-non-object's.
        if (!Array.isArray(required) || node.type !== "OBJECT") continue;
        const key = keyOf(node.value, "properties");
        const properties = key === undefined ? {} : node.value[key];
        if (!isRecord(properties)) continue;
        const missing = required.filter(
          (name): name is string => typeof name === "string" && !Object.prototype.hasOwnProperty.call(properties, name),
        );
        if (missing.length === 0) continue;
        const names = missing.map((name) => `'${name}'`).join(", ");
        context.report({ messageId: "undefined", at: context.at(node, "required"), data: { names }, hint: "undefined" });
      }
    },
  },
});
