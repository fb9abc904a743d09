/**
 * OpenAI's strict mode for JSON schemas, in both of its request formats: a function tool with `strict: true`
 * (Chat `tools[].function`, Responses `tools[]`) and a `json_schema` response format with `strict: true` (Chat
 * `response_format`, Responses `text.format`). The schema is compiled into a grammar, so every object in it must
 * list `properties`, require every one of them and close itself with `additionalProperties: false`
 * (providers.md openai-chat §3 and openai-responses §3: chat-tool-schema-*, chat-schema-strict-required,
 * resp-strict-*). One walk of each schema serves every rule.
 */
import type { Node, RuleContext, RuleDefinition, RuleMeta } from "../types.js";
import { openaiNode } from "./openai-paths.js";

/** A strict schema in a request: whose it is, where it stands, and the schema itself. */
export interface StrictSchemaSite {
  /** How the error names its owner: `function` (a tool) or `response_format` (also for Responses' `text.format`). */
  owner: "function" | "response_format";
  /** The tool's or format's `name`, as the error quotes it. */
  name: string;
  schema: Readonly<Record<string, unknown>>;
  /** The schema in the request; its path is the error's `param` (`tools[0].function.parameters`, `text.format.schema`). */
  at: Node;
  /**
   * The function has no `parameters`: `schema` is the empty parameter list OpenAI reads it as, and `at` is the function
   * (the schema has no node of its own), so a suggestion adds the whole `parameters` object.
   */
  absent?: boolean;
  /** Its strict-mode problems, found by the first rule that asks (the site is the request's: nothing outlives it). */
  findings?: readonly StrictFinding[];
}

export type StrictProblem =
  /** An object schema that does not set `additionalProperties: false`. */
  | "additional-properties"
  /** An object schema without `properties`. */
  | "missing-properties"
  /** A property not listed in `required`. */
  | "required-missing"
  /** A `required` key that is not a property. */
  | "required-extra";

export interface StrictFinding {
  problem: StrictProblem;
  /** Keys from the schema's root to the object at fault (`properties`, `location`), as the error's context names them. */
  keys: readonly string[];
  /** For `required-*`: the key. */
  key?: string;
  /** For `additional-properties`: the object does not set it at all. */
  unset?: boolean;
}

/** Strict schemas are small; this bounds a hostile one. */
const MAX_DEPTH = 64;

/** Subschema keywords OpenAI's strict mode walks into: a map of schemas, a list of them, or one; walked in this order. */
const MAPS = ["properties", "$defs", "definitions"] as const;
const LISTS = ["anyOf", "allOf", "oneOf", "prefixItems"] as const;
const SINGLES = ["items", "additionalProperties", "not"] as const;

/**
 * Which subschema keywords a schema sets, one bit each (MAPS, LISTS, SINGLES in order), from one pass over its own
 * keys: most schemas are leaves of two or three keys, and asking each for ten absent keywords cost more.
 */
