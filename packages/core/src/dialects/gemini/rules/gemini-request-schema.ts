import { structuralFindings, type StructuralFinding } from "../analyses/structural.js";
import { createRule } from "../create-rule.js";

/** The proto scalar types Google's parser names for a JSON type the schema expects. */
const SCALAR: Record<string, string> = { string: "TYPE_STRING", number: "TYPE_DOUBLE", boolean: "TYPE_BOOL", integer: "TYPE_ENUM" };

export default createRule("gemini-request-schema", {
  meta: {
    description: "A value of the wrong JSON type for its field (a string where a part goes, a list where one object goes).",
    category: "api",
    recommended: true,
    fallback: true,
    spec: "providers.md gemini §2",
    messages: {
      list: `Invalid JSON payload received. Unknown name "{{key}}" at '{{path}}': Proto field is not repeating, cannot start list.`,
      listTop: `Invalid JSON payload received. Unknown name "{{key}}": Proto field is not repeating, cannot start list.`,
      type: `Invalid value at '{{path}}' ({{type}}), {{value}}`,
    },
    hints: {
      list: "`{{key}}` holds one value, not a list.",
      type: "{{path}} must be {{expected}}.",
    },
    api: {
      status: "I",
      area: "structure",
      reason:
        "The schema generated from @google/genai 3.3.0's types; the `Invalid value at` form is inferred from Google's recorded TYPE_BYTES and enum errors.",
    },
  },
  visit: {
    request(context) {
      const vertex = context.settings.target === "vertex";
      for (const finding of structuralFindings(context.model)) {
        if (finding.kind === "list") {
          const messageId = finding.parent.path === "" ? "listTop" : "list";
          context.report({ messageId, at: finding.at, data: { key: finding.key, path: finding.parent.path }, hint: "list" });
        } else if (finding.kind === "type") {
          const data = { path: finding.at.path, type: typeName(finding, vertex), value: shown(finding.value), expected: expectedText(finding) };
          context.report({ messageId: "type", at: finding.at, data, hint: "type" });
        }
      }
    },
  },
});

function typeName({ message, expected }: StructuralFinding, vertex: boolean): string {
  if (message !== undefined && expected.includes("object")) {
    return vertex
      ? `type.googleapis.com/google.cloud.aiplatform.v1.${message}`
      : `type.googleapis.com/google.ai.generativelanguage.v1beta.${message}`;
  }
  return SCALAR[expected.find((type) => SCALAR[type] !== undefined) ?? ""] ?? "TYPE_MESSAGE";
}

const expectedText = ({ message, expected }: StructuralFinding) =>
  expected.includes("object") && message !== undefined ? `an object (${message})` : expected.join(" or ");

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
