/**
 * What Claude refuses in a schema it compiles into a grammar: a structured-output schema (`output_config.format`,
 * `output_format`, Bedrock's `outputConfig.textFormat`) and a strict tool's input schema. Claude's texts are the same
 * wherever it is served (the `anthropic` dialect; `bedrock-converse`, which passes them on), so the table of keywords
 * and the walk live here, once; each dialect's rule picks the keywords its evidence covers and words the findings.
 */
import { subSchemas } from "./sub-schemas.js";

/**
 * The `type`s whose keywords Claude names in `For '<type>' type, property '<keyword>' is not supported`, and the
 * keywords recorded with that text:
 * - `maxItems` on an array and `multipleOf` on an integer or a number: recorded 400s on Bedrock (pydantic-ai cassettes
 *   `test_bedrock_structured_output_matrix`, Claude Sonnet 4.5, February 2026);
 * - `minimum` and `maximum` on an integer or a number: recorded 400s from the Messages API (agentjido/req_llm#302,
 *   Claude Haiku 4.5, 2025-12: `minimum` on an integer; sherifkozman/the-llm-council#55, Claude Opus 4.6, 2026-07:
 *   `maximum` and `minimum` on a number, named together as `properties maximum, minimum`).
 */
export const CLAUDE_REFUSED_PROPERTIES = {
  maxItems: ["array"],
  multipleOf: ["integer", "number"],
  minimum: ["integer", "number"],
  maximum: ["integer", "number"],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type RefusedProperty = keyof typeof CLAUDE_REFUSED_PROPERTIES;

/**
 * Numeric keywords Claude's structured outputs do not take either (the SDKs strip them: BerriAI/litellm#20813 mirrors the
 * Python SDK's list) but whose text is not recorded. A schema that holds one beside a refused keyword gets a text naming
 * both, whose wording is not known.
 */
export const CLAUDE_UNRECORDED_PROPERTIES = { exclusiveMinimum: ["integer", "number"], exclusiveMaximum: ["integer", "number"] } as const;

/** A refusal found in a schema: which of Claude's texts it draws, and where. */
export interface SchemaRefusal {
  /**
   * `property`: `For '<type>' type, property '<keyword>' is not supported`; `minItems`: `minItems` other than 0 or 1
   * on an array; `openObject`: `additionalProperties: true` on an object; `unclosedObject`: an object that does not set
   * `additionalProperties`; `unrecorded`: a keyword of `CLAUDE_UNRECORDED_PROPERTIES`.
   */
  kind: "property" | "minItems" | "openObject" | "unclosedObject" | "unrecorded";
  /** The schema's `type`, as the text names it. */
  type: string;
  keyword: string;
  value: unknown;
  /** The schema holding it, as a JSON Pointer from the schema's root ("" for the root). */
  pointer: string;
}

/** What a walk looks for. */
export interface RefusalChecks {
  /** The keywords of `CLAUDE_REFUSED_PROPERTIES` to report. */
  properties: readonly RefusedProperty[];
  /** `minItems` other than 0 or 1 on an array. */
  minItems?: boolean;
  /** `additionalProperties` true or unset on an object. */
  objects?: boolean;
  /** The keywords of `CLAUDE_UNRECORDED_PROPERTIES`, so that a rule can tell a schema whose text it does not know. */
  unrecorded?: boolean;
}

/**
 * Every refusal of `checks` in a schema, schema by schema in document order (`subSchemas`), and within a schema:
 * `additionalProperties`, the keywords in `checks.properties` order, `minItems`, the unrecorded keywords.
 */
export function claudeSchemaRefusals(root: Readonly<Record<string, unknown>>, checks: RefusalChecks): SchemaRefusal[] {
  const out: SchemaRefusal[] = [];
  for (const { schema, pointer } of subSchemas(root)) {
    const { type } = schema;
    if (typeof type !== "string") continue;
    if (checks.objects && type === "object") {
      const value = schema.additionalProperties;
      if (value === undefined) out.push({ kind: "unclosedObject", type, keyword: "additionalProperties", value, pointer });
      else if (value === true) out.push({ kind: "openObject", type, keyword: "additionalProperties", value, pointer });
    }
    for (const keyword of checks.properties) {
      const types: readonly string[] = CLAUDE_REFUSED_PROPERTIES[keyword];
      if (types.includes(type) && schema[keyword] !== undefined) out.push({ kind: "property", type, keyword, value: schema[keyword], pointer });
    }
    if (checks.minItems && type === "array" && schema.minItems !== undefined && schema.minItems !== 0 && schema.minItems !== 1)
      out.push({ kind: "minItems", type, keyword: "minItems", value: schema.minItems, pointer });
    if (checks.unrecorded) {
      for (const [keyword, types] of Object.entries(CLAUDE_UNRECORDED_PROPERTIES)) {
        if ((types as readonly string[]).includes(type) && schema[keyword] !== undefined)
          out.push({ kind: "unrecorded", type, keyword, value: schema[keyword], pointer });
      }
    }
  }
  return out;
}
