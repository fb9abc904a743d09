import { schemaNodes } from "../analyses/schemas.js";
import { createRule } from "../create-rule.js";

export default createRule("gemini-schema-type-list", {
  meta: {
    description: 'A schema in `parameters` or `responseSchema` writes `type` as a list (`["string", "null"]`).',
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: { list: `Invalid JSON payload received. Unknown name "type" at '{{path}}': Proto field is not repeating, cannot start list.` },
    hints: {
      list: 'The OpenAPI subset takes one type: write `"type": "STRING", "nullable": true` for `["string", "null"]`, or `anyOf` for other unions (`parametersJsonSchema` takes the list as is).',
    },
    api: { status: "C", area: "tool schemas", reason: "Walks each `parameters` and `responseSchema` schema." },
  },
  visit: {
    request(context) {
      for (const node of schemaNodes(context.model)) {
        if (!node.typeList) continue;
        // The JSON parser names the map entries of `properties` by position (`properties[3].value`).
        context.report({ messageId: "list", at: context.at(node, "type"), data: { path: node.parserPath }, hint: "list" });
      }
    },
  },
});
