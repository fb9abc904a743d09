import { isRecord } from "../conversation.js";
import { createRule } from "../create-rule.js";
import { subSchemas, toolAnalysis, type ToolAnalysis } from "../analyses/tool-definitions.js";

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
  },
  check(context) {
    const analysis = toolAnalysis(context.model);
    if (!analysis) return;
    for (const { at, where, why } of analysis.derived(problems)) {
      const tool = analysis.entries[at]!;
      context.report({
        messageId: "invalid",
        path: `${tool.path}.input_schema`,
        pointer: `${tool.pointer}/input_schema${where}`,
        hint: `${why} Schemas converted from older drafts or hand-written ones often use \`"type": "int"\`, \`"required": true\` on a property, or the draft-07 tuple form \`"items": [...]\` (2020-12 has \`prefixItems\`).`,
      });
    }
  },
});

/** Where each custom tool's schema breaks the draft, once per tool set: `at` is the position in `entries`. */
function problems(analysis: ToolAnalysis): { at: number; where: string; why: string }[] {
  const out: { at: number; where: string; why: string }[] = [];
  analysis.entries.forEach((tool, at) => {
    const schema = tool.value.input_schema;
    if (!tool.custom || !isRecord(schema)) return;
    // The root `type` is tool-input-schema-not-object's: the API requires `"object"` there whatever the draft allows.
    const errors = analysis.metaErrors(tool).filter((e) => e.instancePath !== "/type" && !e.instancePath.startsWith("/type/"));
    if (errors.length) {
      const first = errors[0]!;
      const field = first.instancePath === "" ? "the schema" : `\`${first.instancePath}\``;
      const allowed =
        first.keyword === "enum" && isRecord(first.params) && Array.isArray(first.params.allowedValues)
          ? ` (${first.params.allowedValues.join(", ")})`
          : "";
      out.push({ at, where: first.instancePath, why: `${field} ${first.message ?? "is invalid"}${allowed}.` });
      return;
    }
    for (const { schema: sub, pointer } of subSchemas(schema)) {
      if (typeof sub.pattern === "string" && brokenRegex(sub.pattern)) {
        out.push({ at, where: `${pointer}/pattern`, why: `\`${pointer}/pattern\` is not a regular expression that compiles.` });
        return;
      }
      const keys = isRecord(sub.patternProperties) ? Object.keys(sub.patternProperties).filter(brokenRegex) : [];
      if (keys.length) {
        out.push({
          at,
          where: `${pointer}/patternProperties`,
          why: `The \`patternProperties\` key ${JSON.stringify(keys[0])} is not a regular expression that compiles.`,
        });
        return;
      }
    }
  });
  return out;
}
