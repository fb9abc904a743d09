#!/usr/bin/env node
// Generates the Gemini dialect's structural layer from the official `@google/genai` 3.3.0 types of what a
// `generateContent` REST body holds (`Content`, `Part`, `Tool`, `ToolConfig`, `GenerationConfig`, `SafetySetting`:
// not `GenerateContentParameters`, the SDK's call shape): a JSON Schema of the body and the table the body checker
// reads (analyses/body-schema.ts: five keywords, so a table of 10 KB does what 114 KB of ajv code did). The body is proto3 JSON, so the schema is loosened as Google's parser is: both key spellings
// (camelCase and snake_case), `null` for any field, numbers as strings, enums by name or number, a repeated field
// given as one object. Unknown keys stay errors (`Unknown name "…": Cannot find field.`). Output:
// packages/core/src/dialects/gemini/schema/. Usage: node scripts/schemas/gemini.mjs [--out <dir>];
// packages/core/test/gemini-schema.test.ts regenerates into a temp dir and fails when the files are stale.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeGenerated } from "./write-generated.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const core = join(root, "packages/core");
export const SCHEMA_DIR = join(core, "src/dialects/gemini/schema");
const requireCore = createRequire(join(core, "package.json"));
const SDK = "@google/genai";
const SDK_VERSION = "3.3.0";
/** The message types a body holds; the rest are reached from them. */
const BODY_TYPES = ["Content", "Tool", "ToolConfig", "GenerationConfig", "SafetySetting"];

/**
 * Fields the REST body carries that the SDK's types leave out: the SDK's converters write them
 * (`generateContentConfigToMldev`/`…ToVertex` in dist/index.mjs set the top-level fields and `imageConfig`,
 * `modelConfig` in `generationConfig`), and `model`, the request proto's own field.
 */
const REQUEST_FIELDS = {
  contents: { type: "array", items: { $ref: "#/definitions/Content" } },
  systemInstruction: { $ref: "#/definitions/Content" },
  tools: { type: "array", items: { $ref: "#/definitions/Tool" } },
  toolConfig: { $ref: "#/definitions/ToolConfig" },
  safetySettings: { type: "array", items: { $ref: "#/definitions/SafetySetting" } },
  generationConfig: { $ref: "#/definitions/GenerationConfig" },
  cachedContent: { type: "string" },
  labels: { type: "object", additionalProperties: { type: "string" } },
  modelArmorConfig: {},
  serviceTier: {},
  store: { type: "boolean" },
  continuationToken: {},
  outputConfig: {},
  model: { type: "string" },
};
const EXTRA_FIELDS = { GenerationConfig: { imageConfig: {}, modelConfig: {} } };

const snake = (name) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const clone = (value) => JSON.parse(JSON.stringify(value));

async function generateFromSdk() {
  const dir = join(core, "node_modules", SDK);
  const installed = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).version;
  if (installed !== SDK_VERSION) throw new Error(`${SDK} is ${installed}, expected ${SDK_VERSION}: run pnpm install`);
  const generatorPath = requireCore.resolve("ts-json-schema-generator");
  const { createParser, createFormatter, SchemaGenerator } = await import(generatorPath);
  const ts = createRequire(generatorPath)("typescript");
  const file = join(dir, "dist/genai.d.ts");
  const program = ts.createProgram([file], { noEmit: true, skipLibCheck: true, strictNullChecks: true, target: ts.ScriptTarget.ES2022 });
  const config = { skipTypeCheck: true, expose: "export", topRef: true, jsDoc: "none", additionalProperties: false, sortProps: true };
  const source = program.getSourceFile(file);
  const nodes = BODY_TYPES.map((name) => {
    const node = source.statements.find((s) => (ts.isInterfaceDeclaration(s) || ts.isClassDeclaration(s)) && s.name?.text === name);
    if (!node) throw new Error(`${name} not found in ${file}`);
    return node;
  });
  const generator = new SchemaGenerator(program, createParser(program, config), createFormatter(config), config);
  return generator.createSchemaFromNodes(nodes).definitions;
}

