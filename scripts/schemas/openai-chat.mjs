#!/usr/bin/env node
// Generates the Chat Completions request-shape table from OpenAI's own OpenAPI document (openai/openai-openapi,
// `openapi.json` beside `openapi.yaml`, `components.schemas.CreateChatCompletionRequest`): for each position of a body,
// the JSON types it takes, the properties it requires, how a union is told apart (JSON type, or a discriminator such as
// `role` or `type`), and the words OpenAI's validator uses for what it expected there. The checker
// (packages/core/src/dialects/openai-chat/analyses/request-shape.ts) reads the table; rule chat-request-shape reports it.
//
// The OpenAPI document is not OpenAI's validator: the recorded 400s show where they differ, and those differences are
// written here, each with its evidence (docs/rules/chat-request-shape.md cites them):
//   - a required property OpenAI checks later, with another text (`content` of user/system/tool messages,
//     `tool_call_id`, a function message's `name`) is not reported as missing, nor as null;
//   - `model` is left out (a missing one is `you must provide a model parameter`);
//   - the expected-type words are OpenAI's (`a decimal` for a number, `an array of objects`, `a metadata object` …), and
//     a position whose words are not recorded, nor follow unambiguously from recorded ones, gets none: the checker stays
//     silent there (enums, strings with a format, maps, arrays other than the recorded ones, mixed unions).
//
// Usage (the spec is not committed; fetch openai/openai-openapi and pass its openapi.json):
//   git -C <mirror> show f85dbe223d40e1a31cba812ab2d755c7e98a92a3:openapi.json > /tmp/openapi.json
//   node scripts/schemas/openai-chat.mjs --spec /tmp/openapi.json [--out <dir>]
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeGenerated } from "./write-generated.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
export const SCHEMA_DIR = join(root, "packages/core/src/dialects/openai-chat/schema");
/** The openai/openai-openapi commit the committed table was generated from (main, 2026-08-21). */
export const SPEC_COMMIT = "f85dbe223d40e1a31cba812ab2d755c7e98a92a3";
/**
 * The part of that commit's openapi.json the table reads: `CreateChatCompletionRequest` and every schema it refers to
 * (`--excerpt <openapi.json>` writes it anew), committed so the table is regenerated and checked without a download.
 */
export const SPEC_EXCERPT = join(root, "scripts/schemas/openai-chat.spec.json");

/** The schemas `root` refers to, itself included, by name (the excerpt's content). */
export function excerpt(spec, rootName = "CreateChatCompletionRequest") {
  const all = spec.components.schemas;
  const keep = {};
  const todo = [rootName];
  const refs = (value) => {
    if (Array.isArray(value)) value.forEach(refs);
    else if (value && typeof value === "object")
      for (const [key, inner] of Object.entries(value)) {
        if (key === "$ref" && typeof inner === "string" && inner.startsWith("#/components/schemas/")) todo.push(inner.slice(21));
        else refs(inner);
      }
  };
  while (todo.length > 0) {
    const name = todo.pop();
    if (keep[name] !== undefined || all[name] === undefined) continue;
    keep[name] = all[name];
    refs(all[name]);
  }
  return {
    components: {
      schemas: Object.fromEntries(
        Object.keys(keep)
          .sort()
          .map((name) => [name, keep[name]]),
      ),
    },
  };
}
const ROOT = "CreateChatCompletionRequest";

/** JSON types as bits (a table node's `t`): a number position takes integers too. */
export const STRING = 1;
export const INTEGER = 2;
export const NUMBER = 4;
export const BOOLEAN = 8;
export const OBJECT = 16;
export const ARRAY = 32;
export const NULL = 64;

/**
 * The measured order in which OpenAI's validator reports the top-level parameters when two are wrong (pairs sent to the
 * API on 2026-08-30, kangminlee-maker/local-OAuth-CLI-API-adapter test/openai-chat-validation-parity.test.mjs); the
 * others follow in the schema's order.
 */
const TOP_ORDER = [
  "messages",
  "functions",
  "tools",
  "parallel_tool_calls",
  "max_completion_tokens",
  "n",
  "temperature",
  "top_p",
  "presence_penalty",
  "frequency_penalty",
  "logprobs",
  "top_logprobs",
  "user",
  "seed",
  "safety_identifier",
  "prompt_cache_key",
  "prompt_cache_retention",
  "service_tier",
  "stream",
  "store",
  "metadata",
  "verbosity",
];

/** Left out of the table: what the validator says of them is not its schema text. */
const SKIP = new Set([`${ROOT}.model`]);

