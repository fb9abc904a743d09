import { schemaNodes } from "../analyses/schemas.js";
import { createRule } from "../create-rule.js";
import { keyOf } from "../fields.js";
import { VALIDATOR } from "../texts.js";

export default createRule("gemini-schema-array-items", {
  meta: {
    description: "A schema of `type: ARRAY` in a function's `parameters` has no `items` (AI Studio).",
    category: "api",
    recommended: true,
    targets: ["ai-studio"],
    spec: "providers.md gemini §3",
    messages: { missing: `${VALIDATOR}{{path}}.items: missing field.` },
    hints: {
      missing:
        'The OpenAPI subset Gemini takes needs the element schema of every array: give `items` (`{}` or `{"type": "STRING"}`), or send the schema as `parametersJsonSchema` (JSON Schema, where `items` is optional).',
    },
    api: { status: "C", area: "tool schemas", reason: "Walks each function's `parameters` schema." },
  },
  visit: {
    request(context) {
      for (const node of schemaNodes(context.model)) {
        // Under `responseSchema` no refusal is recorded: only function declarations' `parameters` are checked.
        if (node.type !== "ARRAY" || node.typeList || !node.dottedPath.startsWith("parameters")) continue;
        if (keyOf(node.value, "items") !== undefined) continue;
        context.report({ messageId: "missing", at: node, data: { path: node.path }, hint: "missing" });
      }
    },
  },
});