/** A value schema loosened as proto3 JSON reads values: null for any field, numbers as strings, enums by name or number. */
function loosen(node) {
  if (node === true || node === undefined || Object.keys(node).length === 0) return {};
  if (node.$ref) return { $ref: node.$ref };
  if (node.anyOf || node.oneOf) {
    const branches = (node.anyOf ?? node.oneOf).map(loosen);
    // A union of scalars (an enum and its number, a string or a number): the JSON types of all its branches.
    if (branches.every((b) => b.type && !b.items && !b.properties && !b.$ref)) return { type: [...new Set(branches.flatMap((b) => b.type))] };
    return {};
  }
  if (node.enum || node.const !== undefined) return { type: ["string", "integer", "null"] };
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  if (types.includes("array")) return { type: ["array", "object", "null"], items: loosen(node.items) };
  if (types.includes("object")) {
    if (node.properties) return message(node.properties);
    const values = node.additionalProperties;
    return values && values !== true && Object.keys(values).length > 0
      ? { type: ["object", "null"], additionalProperties: loosen(values) }
      : { type: ["object", "null"] };
  }
  if (types.includes("number") || types.includes("integer")) return { type: ["number", "string", "null"] };
  if (types.includes("string")) return { type: ["string", "null"] };
  if (types.includes("boolean")) return { type: ["boolean", "null"] };
  return {};
}

/** Fields the SDK types as strings because the proto's are int64 (which JSON writes as a number or a string). */
const INT64 = new Set(["maxItems", "minItems", "maxLength", "minLength", "maxProperties", "minProperties"]);

/** A message definition: its fields in both spellings, nothing else, null allowed. */
function message(properties) {
  const out = {};
  for (const [name, schema] of Object.entries(properties)) {
    const loose = INT64.has(name) ? { type: ["number", "string", "null"] } : loosen(schema);
    out[name] = loose;
    if (snake(name) !== name) out[snake(name)] = loose;
  }
  return { type: ["object", "null"], properties: out, additionalProperties: false };
}

export function requestSchema(raw) {
  const definitions = {};
  for (const [name, def] of Object.entries(clone(raw))) {
    const resolved = def.properties ? def : undefined;
    if (!resolved) {
      definitions[name] = loosen(def);
      continue;
    }
    definitions[name] = message({ ...resolved.properties, ...(EXTRA_FIELDS[name] ?? {}) });
  }
  definitions.GenerateContentRequest = message(REQUEST_FIELDS);
  singularLists(definitions);
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    $comment: `Request body of Gemini generateContent (AI Studio and Vertex AI), generated by scripts/schemas/gemini.mjs from ${SDK} ${SDK_VERSION} (${BODY_TYPES.join(", ")}). Do not edit.`,
    $ref: "#/definitions/GenerateContentRequest",
    definitions,
  };
}

/** The definition a list of `name` messages refers to (`Tool` → `ToolList`). */
const listName = (name) => `${name}List`;

/**
 * Google's parser reads a repeated message field given as one object as a one-element list (pydantic-ai's
 * `"tools": {"function_declarations": [...]}`, answered 200, and refused for what is inside it at
 * `tools.function_declarations[0]`, with no index for `tools`). So each list of messages refers to a `<Name>List`
 * definition: an array of `<Name>`, or one object checked as `<Name>` (its properties, no others). The list
 * definitions share the message's properties, so the schema stays acyclic and the table names the message (`s`).
 */
function singularLists(definitions) {
  const items = new Set();
  for (const def of Object.values(definitions)) {
    for (const [field, schema] of Object.entries(def.properties ?? {})) {
      const ref = schema.items?.$ref;
      const item = ref?.replace("#/definitions/", "");
      if (item === undefined || definitions[item]?.properties === undefined) continue;
      items.add(item);
      def.properties[field] = { $ref: `#/definitions/${listName(item)}` };
    }
  }
  for (const item of items) {
    if (definitions[listName(item)] !== undefined) throw new Error(`schemas/gemini: ${listName(item)} is already a definition`);
    const { type, properties, additionalProperties } = definitions[item];
    definitions[listName(item)] = { type: ["array", ...type], items: { $ref: `#/definitions/${item}` }, properties, additionalProperties };
  }
}

/**
 * One schema node as the table holds it (read by packages/core/src/dialects/gemini/analyses/body-schema.ts):
 * `t` the index of its type list, `r` a definition it refers to, `p` its fields in the schema's order (a snake_case
 * twin names its camelCase field instead of repeating its node), `a` false or the node of a map's values, `i` the node of
 * a list's elements. Anything else in the schema stops the generator: the checker knows only these keywords.
 */