function keywordsOf(schema: Readonly<Record<string, unknown>>): number {
  let bits = 0;
  for (const key in schema) {
    switch (key) {
      case "properties":
        bits |= 1;
        break;
      case "$defs":
        bits |= 2;
        break;
      case "definitions":
        bits |= 4;
        break;
      case "anyOf":
        bits |= 8;
        break;
      case "allOf":
        bits |= 16;
        break;
      case "oneOf":
        bits |= 32;
        break;
      case "prefixItems":
        bits |= 64;
        break;
      case "items":
        bits |= 128;
        break;
      case "additionalProperties":
        bits |= 256;
        break;
      case "not":
        bits |= 512;
        break;
    }
  }
  return bits;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * An object schema as strict mode sees one: `type: "object"`, or `properties` with no `type`. Not a `type` list holding
 * `"object"`: OpenAI accepted (HTTP 200) a strict `json_schema` response format whose property was
 * `{"type": ["object", "null"], "additionalProperties": {"type": "string"}}`, with no `properties` and an open map
 * (vicentereig/dspy.rb `spec/vcr_cassettes/react_structured_course_output_with_structured_outputs.yml` at ae77983,
 * gpt-4o-mini, 2025-12-11): its strict check did not hold such a list to the object rules.
 */
function isObjectSchema(schema: Readonly<Record<string, unknown>>): boolean {
  const { type } = schema;
  if (type === "object") return true;
  return type === undefined && isRecord(schema.properties);
}

/** Every strict-mode problem of a schema, in document order. */
export function strictFindings(schema: Readonly<Record<string, unknown>>): readonly StrictFinding[] {
  const out: StrictFinding[] = [];
  walk(schema, [], out, 0);
  return out;
}

/** `required` lists exactly the property names, in their order: then nothing is missing and nothing is extra. */
function sameInOrder(names: readonly string[], required: readonly unknown[]): boolean {
  if (names.length !== required.length) return false;
  for (let i = 0; i < names.length; i++) if (names[i] !== required[i]) return false;
  return true;
}

/** `keys` is the path from the root, pushed and popped as the walk goes: a finding takes a copy, a clean schema none. */
function walk(schema: Readonly<Record<string, unknown>>, keys: string[], out: StrictFinding[], depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (isObjectSchema(schema)) {
    if (schema.additionalProperties !== false)
      out.push({ problem: "additional-properties", keys: keys.slice(), unset: schema.additionalProperties === undefined });
    const properties = schema.properties;
    if (!isRecord(properties)) out.push({ problem: "missing-properties", keys: keys.slice() });
    else {
      const required = Array.isArray(schema.required) ? (schema.required as unknown[]) : [];
      // Own keys as one array, not `for…in`: a schema of many properties is a dictionary, where `for…in` checks each key again.
      const names = Object.keys(properties);
      // Most schemas require their properties in order: that needs no lookup (on a large one, each is a cache miss).
      if (!sameInOrder(names, required)) {
        // A long list is looked up in a set, so that a schema of many properties stays linear.
        const set = required.length > 16 ? new Set(required) : undefined;
        for (let i = 0; i < names.length; i++) {
          const key = names[i]!;
          if (!(set !== undefined ? set.has(key) : required.includes(key))) out.push({ problem: "required-missing", keys: keys.slice(), key });
        }
        for (const key of required)
          if (typeof key === "string" && !Object.hasOwn(properties, key)) out.push({ problem: "required-extra", keys: keys.slice(), key });
      }
    }
  }
  const keywords = keywordsOf(schema);
  if (keywords === 0) return;
  for (let k = 0; k < MAPS.length; k++) {
    if ((keywords & (1 << k)) === 0) continue;
    const keyword = MAPS[k]!;
    const map = schema[keyword];
    if (!isRecord(map)) continue;
    const names = Object.keys(map);
    for (let i = 0; i < names.length; i++) {
      const name = names[i]!;
      const sub = map[name];
      if (!isRecord(sub)) continue;
      keys.push(keyword, name);
      walk(sub, keys, out, depth + 1);
      keys.length -= 2;
    }
  }
  for (let k = 0; k < LISTS.length; k++) {
    if ((keywords & (8 << k)) === 0) continue;
    const keyword = LISTS[k]!;
    const list = schema[keyword];
    if (!Array.isArray(list)) continue;
    for (let i = 0; i < list.length; i++) {
      const sub: unknown = list[i];
      if (!isRecord(sub)) continue;
      keys.push(keyword, String(i));
      walk(sub, keys, out, depth + 1);
      keys.length -= 2;
    }
  }
  for (let k = 0; k < SINGLES.length; k++) {
    if ((keywords & (128 << k)) === 0) continue;
    const keyword = SINGLES[k]!;
    const sub = schema[keyword];
    if (!isRecord(sub)) continue;
    keys.push(keyword);
    walk(sub, keys, out, depth + 1);
    keys.length -= 1;
  }
}

/** A string as Python's `repr` writes it: OpenAI's contexts are Python tuples of the keys. */
function pythonRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  const body = text.replace(/\\/g, "\\\\").replace(quote === "'" ? /'/g : /"/g, `\\${quote}`);
  return quote + body + quote;
}

/** The error's context: `()`, `('items',)`, `('properties', 'location')`. */
export function strictContext(keys: readonly string[]): string {
  if (keys.length === 0) return "()";
  const items = keys.map(pythonRepr);
  return keys.length === 1 ? `(${items[0]},)` : `(${items.join(", ")})`;
}

/** The provider's texts, shared by the rules of both dialects (`{{owner}}` is `function` or `response_format`). */
export const STRICT_TEXTS = {
  additionalProperties:
    "Invalid schema for {{owner}} '{{name}}': In context={{context}}, 'additionalProperties' is required to be supplied and to be false.",
  missingProperties: "Invalid schema for {{owner}} '{{name}}': In context={{context}}, object schema missing properties.",
  requiredMissing:
    "Invalid schema for {{owner}} '{{name}}': In context={{context}}, 'required' is required to be supplied and to be an array including every key in properties. Missing '{{key}}'.",
  requiredExtra:
    "Invalid schema for {{owner}} '{{name}}': In context={{context}}, 'required' is required to be supplied and to be an array including every key in properties. Extra required key '{{key}}' supplied.",
} as const;

/** Hints the rules share: what strict mode needs, said plainly. */
export const STRICT_HINTS = {
  additionalProperties:
    "With `strict: true` every object in the schema, nested ones included, must set `additionalProperties: false`; here {{where}} {{how}}.",
  missingProperties:
    "With `strict: true` every object schema must list its `properties` (an empty `{}` for an object without any); {{where}} lists none.",
  requiredMissing:
    'With `strict: true` every property is required: list \'{{key}}\' in `required` of {{where}}, and make it nullable (`type: ["string", "null"]`) if it is optional.',
  requiredExtra: "{{where}} requires '{{key}}', which is not one of its `properties`.",
} as const;

const MESSAGE_OF: Record<StrictProblem, keyof typeof STRICT_TEXTS> = {
  "additional-properties": "additionalProperties",
  "missing-properties": "missingProperties",
  "required-missing": "requiredMissing",
  "required-extra": "requiredExtra",
};

/**
 * Reports the problems of the given kinds in every strict schema of the request, each at the object at fault
 * (its `additionalProperties`, `properties` or `required`), with the error's `param` as the path.
 */
export function reportStrictSchemas(context: RuleContext, sites: readonly StrictSchemaSite[], problems: readonly StrictProblem[]): void {
  for (const site of sites) {
    for (const finding of (site.findings ??= strictFindings(site.schema))) {
      if (!problems.includes(finding.problem)) continue;
      const object = openaiNode(site.at, ...finding.keys);
      const where = finding.keys.length === 0 ? "the root object" : `the object at \`${finding.keys.join(".")}\``;
      const messageId = MESSAGE_OF[finding.problem];
      const data: Record<string, string> = { path: site.at.path, owner: site.owner, name: site.name, context: strictContext(finding.keys), where };
      if (finding.key !== undefined) data.key = finding.key;
      if (finding.problem === "additional-properties") {
        data.how = finding.unset ? "does not set it" : "sets it to something other than `false`";
        const at = finding.unset ? object : openaiNode(object, "additionalProperties");
        const edit = { op: finding.unset ? ("add" as const) : ("replace" as const), path: `${object.pointer}/additionalProperties`, value: false };
        const suggestion = site.absent
          ? {
              description: "Add `parameters` with `additionalProperties: false`",
              edits: [
                { op: "add" as const, path: `${site.at.pointer}/parameters`, value: { type: "object", properties: {}, additionalProperties: false } },
              ],
            }
          : { description: "Set `additionalProperties: false` on this object", edits: [edit] };
        context.report({ messageId, at, data, hint: messageId, suggestions: [suggestion] });
      } else if (finding.problem === "required-missing") {
        const required = openaiNode(object, "required");
        context.report({ messageId, at: object, data, hint: messageId, suggestions: [requireKey(site, finding, required)] });
      } else {
        context.report({ messageId, at: finding.problem === "required-extra" ? openaiNode(object, "required") : object, data, hint: messageId });
      }
    }
  }
}

/** Adds the key to the object's `required` (or makes one). */
function requireKey(site: StrictSchemaSite, finding: StrictFinding, required: Node) {
  let object: unknown = site.schema;
  for (const key of finding.keys) object = (object as Record<string, unknown>)[key];
  const list = (object as Record<string, unknown>).required;
  const edit = Array.isArray(list)
    ? { op: "add" as const, path: `${required.pointer}/-`, value: finding.key }
    : { op: "add" as const, path: required.pointer, value: [finding.key] };
  return { description: `List '${finding.key}' in \`required\``, edits: [edit] };
}

/** What a strict-schema rule of either dialect says of itself beyond its problems. */
export interface StrictRuleSpec {
  problems: readonly StrictProblem[];
  description: string;
  spec: string;
  errorCode: string;
  targets?: RuleMeta["targets"];
}

/** A rule that reports the given strict-mode problems of every strict schema in its dialect's model: one definition for both dialects. */
export function strictRule<Model extends { strictSchemas: readonly StrictSchemaSite[] }>(rule: StrictRuleSpec): RuleDefinition<Model> {
  const ids = [...new Set(rule.problems.map((problem) => MESSAGE_OF[problem]))];
  return {
    meta: {
      description: rule.description,
      category: "api",
      recommended: true,
      ...(rule.targets ? { targets: rule.targets } : {}),
      hasSuggestions: true,
      spec: rule.spec,
      messages: Object.fromEntries(ids.map((id) => [id, STRICT_TEXTS[id]])),
      hints: Object.fromEntries(ids.map((id) => [id, STRICT_HINTS[id]])),
      api: { status: "C", area: "strict schemas", errorCode: rule.errorCode, reason: "Walks every strict schema once (model/strict-schema.ts)." },
    },
    visit: {
      request(context) {
        reportStrictSchemas(context as RuleContext, context.model.strictSchemas, rule.problems);
      },
    },
  };
}
