import { parsePointer } from "../../../model/pointer.js";
import { claudeSchemaRefusals } from "../../../model/claude-output-schema.js";
import type { Node } from "../../../types.js";
import { createRule, type Context } from "../create-rule.js";
import { isRecord } from "../model.js";
import { MODEL_ERRORS } from "../paths.js";

/** A keyword Claude's structured output refuses, and the schema holding it. */
interface Refused {
  messageId: "property" | "minItems";
  type: string;
  keyword: string;
  value: unknown;
  /** Where the schema holding it sits, as a JSON Pointer from the schema's root ("" for the root). */
  pointer: string;
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
          report(context, found, at, "output_config.format.schema", `\`outputConfig\`'s schema at #${found.pointer}`);
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
          const at = context.at(tool, "inputSchema", "json", ...parsePointer(found.pointer), found.keyword);
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

/** Every refused keyword of a schema, in document order: the keywords recorded on Bedrock (Claude's table, shared). */
function refused(root: Readonly<Record<string, unknown>>): Refused[] {
  return claudeSchemaRefusals(root, { properties: ["maxItems", "multipleOf"], minItems: true }).map(({ kind, type, keyword, value, pointer }) => ({
    messageId: kind === "minItems" ? "minItems" : "property",
    type,
    keyword,
    value,
    pointer,
  }));
}
