import { isRecord } from "../conversation.js";
import { createRule } from "../create-rule.js";
import { parsePointer } from "../../../model/pointer.js";
import { subSchemas } from "../../../model/sub-schemas.js";
import { isObjectSchema, toolAnalysis, type ToolAnalysis } from "../analyses/tool-definitions.js";

export default createRule("tool-strict-needs-additional-properties-false", {
  meta: {
    description: "A tool with `strict: true` has an object schema (the root or a nested one) without `additionalProperties: false`.",
    category: "api",
    needs: { fields: ["tools"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#56",
    messages: { additionalProperties: "{{path}}: For 'object' type, 'additionalProperties' must be explicitly set to false" },
    hints: {
      rootUnset:
        "The root object does not set `additionalProperties`; with `strict: true` every object must set it to `false`, nested ones included.",
      rootOpen:
        "The root object sets `additionalProperties` to something other than `false`; with `strict: true` every object must set it to `false`, nested ones included.",
      nestedUnset:
        "The object at `input_schema{{where}}` does not set `additionalProperties`; with `strict: true` every object must set it to `false`, nested ones included.",
      nestedOpen:
        "The object at `input_schema{{where}}` sets `additionalProperties` to something other than `false`; with `strict: true` every object must set it to `false`, nested ones included.",
    },
    api: { row: "56", area: "tools", status: "C", reason: "schema keywords" },
  },
  visit: {
    request(context) {
      const analysis = toolAnalysis(context.model);
      if (!analysis) return;
      for (const { at: position, pointer, unset } of analysis.derived(openObjects)) {
        const tool = analysis.entries[position]!;
        const object = context.at(tool, "input_schema", ...parsePointer(pointer));
        const additional = context.at(object, "additionalProperties");
        const root = pointer === "";
        context.report({
          messageId: "additionalProperties",
          at: unset ? object : additional,
          data: { path: tool.path, where: pointer },
          hint: unset ? (root ? "rootUnset" : "nestedUnset") : root ? "rootOpen" : "nestedOpen",
          suggestions: [
            {
              description: "Set `additionalProperties: false` on this object",
              edits: [{ op: unset ? "add" : "replace", path: additional.pointer, value: false }],
            },
            { description: "Remove `strict: true` from the tool", edits: [{ op: "remove", path: context.at(tool, "strict").pointer }] },
          ],
        });
      }
    },
  },
});

/** The object schemas of strict custom tools that do not set `additionalProperties: false`, once per tool set. */
function openObjects({ entries }: ToolAnalysis): { at: number; pointer: string; unset: boolean }[] {
  const out: { at: number; pointer: string; unset: boolean }[] = [];
  entries.forEach((tool, at) => {
    const schema = tool.value.input_schema;
    if (!tool.custom || tool.value.strict !== true || !isRecord(schema)) return;
    // Strict tool use compiles the schema into a grammar: every object in it, nested ones too, must be closed.
    for (const { schema: sub, pointer } of subSchemas(schema)) {
      if (isObjectSchema(sub) && sub.additionalProperties !== false) out.push({ at, pointer, unset: sub.additionalProperties === undefined });
    }
  });
  return out;
}
