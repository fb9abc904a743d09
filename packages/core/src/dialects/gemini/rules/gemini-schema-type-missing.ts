import { schemaNodes } from "../analyses/schemas.js";
import { createRule } from "../create-rule.js";
import { keyOf } from "../fields.js";
import { VERTEX_PREFIX } from "../texts.js";

export default createRule("gemini-schema-type-missing", {
  meta: {
    description: "A schema node in a function's `parameters` has no `type`: Vertex AI refuses it.",
    category: "api",
    recommended: true,
    targets: ["vertex"],
    spec: "providers.md gemini §3",
    messages: {
      missing: `${VERTEX_PREFIX}\`{{fn}}\` functionDeclaration \`{{dotted}}\` schema didn't specify the schema type field. Learn more: https://cloud.google.com/vertex-ai/generative-ai/docs/multimodal/function-calling`,
    },
    hints: {
      missing:
        "{{path}} has no `type`. JSON Schema allows that (any value); Vertex's OpenAPI subset does not: give it a type, or use `parametersJsonSchema`.",
    },
    api: { status: "C", area: "tool schemas", reason: "Walks each function's `parameters`; a node with `anyOf` needs no type." },
  },
  visit: {
    request(context) {
      for (const node of schemaNodes(context.model)) {
        if (node.functionName === undefined || node.type !== undefined || node.typeList || keyOf(node.value, "anyOf") !== undefined) continue;
        context.report({ messageId: "missing", at: node, data: { fn: node.functionName, dotted: node.dottedPath }, hint: "missing" });
      }
    },
  },
});