/** Required by the OpenAPI document, but OpenAI answers a missing or null one with another text (other rules). */
const NOT_REQUIRED = new Set([
  "ChatCompletionRequestSystemMessage.content",
  "ChatCompletionRequestUserMessage.content",
  "ChatCompletionRequestToolMessage.content",
  "ChatCompletionRequestToolMessage.tool_call_id",
  "ChatCompletionRequestFunctionMessage.content",
  "ChatCompletionRequestFunctionMessage.name",
  `${ROOT}.model`,
]);

/**
 * Unions whose missing discriminator OpenAI reports as a missing parameter (recorded: `messages[0].role`,
 * `messages[1].content[0].type`, `tools[0].type`, `response_format.type`). Elsewhere (`tool_choice`, tool calls) a
 * missing discriminator is left alone: OpenAI answered `tool_choice: {"type": "bogus"}` with the function branch's
 * missing `tool_choice.function`, so which branch it falls back to is its own.
 */
const DISCRIMINATOR_REQUIRED = new Set([
  "ChatCompletionRequestMessage",
  "ChatCompletionRequestUserMessageContentPart",
  "ChatCompletionRequestSystemMessageContentPart",
  "ChatCompletionRequestAssistantMessageContentPart",
  "ChatCompletionRequestToolMessageContentPart",
  "ChatCompletionRequestMessageContentPartText",
  `${ROOT}.tools[]`,
  `${ROOT}.response_format`,
]);

/** OpenAI's words for a position, where they are not the shape's (each recorded verbatim). */
const EXPECTED = {
  // ruby_llm rich attachments (3 cassettes): `… 'messages[0].content[1].image_url.url': expected a base64-encoded data URL, but got null instead.`
  "ChatCompletionRequestMessageContentPartImage.image_url.url": "a base64-encoded data URL",
  ChatCompletionToolChoiceOption: "one of one of 'none', 'auto', or 'required' or object",
  [`${ROOT}.functions`]: "an array of function definitions",
  [`${ROOT}.metadata`]: "a metadata object",
  [`${ROOT}.messages`]: "an array of objects",
  [`${ROOT}.tools`]: "an array of objects",
  ChatCompletionMessageToolCalls: "an array of objects",
};

/**
 * JSON types OpenAI takes beyond the OpenAPI document's (recorded 200s in bench/fidelity/openai-chat/accepted/): a bare
 * string among the parts of `content` (ruby_llm, gpt-4.1-nano, `["Summarize this document", {"type": "file", …}]`), and
 * an image part's `image_url` given as the URL string (dd-trace-py, gpt-4-vision-preview; refused for gpt-4o in 2024 as
 * `expected an object, but got a string`, so it depends on the model: left alone).
 */
const ALSO = {
  ChatCompletionRequestUserMessageContentPart: STRING,
  ChatCompletionRequestSystemMessageContentPart: STRING,
  ChatCompletionRequestAssistantMessageContentPart: STRING,
  ChatCompletionRequestToolMessageContentPart: STRING,
  ChatCompletionRequestMessageContentPartText: STRING,
  "ChatCompletionRequestMessageContentPartImage.image_url": STRING,
};

/**
 * Bounds OpenAI enforces with `Invalid '{path}': integer below minimum value. Expected a value >= {min}, but got {v}
 * instead.` (and `decimal …`, `above maximum value`), where the recorded bound is known: observed for `n` (minimum 1;
 * its maximum was 8, not the document's 128, so it is left out), `max_completion_tokens` (minimum 1, which the document
 * does not state), `top_logprobs` (minimum 0; above 20 OpenAI answered another text) and both penalties (-2 to 2).
 */
const BOUNDS = {
  [`${ROOT}.n`]: { lo: 1 },
  [`${ROOT}.max_completion_tokens`]: { lo: 1 },
  [`${ROOT}.top_logprobs`]: { lo: 0 },
  [`${ROOT}.frequency_penalty`]: { lo: -2, hi: 2 },
  [`${ROOT}.presence_penalty`]: { lo: -2, hi: 2 },
};

const clean = (name) => name.replace("#/components/schemas/", "");

