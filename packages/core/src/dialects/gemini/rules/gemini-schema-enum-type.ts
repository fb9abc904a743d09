import { schemaNodes } from "../analyses/schemas.js";
import { createRule } from "../create-rule.js";
import { VALIDATOR } from "../texts.js";

export default createRule("gemini-schema-enum-type", {
  meta: {
    description: "A schema with `enum` has a `type` other than STRING (AI Studio).",
    category: "api",
    recommended: true,
    // Vertex AI takes string `enum` members beside INTEGER, NUMBER and BOOLEAN (a probe of gemini-3.8-flash, 2026-09).
    targets: ["ai-studio"],
    spec: "providers.md gemini §3",
    messages: { enum: `${VALIDATOR}{{path}}.enum: only allowed for STRING type` },
    hints: {
      enum: "{{path}} is of type {{type}}: Gemini's `enum` lists strings only; make it `type: STRING` with string values, or drop the `enum`.",
    },
    api: { status: "C", area: "tool schemas", reason: "Walks each `parameters` and `responseSchema` schema." },
  },
  visit: {
    request(context) {
      for (const node of schemaNodes(context.model)) {
        if (node.value.enum === undefined || node.type === undefined || node.type === "STRING") continue;
        context.report({ messageId: "enum", at: context.at(node, "enum"), data: { path: node.path, type: node.type }, hint: "enum" });
      }
    },
  },
});
