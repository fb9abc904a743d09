import { schemaNodes } from "../analyses/schemas.js";
import { createRule } from "../create-rule.js";
import { isRecord, keyOf } from "../fields.js";
import { VALIDATOR } from "../texts.js";

export default createRule("gemini-schema-object-empty", {
  meta: {
    description:
      "A schema of `type: OBJECT` in `parameters` or `responseSchema` has no `properties`, or empty ones (a function's whole `parameters` may be empty on AI Studio, and on Vertex AI for 2.0 Flash, 2.5 and 3 Flash; any OBJECT in `parameters` on gemini-1.5-flash and gemini-2.0-flash there).",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: { empty: `${VALIDATOR}{{path}}.properties: should be non-empty for OBJECT type` },
    hints: {
      empty:
        "The OpenAPI subset Gemini takes has no free-form objects. A function without parameters leaves `parameters` out; an open object can be given as `parametersJsonSchema` (JSON Schema), or as a string holding JSON.",
    },
    api: { status: "C", area: "tool schemas", reason: "Walks each `parameters` and `responseSchema` schema." },
  },
  visit: {
    request(context) {
      const vertex = context.settings.target === "vertex";
      const emptyNested = context.model.facts?.aiStudioEmptyNestedObjects === true;
      // Vertex took it too for the models whose facts say so (recorded 200s, November 2025 to August 2026).
      const emptyParameters = !vertex || context.model.facts?.vertexEmptyParameters === true;
      for (const node of schemaNodes(context.model)) {
        if (node.type !== "OBJECT") continue;
        // A function without arguments declared as an empty object: AI Studio takes it (recorded 200s, 2025-2026).
        if (emptyParameters && node.dottedPath === "parameters") continue;
        // gemini-1.5-flash and gemini-2.0-flash on AI Studio took a nested one too (recorded 200s, April 2025).
        if (!vertex && emptyNested && node.functionName !== undefined) continue;
        const key = keyOf(node.value, "properties");
        const properties = key === undefined ? undefined : node.value[key];
        if (isRecord(properties) && Object.keys(properties).length > 0) continue;
        context.report({ messageId: "empty", at: key === undefined ? node : context.at(node, key), data: { path: node.path }, hint: "empty" });
      }
    },
  },
});