export function buildTable(spec) {
  const schemas = spec.components.schemas;
  const definitions = {};
  const resolve = (schema) => (schema.$ref ? schemas[clean(schema.$ref)] : schema);

  /** The branches of a union, flattened, with `null` taken out. */
  function branches(schema) {
    const out = [];
    let nullable = schema.nullable === true;
    const visit = (s) => {
      const r = resolve(s);
      const list = r.anyOf ?? r.oneOf;
      if (list && !r.properties) {
        if (r.nullable === true) nullable = true;
        for (const b of list) visit(b);
      } else if (r.type === "null") nullable = true;
      else {
        if (r.nullable === true) nullable = true;
        out.push(s);
      }
    };
    visit(schema);
    return { list: out, nullable };
  }

  /** A JSON type of one (non-union) schema as a bit; 0 for any. */
  function typeBit(schema) {
    const r = resolve(schema);
    switch (r.type) {
      case "string":
        return STRING;
      case "integer":
        return INTEGER;
      case "number":
        return NUMBER | INTEGER;
      case "boolean":
        return BOOLEAN;
      case "object":
        return OBJECT;
      case "array":
        return ARRAY;
      default:
        return r.properties || r.additionalProperties ? OBJECT : 0;
    }
  }

  /** The words for a position from its shape alone, when they follow from recorded ones; undefined when they do not. */
  function expectedWords(list) {
    if (list.length === 1) {
      const r = resolve(list[0]);
      if (r.type === "string") return r.enum || r.format ? undefined : "a string";
      if (r.type === "integer") return "an integer";
      if (r.type === "number") return "a decimal";
      if (r.type === "boolean") return "a boolean";
      // An object with properties, or a free-form one (a JSON Schema); a map's words are its own (`a metadata object`).
      if (typeBit(list[0]) === OBJECT) return r.properties || r.additionalProperties === true || !r.additionalProperties ? "an object" : undefined;
      return undefined;
    }
    const bits = list.map(typeBit);
    if (bits.every((bit) => bit === OBJECT)) return "an object";
    // A string or a list of parts: `content` (recorded for user, assistant and developer messages).
    if (list.length === 2 && bits.includes(STRING) && bits.includes(ARRAY)) {
      const string = resolve(list[bits.indexOf(STRING)]);
      const array = resolve(list[bits.indexOf(ARRAY)]);
      const items = array.items && branches(array.items).list;
      if (!string.enum && !string.format && items?.length && items.every((b) => typeBit(b) === OBJECT)) return "one of a string or array of objects";
    }
    return undefined;
  }

  /** The discriminator of object branches: a property every branch has as a one-value enum. */
  function discriminatorOf(objects, declared) {
    if (declared) return declared;
    const first = resolve(objects[0]).properties ?? {};
    for (const key of Object.keys(first)) {
      if (objects.every((b) => resolve(b).properties?.[key]?.enum?.length === 1)) return key;
    }
    return undefined;
  }

  /** A table node for a schema at `where` (`Definition.property…`, for the lists above). */
  function node(schema, where) {
    if (schema.$ref && !schema.nullable) {
      const name = clean(schema.$ref);
      const target = schemas[name];
      // Named shapes become definitions; a named scalar is written in place.
      if (target.properties || target.oneOf || target.anyOf || target.type === "array") {
        if (!(name in definitions)) {
          definitions[name] = null; // taken, for recursion
          definitions[name] = node(target, name);
        }
        return { r: name };
      }
    }
    const { list, nullable } = branches(schema);
    if (list.length === 0) return nullable ? {} : {};
    let t = 0;
    for (const b of list) {
      const bit = typeBit(b);
      if (bit === 0) return {}; // a branch of any type: nothing to check
      t |= bit;
    }
    const out = { t: t | (nullable ? NULL : 0) | (ALSO[where] ?? 0) };
    const words = EXPECTED[where] ?? expectedWords(list);
    if (words !== undefined) out.e = words;
    if (BOUNDS[where] !== undefined) {
      // The document's bounds, where it has them, must be the recorded ones.
      const r = resolve(list[0]);
      for (const [key, bound] of [
        ["lo", r.minimum],
        ["hi", r.maximum],
      ])
        if (bound !== undefined && BOUNDS[where][key] !== undefined && bound !== BOUNDS[where][key])
          throw new Error(`schemas/openai-chat: ${where} ${key} is ${bound} in the spec`);
      Object.assign(out, BOUNDS[where]);
    }
    const objects = list.filter((b) => typeBit(b) === OBJECT);
    const arrays = list.filter((b) => typeBit(b) === ARRAY);
    if (arrays.length === 1) {
      const items = resolve(arrays[0]).items;
      if (items) out.i = node(items, `${where}[]`);
    }
    if (objects.length > 0) {
      const r = resolve(schema);
      // A tagged object (`"type": "text"`), or a union of them: told apart by the tag, and an unknown tag is left alone.
      const key = discriminatorOf(objects, r.discriminator?.propertyName);
      if (key === undefined && objects.length === 1) Object.assign(out, shape(objects[0], where));
      else if (key !== undefined) {
        out.d = key;
        if (DISCRIMINATOR_REQUIRED.has(where)) out.dq = 1;
        out.b = {};
        for (const b of objects) {
          const branch = resolve(b);
          const name = b.$ref ? clean(b.$ref) : where;
          out.b[branch.properties[key].enum[0]] = shape(b, name, key);
        }
      }
    }
    return out;
  }

  /** An object's properties and required ones (the discriminator, checked by the union, left out). */
  function shape(schema, where, discriminator) {
    const r = resolve(schema);
    const name = schema.$ref ? clean(schema.$ref) : where;
    const properties = {};
    for (const [key, value] of Object.entries(r.properties ?? {})) {
      if (key === discriminator || SKIP.has(`${name}.${key}`)) continue;
      const child = node(value, `${name}.${key}`);
      if (Object.keys(child).length > 0) properties[key] = child;
    }
    const required = (r.required ?? []).filter(
      (key) => key !== discriminator && !NOT_REQUIRED.has(`${name}.${key}`) && resolve(r.properties?.[key] ?? {}).default === undefined,
    );
    const out = {};
    if (Object.keys(properties).length > 0) out.p = properties;
    if (required.length > 0) out.q = required;
    if (
      r.additionalProperties &&
      typeof r.additionalProperties === "object" &&
      Object.keys(r.additionalProperties).length > 0 &&
      name === `${ROOT}.metadata`
    )
      out.m = node(r.additionalProperties, `${name}{}`);
    return out;
  }

  // The request: its two `allOf` layers (and theirs) merged, in the validator's measured order.
  const merged = { properties: {}, required: [] };
  const merge = (schema) => {
    const r = resolve(schema);
    for (const part of r.allOf ?? []) merge(part);
    Object.assign(merged.properties, r.properties ?? {});
    merged.required.push(...(r.required ?? []));
  };
  merge(schemas[ROOT]);
  const names = [...TOP_ORDER.filter((key) => key in merged.properties), ...Object.keys(merged.properties).filter((key) => !TOP_ORDER.includes(key))];
  const ordered = { type: "object", properties: Object.fromEntries(names.map((key) => [key, merged.properties[key]])), required: merged.required };
  // The request's own map (metadata) is named here, so its words apply.
  const request = shape(ordered, ROOT);
  if (request.p.metadata) {
    request.p.metadata = { t: OBJECT | NULL, e: EXPECTED[`${ROOT}.metadata`], m: { t: STRING, e: "a string" } };
  }
  delete definitions.Metadata;
  definitions[ROOT] = { t: OBJECT, ...request };
  return definitions;
}

