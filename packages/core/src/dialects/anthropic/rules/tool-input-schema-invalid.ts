import { isRecord } from "../conversation.js";
import { createRule } from "../create-rule.js";
import { parsePointer } from "../../../model/pointer.js";
import { subSchemas } from "../../../model/sub-schemas.js";
import { toolAnalysis, type ToolAnalysis } from "../analyses/tool-definitions.js";
import { withKeys } from "../../../model/values.js";

/** A regular expression no engine accepts (unbalanced brackets, a quantifier with nothing to repeat). */
function brokenRegex(source: string): boolean {
  try {
    // linear: compiled to see whether it compiles; never run on anything.
    new RegExp(source);
    return false;
  } catch {
    return true;
  }
}

export default createRule("tool-input-schema-invalid", {
  meta: {
    description: "A custom tool's `input_schema` is not a valid JSON Schema draft 2020-12 document.",
    category: "api",
    needs: { fields: ["tools"] },
    recommended: true,
    spec: "#53",
    messages: {
      invalid:
        "{{path}}: JSON schema is invalid. It must match JSON Schema draft 2020-12 (https://json-schema.org/draft/2020-12). Learn more about tool use at https://platform.claude.com/docs/en/agents-and-tools/tool-use/overview.",
    },
    hints: {
      rootMeta:
        'the schema {{message}}{{allowed}}. Schemas converted from older drafts or hand-written ones often use `"type": "int"`, `"required": true` on a property, or the draft-07 tuple form `"items": [...]` (2020-12 has `prefixItems`).',
      fieldMeta:
        '`{{field}}` {{message}}{{allowed}}. Schemas converted from older drafts or hand-written ones often use `"type": "int"`, `"required": true` on a property, or the draft-07 tuple form `"items": [...]` (2020-12 has `prefixItems`).',
      pattern:
        '`{{where}}` is not a regular expression that compiles. Schemas converted from older drafts or hand-written ones often use `"type": "int"`, `"required": true` on a property, or the draft-07 tuple form `"items": [...]` (2020-12 has `prefixItems`).',
      patternKey:
        'The `patternProperties` key {{key}} is not a regular expression that compiles. Schemas converted from older drafts or hand-written ones often use `"type": "int"`, `"required": true` on a property, or the draft-07 tuple form `"items": [...]` (2020-12 has `prefixItems`).',
    },
    api: { row: "53", area: "tools", status: "C", reason: "validates the schema against the draft 2020-12 meta-schema" },
  },
  visit: {
    request(context) {
      const analysis = toolAnalysis(context.model);
      if (!analysis) return;
      for (const { at, where, hint, data } of analysis.derived(problems)) {
        const schema = context.at(analysis.entries[at]!, "input_schema");
        context.report({
          messageId: "invalid",
          at: context.at(schema, ...parsePointer(where)),
          data: withKeys(data, { path: schema.path }),
          hint,
        });
      }
    },
  },
});

/** A custom tool's schema that breaks the draft: `at` is the position in `entries`, `where` the pointer into the schema. */
interface Problem {
  at: number;
  where: string;
  hint: string;
  data: Record<string, string>;
}

/** Where each custom tool's schema breaks the draft, once per tool set. */
function problems(analysis: ToolAnalysis): Problem[] {
  const out: Problem[] = [];
  analysis.entries.forEach((tool, at) => {
    const schema = tool.value.input_schema;
    if (!tool.custom || !isRecord(schema)) return;
    // The root `type` is tool-input-schema-not-object's: the API requires `"object"` there whatever the draft allows.
    const errors = analysis.metaErrors(tool).filter((e) => e.instancePath !== "/type" && !e.instancePath.startsWith("/type/"));
    if (errors.length) {
      const first = errors[0]!;
      const allowed =
        first.keyword === "enum" && isRecord(first.params) && Array.isArray(first.params.allowedValues)
          ? ` (${first.params.allowedValues.join(", ")})`
          : "";
      const data = { field: first.instancePath, message: first.message ?? "is invalid", allowed };
      out.push({ at, where: first.instancePath, hint: first.instancePath === "" ? "rootMeta" : "fieldMeta", data });
      return;
    }
    for (const { schema: sub, pointer } of subSchemas(schema)) {
      if (typeof sub.pattern === "string" && brokenRegex(sub.pattern)) {
        const where = `${pointer}/pattern`;
        out.push({ at, where, hint: "pattern", data: { where } });
        return;
      }
      const keys = isRecord(sub.patternProperties) ? Object.keys(sub.patternProperties).filter(brokenRegex) : [];
      if (keys.length) {
        out.push({ at, where: `${pointer}/patternProperties`, hint: "patternKey", data: { key: JSON.stringify(keys[0]) } });
        return;
      }
    }
  });
  return out;
}
