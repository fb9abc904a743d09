import { schemaNodes } from "../analyses/schemas.js";
import { createRule } from "../create-rule.js";
import { keyOf } from "../fields.js";
import { VALIDATOR } from "../texts.js";

export default createRule("gemini-schema-non-object", {
  meta: {
    description: "A schema that is not `type: OBJECT` (or has no type) has `properties` or `required`.",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: { objectOnly: `${VALIDATOR}{{path}}.{{field}}: only allowed for OBJECT type` },
    hints: {
      untyped: '{{path}} has `{{field}}` but no `type`: Gemini does not infer OBJECT from `properties`; add `"type": "OBJECT"`.',
      typed: "{{path}} is of type {{type}}: `{{field}}` belongs on an OBJECT schema (for a list of objects, on its `items`).",
    },
    api: {
      // Vertex's text for a declaration's `parameters` without `type: OBJECT` (diegosouzapw/OmniRoute PR #3360, 2026-06-07;
      // spring-projects/spring-ai#1373), known only as quoted: explain names this rule for it, the finding keeps Google's validator text.
      texts: ["Unable to submit request because {{name}} functionDeclaration parameters schema should be of type OBJECT"],
      status: "C",
      area: "tool schemas",
      reason: "Walks each `parameters` and `responseSchema` schema.",
    },
  },
  visit: {
    request(context) {
      for (const node of schemaNodes(context.model)) {
        if (node.type === "OBJECT" || node.typeList) continue;
        for (const field of ["properties", "required"] as const) {
          const key = keyOf(node.value, field);
          if (key === undefined) continue;
          const data = { path: node.path, field, type: node.type ?? "" };
          context.report({ messageId: "objectOnly", at: context.at(node, key), data, hint: node.type === undefined ? "untyped" : "typed" });
        }
      }
    },
  },
});