const BANNER = `// Generated by scripts/schemas/openai-chat.mjs from openai/openai-openapi ${SPEC_COMMIT} (openapi.json, ${ROOT}). Do not edit.\n`;

export function generate(spec, outDir) {
  const definitions = buildTable(spec);
  const files = {
    "request.table.js": BANNER + `export const definitions = ${JSON.stringify(definitions)};\n`,
    "request.table.d.ts":
      BANNER +
      "/** A position: `t` its JSON types (bits: 1 string, 2 integer, 4 number, 8 boolean, 16 object, 32 array, 64 null), `e` OpenAI's words for them (none: say nothing), `lo`/`hi` a number's bounds, `r` a definition, `p` properties, `q` required ones, `i` a list's items, `m` a map's values, `d` a discriminator with `b` its branches (`dq`: a missing one is reported). */\n" +
      "export interface TableNode {\n  t?: number;\n  e?: string;\n  lo?: number;\n  hi?: number;\n  r?: string;\n  p?: Record<string, TableNode>;\n  q?: string[];\n  i?: TableNode;\n  m?: TableNode;\n  d?: string;\n  dq?: number;\n  b?: Record<string, TableNode>;\n}\n" +
      "export declare const definitions: Record<string, TableNode>;\n",
  };
  return writeGenerated(files, outDir);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const fresh = option("--excerpt");
  if (fresh !== undefined) {
    // From a whole openapi.json of openai/openai-openapi at SPEC_COMMIT: the excerpt the table is generated from.
    writeFileSync(SPEC_EXCERPT, JSON.stringify(excerpt(JSON.parse(readFileSync(fresh, "utf8"))), null, 2) + "\n");
    console.log(`schemas/openai-chat: wrote ${SPEC_EXCERPT}`);
  }
  const out = option("--out") ?? SCHEMA_DIR;
  const files = generate(JSON.parse(readFileSync(option("--spec") ?? SPEC_EXCERPT, "utf8")), out);
  console.log(`schemas/openai-chat: ${Object.keys(files).length} files in ${out}`);
}
