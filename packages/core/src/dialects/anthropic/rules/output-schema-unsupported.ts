import { createRule, type Context } from "../create-rule.js";
import { isRecord } from "../conversation.js";
import { betaFieldRefused } from "../analyses/beta-fields.js";
import { parsePointer } from "../../../model/pointer.js";
import { claudeSchemaRefusals, type SchemaRefusal } from "../../../model/claude-output-schema.js";
import type { Node } from "../../../types.js";

/** A structured-output schema in the request: where it is, and the path the API's texts give it. */
interface OutputSchema {
  schema: Readonly<Record<string, unknown>>;
  at: Node;
  path: string;
}

export default createRule("output-schema-unsupported", {
  meta: {
    description:
      "A structured-output schema (`output_config.format`, `output_format`) holds what Claude refuses there: an object without `additionalProperties: false`, `minimum`, `maximum`, `multipleOf`, `maxItems`, `minItems` other than 0 or 1.",
    category: "api",
    targets: ["anthropic", "bedrock"],
    needs: { fields: ["output_config", "output_format"] },
    recommended: true,
    hasSuggestions: true,
    spec: "§14 (structured outputs: schema keywords)",
    messages: {
      property: "{{path}}: For '{{type}}' type, property '{{keyword}}' is not supported",
      bounds: "{{path}}: For '{{type}}' type, properties maximum, minimum are not supported",
      minItems: "{{path}}: For 'array' type, 'minItems' values other than 0 or 1 are not supported",
      openObject: "{{path}}: For 'object' type, 'additionalProperties: true' is not supported. Please set 'additionalProperties' to false",
      unclosedObject: "{{path}}: For 'object' type, 'additionalProperties' must be explicitly set to false",
    },
    hints: {
      property:
        "{{where}} sets `{{keyword}}: {{value}}` on a schema of type `{{type}}`. Claude compiles a structured-output schema into a grammar that cannot hold it: drop the keyword (say the limit in the `description`) and check the value after the call.",
      bounds:
        "{{where}} sets `minimum` and `maximum` on a schema of type `{{type}}`. Claude compiles a structured-output schema into a grammar that cannot hold them: drop both (say the range in the `description`) and check the value after the call.",
      minItems: "{{where}} sets `minItems: {{value}}`. Claude takes 0 or 1 here: use 1, or drop it, and check the length after the call.",
      openObject:
        "{{where}} sets `additionalProperties: true`. Structured outputs close every object: set it to `false` and list the keys under `properties` (an open map cannot be expressed; a list of key and value objects can).",
      unclosedObject:
        "{{where}} is an object that does not set `additionalProperties`. Structured outputs need `additionalProperties: false` on every object, nested ones included; schemas written for OpenAI without `strict` usually leave it out.",
    },
    api: {
      row: "§14",
      area: "output_config",
      status: "C",
      reason: "the keywords of the structured-output schema, on the models with structured outputs (Claude 4.5 and later, Opus 4.1)",
      texts: ["{{path}}: For '{{type}}' type, properties {{keywords}} are not supported"],
      paths: ["output_config.format.schema", "output_format.schema"],
    },
  },
  visit: {
    request(context) {
      if (!context.model.facts?.structuredOutputs) return;
      for (const output of outputSchemas(context)) {
        const refusals = claudeSchemaRefusals(output.schema, {
          properties: ["maxItems", "multipleOf", "minimum", "maximum"],
          minItems: true,
          objects: true,
          unrecorded: true,
        });
        for (const refusal of refusals) if (refusal.kind !== "property" && refusal.kind !== "unrecorded") reportOne(context, output, refusal);
        reportKeywords(context, output, refusals);
      }
    },
  },
});

/** The request's structured-output schemas: `output_config.format` (GA) and `output_format` (the beta's, unless its beta is known to be absent). */
function outputSchemas(context: Context): OutputSchema[] {
  const { request, settings } = context;
  const out: OutputSchema[] = [];
  const add = (format: unknown, at: Node, path: string) => {
    if (isRecord(format) && format.type === "json_schema" && isRecord(format.schema))
      out.push({ schema: format.schema, at: context.at(at, "schema"), path });
  };
  const config = request.output_config;
  if (isRecord(config)) add(config.format, context.at(context.root, "output_config", "format"), "output_config.format.schema");
  if (!betaFieldRefused("output_format", settings)) add(request.output_format, context.at(context.root, "output_format"), "output_format.schema");
  return out;
}

const whereOf = (pointer: string) => (pointer === "" ? "The schema's root" : `The schema at \`#${pointer}\``);

/** A refusal with a text of its own: `minItems`, and `additionalProperties` true or unset. */
function reportOne(context: Context, output: OutputSchema, refusal: SchemaRefusal): void {
  const schema = context.at(output.at, ...parsePointer(refusal.pointer));
  const keyword = context.at(schema, refusal.keyword);
  const data = { path: output.path, type: refusal.type, where: whereOf(refusal.pointer), value: JSON.stringify(refusal.value) ?? "" };
  if (refusal.kind === "minItems") {
    context.report({
      messageId: "minItems",
      at: keyword,
      data,
      hint: "minItems",
      suggestions: [{ description: "Set `minItems` to 1", edits: [{ op: "replace", path: keyword.pointer, value: 1 }] }],
    });
  } else if (refusal.kind === "openObject" || refusal.kind === "unclosedObject") {
    const unset = refusal.kind === "unclosedObject";
    context.report({
      messageId: refusal.kind,
      at: unset ? schema : keyword,
      data,
      hint: refusal.kind,
      suggestions: [
        {
          description: "Set `additionalProperties: false` on this object",
          edits: [{ op: unset ? "add" : "replace", path: keyword.pointer, value: false }],
        },
      ],
    });
  }
}

/**
 * The keywords named `For '<type>' type, property '<keyword>' …`, schema by schema. The API names every such keyword
 * of a schema in one text: one keyword has the singular text, `maximum` with `minimum` the recorded plural one; any
 * other set (an unrecorded keyword among them) has a wording not recorded, and stays silent.
 */
function reportKeywords(context: Context, output: OutputSchema, refusals: readonly SchemaRefusal[]): void {
  const bySchema = new Map<string, SchemaRefusal[]>();
  for (const refusal of refusals) {
    if (refusal.kind !== "property" && refusal.kind !== "unrecorded") continue;
    const group = bySchema.get(refusal.pointer);
    if (group) group.push(refusal);
    else bySchema.set(refusal.pointer, [refusal]);
  }
  for (const [pointer, group] of bySchema) {
    const schema = context.at(output.at, ...parsePointer(pointer));
    const first = group[0]!;
    const data = { path: output.path, type: first.type, where: whereOf(pointer), keyword: first.keyword, value: JSON.stringify(first.value) ?? "" };
    const remove = (refusal: SchemaRefusal) => ({ op: "remove" as const, path: context.at(schema, refusal.keyword).pointer });
    if (group.length === 1 && first.kind === "property") {
      context.report({
        messageId: "property",
        at: context.at(schema, first.keyword),
        data,
        hint: "property",
        suggestions: [{ description: `Remove \`${first.keyword}\``, edits: [remove(first)] }],
      });
    } else if (group.length === 2 && group.every((r) => r.kind === "property" && (r.keyword === "minimum" || r.keyword === "maximum"))) {
      context.report({
        messageId: "bounds",
        at: schema,
        data,
        hint: "bounds",
        suggestions: [{ description: "Remove `minimum` and `maximum`", edits: group.map(remove) }],
      });
    }
  }
}
