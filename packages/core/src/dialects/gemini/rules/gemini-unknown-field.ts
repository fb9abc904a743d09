import { structuralFindings } from "../analyses/structural.js";
import { createRule } from "../create-rule.js";

/** Schema fields Vertex AI's `Schema` has and the Gemini API's does not. */
const VERTEX_SCHEMA_FIELDS = new Set(["additionalProperties", "additional_properties", "ref", "$ref", "defs", "$defs"]);

export default createRule("gemini-unknown-field", {
  meta: {
    description: "A key the Gemini body does not have (an OpenAI or Anthropic field, a JSON Schema keyword in `parameters` or `responseSchema`).",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: {
      unknown: `Invalid JSON payload received. Unknown name "{{key}}" at '{{path}}': Cannot find field.`,
      unknownTop: `Invalid JSON payload received. Unknown name "{{key}}": Cannot find field.`,
    },
    hints: {
      schema:
        "`{{key}}` is JSON Schema, not part of the OpenAPI subset `parameters` and `responseSchema` take: drop it, or send the schema as `parametersJsonSchema` / `responseJsonSchema`, which take JSON Schema.",
      other: "`{{key}}` is not a field of {{message}}: a field of another format, misspelled, or put one level too high or too low.",
    },
    api: {
      status: "C",
      area: "structure",
      reason: "Checks every key against the schema generated from @google/genai 3.3.0's types, in both spellings.",
      texts: ["Invalid JSON payload received. Unknown name \"{{key}}\" at 'request.{{path}}': Cannot find field."],
    },
  },
  visit: {
    request(context) {
      const vertex = context.settings.target === "vertex";
      for (const finding of structuralFindings(context.model)) {
        if (finding.kind !== "unknown-field") continue;
        const inSchema = finding.message === "Schema";
        if (inSchema && vertex && VERTEX_SCHEMA_FIELDS.has(finding.key)) continue;
        const data = { key: finding.key, path: finding.parent.path, message: finding.message ?? "the request" };
        context.report({
          messageId: finding.parent.path === "" ? "unknownTop" : "unknown",
          at: finding.at,
          data,
          hint: inSchema ? "schema" : "other",
        });
      }
    },
  },
});
