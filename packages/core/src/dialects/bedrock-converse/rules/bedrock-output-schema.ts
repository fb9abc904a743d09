import type { Node } from "../../../types.js";
import { createRule, type Context } from "../create-rule.js";
import { isRecord } from "../model.js";
import { MODEL_ERRORS } from "../paths.js";

/** Schemas in requests are small; this bounds a hostile one. */
const MAX_DEPTH = 64;

/** Subschema keywords walked into: a map of schemas, a list of them, or one. */
const MAPS = ["properties", "patternProperties", "$defs", "definitions"] as const;
const LISTS = ["anyOf", "allOf", "oneOf", "prefixItems"] as const;
const SINGLES = ["items", "additionalProperties", "not"] as const;

/** A keyword Claude's structured output refuses, where it stands in the schema (keys from the schema's root). */
interface Refused {
  messageId: "property" | "minItems";
  type: string;
  keyword: string;
  value: unknown;
  keys: string[];
}

export default createRule("bedrock-output-schema", {
  meta: {
    description:
      "A structured-output schema (`outputConfig.textFormat`) or a strict tool's input schema uses a keyword Claude refuses there: `maxItems`, `multipleOf`, `minItems` other than 0 or 1.",
    category: "api",
    recommended: true,
    needs: { fields: ["outputConfig", "toolConfig"] },
    spec: "providers.md bedrock-converse §3 (bedrock-output-schema)",
    messages: {
      property: `${MODEL_ERRORS}{{schemaPath}}: For '{{type}}' type, property '{{keyword}}' is not supported`,
      minItems: `${MODEL_ERRORS}{{schemaPath}}: For '{{type}}' type, 'minItems' values other than 0 or 1 are not supported`,
    },
    hints: {
      property:
        "{{where}} sets `{{keyword}}: {{value}}` on a `{{type}}` schema. Claude compiles structured-output and strict-tool schemas into a grammar without it: drop the keyword (say the limit in its `description`) and check the value after the call.",
      minItems:
        "{{where}} sets `minItems: {{value}}`. Claude takes 0 or 1 here (Bedrock's text goes on with `(got: …)`): use 1, or drop it, and check the length after the call.",
    },
    api: {
      status: "C",
      area: "tools",
      reason:
        "The keywords of the structured-output schema (a JSON string) and of each strict tool's input schema, on Claude 4.5 and later and Opus 4.1 (recorded on Sonnet 4.5).",
    },
  },
  visit: {
    request(context) {
      const { model } = context;
      if (!model.facts?.strictSchemaLimits) return;
      const format = outputSchema(model.request.outputConfig);
      if (format !== undefined) {
        const at = context.at(context.root, "outputConfig", "textFormat", "structure", "jsonSchema", "schema");
        // The schema is a JSON string: the finding is on the string, and the hint names the keyword's place in it.
        for (const found of refused(format))
          report(context, found, at, "output_config.format.schema", `\`outputConfig\`'s schema at ${["#", ...found.keys].join("/")}`);
      }
      // Anthropic's index: the tools Bedrock passes on, cache points left out.
      let anthropicIndex = -1;
      const tools = isRecord(model.toolConfig) && Array.isArray(model.toolConfig.tools) ? (model.toolConfig.tools as unknown[]) : [];
      const indexOf = new Map<number, number>();
      for (let k = 0; k < tools.length; k++)
        if (isRecord(tools[k]) && isRecord((tools[k] as Record<string, unknown>).toolSpec)) indexOf.set(k, ++anthropicIndex);
      for (const tool of model.tools) {
        if (tool.value.strict !== true || !isRecord(tool.value.inputSchema) || !isRecord(tool.value.inputSchema.json)) continue;
        const index = indexOf.get(tool.index);
        if (index === undefined) continue;
        for (const found of refused(tool.value.inputSchema.json)) {
          const at = context.at(tool, "inputSchema", "json", ...found.keys, found.keyword);
          report(context, found, at, `tools.${index}.custom`, `The strict tool \`${tool.name ?? "?"}\``);
        }
      }
    },
  },
});

function report(context: Context, found: Refused, at: Node, schemaPath: string, where: string): void {
  context.report({
    messageId: found.messageId,
    at,
    data: { path: "", schemaPath, type: found.type, keyword: found.keyword, value: JSON.stringify(found.value), where },
    hint: found.messageId,
  });
}

/** The structured-output schema, parsed from its JSON string; undefined when there is none or it does not parse. */
function outputSchema(outputConfig: unknown): Readonly<Record<string, unknown>> | undefined {
  if (!isRecord(outputConfig) || !isRecord(outputConfig.textFormat)) return undefined;
  const structure = outputConfig.textFormat.structure;
  if (!isRecord(structure) || !isRecord(structure.jsonSchema) || typeof structure.jsonSchema.schema !== "string") return undefined;
  try {
    const schema: unknown = JSON.parse(structure.jsonSchema.schema);
    return isRecord(schema) ? schema : undefined;
  } catch {
    return undefined;
  }
}

/** Every refused keyword of a schema, in document order. */
function refused(schema: Readonly<Record<string, unknown>>): Refused[] {
  const out: Refused[] = [];
  walk(schema, [], out, 0);
  return out;
}

/** `keys` is pushed and popped as the walk goes: a finding takes a copy, a clean schema none. */
function walk(schema: Readonly<Record<string, unknown>>, keys: string[], out: Refused[], depth: number): void {
  if (depth > MAX_DEPTH) return;
  const { type } = schema;
  if (type === "array") {
    if (schema.maxItems !== undefined) out.push({ messageId: "property", type, keyword: "maxItems", value: schema.maxItems, keys: keys.slice() });
    if (schema.minItems !== undefined && schema.minItems !== 0 && schema.minItems !== 1)
      out.push({ messageId: "minItems", type, keyword: "minItems", value: schema.minItems, keys: keys.slice() });
  }
  if ((type === "integer" || type === "number") && schema.multipleOf !== undefined)
    out.push({ messageId: "property", type, keyword: "multipleOf", value: schema.multipleOf, keys: keys.slice() });
  for (const keyword of MAPS) {
    const map = schema[keyword];
    if (!isRecord(map)) continue;
    for (const name in map) visit(map[name], [keyword, name]);
  }
  for (const keyword of LISTS) {
    const list = schema[keyword];
    if (!Array.isArray(list)) continue;
    for (let i = 0; i < list.length; i++) visit(list[i], [keyword, String(i)]);
  }
  for (const keyword of SINGLES) {
    const value = schema[keyword];
    if (Array.isArray(value)) for (let i = 0; i < value.length; i++) visit(value[i], [keyword, String(i)]);
    else visit(value, [keyword]);
  }

  function visit(child: unknown, more: string[]): void {
    if (!isRecord(child)) return;
    keys.push(...more);
    walk(child, keys, out, depth + 1);
    keys.length -= more.length;
  }
}