function tableNode(schema, typeLists) {
  const node = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === "type") {
      const key = JSON.stringify(value);
      let index = typeLists.findIndex((list) => JSON.stringify(list) === key);
      if (index < 0) index = typeLists.push(value) - 1;
      node.t = index;
    } else if (keyword === "$ref") {
      if (Object.keys(schema).length !== 1) throw new Error(`schemas/gemini: a $ref with siblings: ${JSON.stringify(schema)}`);
      node.r = value.replace("#/definitions/", "");
    } else if (keyword === "properties") {
      node.p = {};
      const names = Object.keys(value);
      for (let i = 0; i < names.length; i++) {
        const name = names[i];
        node.p[name] = tableNode(value[name], typeLists);
        if (snake(name) === name) continue;
        // The twin must follow with the same schema, so it can name the field rather than repeat it.
        if (names[i + 1] !== snake(name) || JSON.stringify(value[snake(name)]) !== JSON.stringify(value[name]))
          throw new Error(`schemas/gemini: ${name} is not followed by its snake_case twin`);
        node.p[snake(name)] = name;
        i++;
      }
    } else if (keyword === "additionalProperties") node.a = value === false ? false : tableNode(value, typeLists);
    else if (keyword === "items") node.i = tableNode(value, typeLists);
    else throw new Error(`schemas/gemini: the body checker does not know the keyword ${keyword}`);
  }
  return node;
}

/** The generated module: the type lists, the definitions as table nodes, and the field → message table. */
function tableModule(schema) {
  const typeLists = []; // each JSON type list the schema uses, written once
  const definitions = Object.fromEntries(
    Object.entries(schema.definitions).map(([name, def]) => {
      const item = def.items?.$ref?.replace("#/definitions/", "");
      // A `<Name>List`: its type and items as usual, and `s`, the message an object there is checked as.
      if (item !== undefined && def.properties !== undefined && name === listName(item))
        return [name, { ...tableNode({ type: def.type, items: def.items }, typeLists), s: item }];
      return [name, tableNode(def, typeLists)];
    }),
  );
  if (schema.$ref !== "#/definitions/GenerateContentRequest") throw new Error("schemas/gemini: the root is not GenerateContentRequest");
  return (
    `export const typeLists = ${JSON.stringify(typeLists)};\n` +
    `export const definitions = ${JSON.stringify(definitions)};\n` +
    `export const fieldMessages = ${JSON.stringify(fieldMessages(schema))};\n`
  );
}

/** For each field that holds a message (or a list of them): the message's name, keyed `Definition.field`. */
export function fieldMessages(schema) {
  const out = {};
  for (const [name, def] of Object.entries(schema.definitions)) {
    for (const [field, value] of Object.entries(def.properties ?? {})) {
      const ref = (value.$ref ?? value.items?.$ref)?.replace("#/definitions/", "");
      if (ref === undefined) continue;
      // A `<Name>List` holds `<Name>` messages.
      const list = schema.definitions[ref];
      out[`${name}.${field}`] = list?.properties !== undefined && list.items?.$ref ? list.items.$ref.replace("#/definitions/", "") : ref;
    }
  }
  return out;
}

const BANNER = `// Generated by scripts/schemas/gemini.mjs from ${SDK} ${SDK_VERSION}. Do not edit.\n`;

/** Every generated file, by name relative to the dialect's schema folder; written to `outDir` when given. */
export async function generate(outDir) {
  const schema = requestSchema(await generateFromSdk());
  const files = {
    "request.schema.json": JSON.stringify(schema, null, 2) + "\n",
    "request.table.js": BANNER + tableModule(schema),
    "request.table.d.ts":
      BANNER +
      "/** A schema node: `t` type list index, `r` definition referred to, `p` fields in order (a snake_case twin names its camelCase field), `a` false or a map's value node, `i` a list's element node, `s` the message one object given for the list is checked as. */\n" +
      "export interface TableNode {\n  t?: number;\n  r?: string;\n  p?: Record<string, TableNode | string>;\n  a?: false | TableNode;\n  i?: TableNode;\n  s?: string;\n}\n" +
      "export declare const typeLists: readonly (readonly string[])[];\n" +
      "export declare const definitions: Record<string, TableNode>;\n" +
      "/** The message a field holds, keyed `Definition.field` (`Content.parts` → `Part`). */\n" +
      "export declare const fieldMessages: Record<string, string>;\n",
  };
  return writeGenerated(files, outDir);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const out = args.includes("--out") ? args[args.indexOf("--out") + 1] : SCHEMA_DIR;
  const started = Date.now();
  generate(out).then(
    (files) => console.log(`schemas/gemini: ${Object.keys(files).length} files in ${out} (${Date.now() - started} ms)`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
