#!/usr/bin/env node
// Generates the structural layer from the official SDK's request types: for each API version and variant (GA,
// beta) a JSON Schema of the request body, and its ajv standalone validator with the shape table that
// request-schema uses to write the API's paths; and the draft 2020-12 meta-schema's validator, which
// tool-input-schema-invalid checks each tool's `input_schema` with. Output: packages/core/src/dialects/anthropic/schema/*. Usage: pnpm gen:schema
// [--out <dir>]. packages/core/test/schema.test.ts regenerates into a temp dir and fails when the files are stale.
//
// 2023-06-01 comes from @anthropic-ai/sdk 0.137.0 (installed as @anthropic-ai/sdk-0137), 2026-10-21 from 1.10.0
// (api-rules.md §15); the type is `MessageCreateParamsNonStreaming` of resources/messages (GA) and of
// resources/beta/messages (beta).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CONCAT_ERRORS, compactErrorAppends, compactErrorPushes, compactStandalone, DUPLICATE_ITEMS, PUSH_ERROR } from "./schemas/ajv-compact.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const core = join(root, "packages/core");
export const SCHEMA_DIR = join(core, "src/dialects/anthropic/schema");
const requireCore = createRequire(join(core, "package.json"));

export const VERSIONS = [
  { version: "2023-06-01", sdk: "@anthropic-ai/sdk-0137", sdkVersion: "0.137.0" },
  { version: "2026-10-21", sdk: "@anthropic-ai/sdk", sdkVersion: "1.10.0" },
];
const VARIANTS = [
  { variant: "ga", file: "resources/messages/messages.d.ts" },
  { variant: "beta", file: "resources/beta/messages/messages.d.ts" },
];
const ROOT_TYPE = "MessageCreateParamsNonStreaming";

/**
 * Constraints the TypeScript types cannot express, from api-rules.md (the API's own texts name them). Keyed by
 * definition name (the beta twin, `Beta…`, gets the same) and property.
 */
const CONSTRAINTS = {
  MessageCreateParamsNonStreaming: { max_tokens: { type: "integer" } },
  ToolUseBlockParam: { id: { pattern: "^[a-zA-Z0-9_-]+$" }, input: { type: "object" } }, // #8, #10
  ToolResultBlockParam: { tool_use_id: { pattern: "^[a-zA-Z0-9_-]+$" } }, // #9
  ServerToolUseBlockParam: { id: { pattern: "^srvtoolu_[a-zA-Z0-9_]+$" } }, // #16
  Tool: { name: { pattern: "^[a-zA-Z0-9_-]{1,128}$" } }, // #49 (first-party limit)
  ThinkingConfigEnabled: { budget_tokens: { type: "integer", minimum: 1024 } }, // #40
  ToolReferenceBlockParam: { tool_name: { maxLength: 64 } }, // #13
};

function sdkDir(sdk) {
  // The SDK's `exports` map hides package.json: the package's folder under packages/core/node_modules is the SDK.
  return join(core, "node_modules", sdk);
}

/**
 * JSON Schemas of exported interfaces of an installed package's type declarations, from one TypeScript program
 * (about 1 s per schema): `roots` are `{ file, type }`, files relative to the package's folder. Shared by every
 * dialect's generator.
 */
export async function schemasOfTypes(packageDir, expectedVersion, roots) {
  const installed = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")).version;
  if (installed !== expectedVersion) throw new Error(`${packageDir} is ${installed}, expected ${expectedVersion}: run pnpm install`);
  const generatorPath = requireCore.resolve("ts-json-schema-generator");
  const { createParser, createFormatter, SchemaGenerator } = await import(generatorPath);
  const ts = createRequire(generatorPath)("typescript");
  const files = roots.map((r) => join(packageDir, r.file));
  const program = ts.createProgram(files, {
    noEmit: true,
    skipLibCheck: true,
    strictNullChecks: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  });
  const config = { skipTypeCheck: true, expose: "export", topRef: true, jsDoc: "none", additionalProperties: false, sortProps: false };
  return roots.map(({ type }, i) => {
    const node = program.getSourceFile(files[i])?.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === type);
    if (!node) throw new Error(`${type} not found in ${files[i]}`);
    return new SchemaGenerator(program, createParser(program, config), createFormatter(config), config).createSchemaFromNodes([node]);
  });
}

/** The raw JSON Schemas of one SDK version, GA and beta. */
async function generateFromSdk({ sdk, sdkVersion }) {
  const schemas = await schemasOfTypes(
    sdkDir(sdk),
    sdkVersion,
    VARIANTS.map((v) => ({ file: v.file, type: ROOT_TYPE })),
  );
  return Object.fromEntries(VARIANTS.map(({ variant }, i) => [variant, schemas[i]]));
}

const clone = (value) => JSON.parse(JSON.stringify(value));
const defName = (ref) => decodeURIComponent(ref.replace(/^#\/definitions\//, ""));

/** The request schema as checked in: the generator's output, adjusted where a body differs from the SDK's param type. */
function requestSchema(raw, { version, variant, sdkVersion }) {
  const schema = clone(raw);
  const defs = schema.definitions;
  const body = defs[ROOT_TYPE];
  // A recorded streaming request carries the same body with `stream: true`.
  if (body.properties.stream) body.properties.stream = { type: "boolean" };
  // `betas` is the `anthropic-beta` header, not a body field.
  delete body.properties.betas;
  for (const [name, props] of Object.entries(CONSTRAINTS)) {
    for (const def of [defs[name], defs[`Beta${name}`]]) {
      if (!def?.properties) continue;
      for (const [prop, constraint] of Object.entries(props)) {
        if (def.properties[prop]) def.properties[prop] = { ...def.properties[prop], ...constraint };
      }
    }
  }
  return {
    $schema: schema.$schema,
    $comment: `Request body of the Anthropic Messages API, anthropic-version ${version} (${variant === "ga" ? "GA" : "beta"}), generated by scripts/gen-schema.mjs from @anthropic-ai/sdk ${sdkVersion} ${variant === "beta" ? "Beta." : ""}${ROOT_TYPE}. Do not edit.`,
    $ref: `#/definitions/${ROOT_TYPE}`,
    definitions: defs,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Unions. The API (pydantic) picks a union's branch by the value's JSON type, and among objects by the `type` tag
// (or `role` for messages), and reports the errors of that branch only. ajv with anyOf reports every branch's errors,
// so each anyOf is rewritten for compiling: a dispatch on the JSON type (if/then) and, among objects, ajv's
// `discriminator`. The same analysis gives the shape table the rule walks to write the API's paths.

const JSON_TYPES = ["object", "array", "string", "number", "boolean", "null"];

function jsonTypes(node, defs, seen = new Set()) {
  if (node === true || (node && Object.keys(node).length === 0)) return new Set(JSON_TYPES);
  if (node.$ref) {
    const name = defName(node.$ref);
    if (seen.has(name)) return new Set(JSON_TYPES);
    return jsonTypes(defs[name], defs, new Set([...seen, name]));
  }
  if (node.anyOf || node.oneOf) {
    const all = new Set();
    for (const branch of node.anyOf ?? node.oneOf) for (const t of jsonTypes(branch, defs, seen)) all.add(t);
    return all;
  }
  if (node.type) return new Set((Array.isArray(node.type) ? node.type : [node.type]).map((t) => (t === "integer" ? "number" : t)));
  const values = node.const !== undefined ? [node.const] : node.enum;
  if (values) return new Set(values.map((v) => (v === null ? "null" : typeof v)));
  if (node.properties || node.required || node.additionalProperties !== undefined) return new Set(["object"]);
  if (node.items) return new Set(["array"]);
  return new Set(JSON_TYPES);
}

function resolve(node, defs) {
  while (node && node.$ref) node = defs[defName(node.$ref)];
  return node;
}

/** A union's branches with nested unions (inline or by reference) flattened. */
function flatten(branches, defs) {
  const out = [];
  for (const branch of branches) {
    const target = resolve(branch, defs);
    if (target && (target.anyOf || target.oneOf) && Object.keys(target).length === 1) out.push(...flatten(target.anyOf ?? target.oneOf, defs));
    else out.push(branch);
  }
  return out;
}

/** The tag values an object branch declares for `prop`, and whether the tag is required. */
function tagOf(branch, prop, defs) {
  const target = resolve(branch, defs);
  const schema = target?.properties?.[prop];
  if (!schema) return undefined;
  const values = schema.const !== undefined ? [schema.const] : schema.enum;
  if (!values) return undefined;
  return { values: values.filter((v) => v !== null), optional: !(target.required ?? []).includes(prop) };
}

function isPlainString(node) {
  return Object.keys(node).every((k) => k === "type") && node.type === "string";
}

/**
 * Rewrites every anyOf in `defs` in place (for compiling) and returns the shape table. Shapes: a definition
 * name; 0 (a leaf); {o: props, x?: additional} (object); {a: items} (array); {u: {jsonType: shape}} (dispatch on
 * the JSON type); {d: prop, m: {tag: shape}, t: [tags], f?: shape, n?: tag} (dispatch on a tag; f for an absent
 * tag, which the path names n). packages/core/src/dialects/anthropic/schema/types.ts declares them.
 */
function compileUnions(defs) {
  const shapes = {};
  const unsupported = [];

  function objectShape(node, path) {
    const o = {};
    for (const [prop, sub] of Object.entries(node.properties ?? {})) {
      const s = visit(sub, `${path}/properties/${prop}`);
      node.properties[prop] = s.schema;
      if (s.shape !== 0) o[prop] = s.shape;
    }
    const shape = { o };
    if (node.additionalProperties && typeof node.additionalProperties === "object") {
      const s = visit(node.additionalProperties, `${path}/additionalProperties`);
      node.additionalProperties = s.schema;
      if (s.shape !== 0) shape.x = s.shape;
    }
    return Object.keys(o).length === 0 && shape.x === undefined ? 0 : shape;
  }

  /** Returns the schema to compile in place of `node` and its shape. */
  function visit(node, path) {
    if (!node || typeof node !== "object") return { schema: node, shape: 0 };
    if (node.$ref) return { schema: node, shape: defName(node.$ref) };
    if (node.anyOf || node.oneOf) return union(node, path);
    if (node.type === "object" || node.properties) return { schema: node, shape: objectShape(node, path) };
    if (node.items && !Array.isArray(node.items)) {
      const s = visit(node.items, `${path}/items`);
      node.items = s.schema;
      return { schema: node, shape: s.shape === 0 ? 0 : { a: s.shape } };
    }
    return { schema: node, shape: 0 };
  }

  function union(node, path) {
    const branches = flatten(node.anyOf ?? node.oneOf, defs);
    const byType = new Map();
    for (const branch of branches) {
      const types = jsonTypes(branch, defs);
      if (types.size === JSON_TYPES.length) return { schema: {}, shape: 0 }; // `unknown | …` accepts anything
      for (const t of types) byType.set(t, [...(byType.get(t) ?? []), branch]);
    }
    const cases = [];
    const u = {};
    for (const [type, list] of byType) {
      const c = typeCase(type, list, path);
      cases.push({ type, ...c });
      if (c.shape !== 0) u[type] = c.shape;
    }
    if (cases.length === 1) return { schema: cases[0].schema, shape: cases[0].shape };
    const types = cases.map((c) => c.type);
    const schema = { type: types };
    const checks = cases.filter((c) => c.schema && Object.keys(c.schema).some((k) => k !== "type"));
    if (checks.length) schema.allOf = checks.map((c) => ({ if: { type: c.type }, then: c.schema }));
    return { schema, shape: Object.keys(u).length ? { u } : 0 };
  }

  /** The schema for values of one JSON type among a union's branches. */
  function typeCase(type, list, path) {
    if (list.length === 1) {
      const s = visit(list[0], path);
      const target = resolve(list[0], defs);
      // A tagged object among other JSON types (`CacheControlEphemeral | null`) still names its tag in the path.
      const tag = type === "object" ? tagOf(list[0], "type", defs) : undefined;
      if (tag && !tag.optional && tag.values.length === 1 && target !== undefined) {
        return { schema: s.schema, shape: { d: "type", m: { [tag.values[0]]: s.shape }, t: tag.values } };
      }
      return { schema: s.schema, shape: s.shape };
    }
    if (type === "null") return { schema: { type: "null" }, shape: 0 };
    if (type === "string" || type === "number" || type === "boolean") {
      const nodes = list.map((b) => resolve(b, defs));
      if (nodes.some(isPlainString) || type !== "string") return { schema: { type }, shape: 0 };
      const values = nodes.flatMap((n) => (n.const !== undefined ? [n.const] : (n.enum ?? []))).filter((v) => typeof v === "string");
      return { schema: { type: "string", enum: [...new Set(values)] }, shape: 0 };
    }
    if (type === "object") {
      for (const prop of ["type", "role"]) {
        const tags = list.map((b) => tagOf(b, prop, defs));
        if (tags.some((t) => t === undefined)) continue;
        const seen = new Set();
        if (tags.some((t) => t.values.some((v) => seen.has(v) || !seen.add(v)))) continue;
        const optional = list.filter((_, i) => tags[i].optional);
        if (optional.length > 1) continue;
        const m = {};
        const t = [];
        let f;
        const tagged = [];
        list.forEach((branch, i) => {
          const s = visit(branch, path);
          for (const v of tags[i].values) t.push(v);
          if (tags[i].optional) f = { branch, shape: s.shape, values: tags[i].values };
          else {
            tagged.push(branch);
            for (const v of tags[i].values) m[v] = s.shape;
          }
        });
        const dispatch = { type: "object", discriminator: { propertyName: prop }, oneOf: tagged };
        const shape = { d: prop, m, t };
        if (!f) return { schema: dispatch, shape };
        // A branch whose tag may be absent (a custom tool's `type`) takes every value without a known tag's.
        for (const v of f.values) m[v] = f.shape;
        shape.f = f.shape;
        shape.n = f.values[0];
        return {
          schema: { type: "object", if: { properties: { [prop]: { enum: [...f.values, null] } } }, then: f.branch, else: dispatch },
          shape,
        };
      }
    }
    unsupported.push(`${path}: ${list.length} branches of JSON type ${type}`);
    return { schema: { anyOf: list }, shape: 0 };
  }

  for (const [name, def] of Object.entries(defs)) {
    const s = visit(def, `#/definitions/${name}`);
    defs[name] = s.schema;
    shapes[name] = s.shape;
  }
  if (unsupported.length) throw new Error(`Unions the generator cannot dispatch:\n  ${unsupported.join("\n  ")}`);
  return shapes;
}

/** Drops shapes no path goes through (leaves), so the table holds only what the walker needs. */
function pruneShapes(shapes) {
  const out = {};
  for (const [name, shape] of Object.entries(shapes)) if (shape !== 0) out[name] = shape;
  return out;
}

/** ajv standalone ES module code for the compile form of `schema`. */
async function standalone(compileForm) {
  const Ajv = (await import(requireCore.resolve("ajv"))).default;
  const standaloneCode = (await import(requireCore.resolve("ajv/dist/standalone"))).default;
  const ajv = new Ajv({
    allErrors: true, // msglint reports every problem, the API only the first
    discriminator: true,
    strict: false,
    messages: false, // the rule writes the API's texts
    unicode: false, // string lengths in UTF-16 units: no per-character walk over base64 data (DESIGN.md, Performance)
    validateSchema: false,
    inlineRefs: false, // one function per definition: inlining every reference made the code about 4x larger
    loopRequired: 2,
    logger: false, // `unicode` is deprecated but still honoured by minLength/maxLength
    code: { source: true, esm: true, lines: false, optimize: 1 },
  });
  const validate = ajv.compile(compileForm);
  const code = standaloneCode(ajv, validate);
  if (/\brequire\(/.test(code)) throw new Error("standalone code requires an ajv runtime helper: adjust the options");
  return compactStandalone(code);
}

/** The file of the draft 2020-12 meta-schema validator, relative to packages/core/src/dialects/anthropic/schema. */
export const META_SCHEMA_FILE = "json-schema-2020-12.validate.js";

/**
 * ajv standalone code for the draft 2020-12 meta-schema with the options tool-input-schema-invalid used to compile it
 * at run time (messages kept: the rule quotes them), so it reports the same errors. ajv's code requires its deep-equal
 * helper at run time; the helper's source (fast-deep-equal, which ajv re-exports) is inlined in its place.
 */
async function metaSchemaValidator() {
  const { Ajv2020 } = await import(requireCore.resolve("ajv/dist/2020.js"));
  const standaloneCode = (await import(requireCore.resolve("ajv/dist/standalone"))).default;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false, code: { source: true, esm: true, lines: false, optimize: 1 } });
  let code = standaloneCode(ajv, ajv.getSchema("https://json-schema.org/draft/2020-12/schema"));
  const requireEqual = 'require("ajv/dist/runtime/equal").default';
  const equalPath = createRequire(requireCore.resolve("ajv")).resolve("fast-deep-equal");
  const equalSource = readFileSync(equalPath, "utf8").replace(/^'use strict';\s*/, "");
  if (!/^(\/\/[^\n]*\n)*\s*module\.exports = function equal\(a, b\) \{/.test(equalSource))
    throw new Error(`${equalPath} is not the deep-equal the generator knows`);
  code = code.split(requireEqual).join(`(() => {const module = {exports: {}};${equalSource.replace(/\n\s*/g, "\n")};return module.exports;})()`);
  if (/\brequire\(/.test(code)) throw new Error("meta-schema code requires an ajv runtime helper other than equal");
  // schemaPath goes and pushes become calls; the messages stay (the rule quotes them).
  code = `${compactErrorAppends(compactErrorPushes(code))}\n${PUSH_ERROR}\n${CONCAT_ERRORS}\n${DUPLICATE_ITEMS}`;
  const version = JSON.parse(readFileSync(requireCore.resolve("ajv/package.json"), "utf8")).version;
  return (
    `// Generated by scripts/gen-schema.mjs: the JSON Schema draft 2020-12 meta-schema, compiled by ajv ${version}. Do not edit.\n` +
    "/* eslint-disable */\n" +
    code +
    "\n"
  );
}

function banner(entry) {
  return `// Generated by scripts/gen-schema.mjs from @anthropic-ai/sdk ${entry.sdkVersion} (anthropic-version ${entry.version}, ${entry.variant}). Do not edit.\n`;
}

/** Every generated file, by name relative to packages/core/src/dialects/anthropic/schema, for the versions given. */
export async function generate({ versions = VERSIONS.map((v) => v.version), variants = ["ga", "beta"], meta = true } = {}) {
  const files = {};
  for (const entry of VERSIONS.filter((v) => versions.includes(v.version))) {
    const raw = await generateFromSdk(entry);
    for (const variant of variants) {
      const meta = { ...entry, variant };
      const schema = requestSchema(raw[variant], meta);
      const base = `${entry.version}.${variant}`;
      files[`${base}.schema.json`] = JSON.stringify(schema, null, 2) + "\n";
      const compileForm = clone(schema);
      const shapes = pruneShapes(compileUnions(compileForm.definitions));
      const code = await standalone(compileForm);
      files[`${base}.validate.js`] =
        banner(meta) +
        "/* eslint-disable */\n" +
        code +
        `\nexport const shapes = ${JSON.stringify(shapes)};\nexport const root = ${JSON.stringify(ROOT_TYPE)};\n`;
      files[`${base}.validate.d.ts`] =
        banner(meta) +
        'import type { StructuralValidator } from "./types.js";\n' +
        "export declare const validate: StructuralValidator;\nexport default validate;\n" +
        'export declare const shapes: import("./types.js").ShapeTable;\nexport declare const root: string;\n';
    }
  }
  if (meta) {
    files[META_SCHEMA_FILE] = await metaSchemaValidator();
    files[META_SCHEMA_FILE.replace(/\.js$/, ".d.ts")] =
      "// Generated by scripts/gen-schema.mjs. Do not edit.\n" +
      "/** An ajv error with its message (messages are kept in this validator). */\n" +
      "export interface MetaSchemaError {\n  instancePath: string;\n  keyword: string;\n  params: Record<string, unknown>;\n  message?: string;\n}\n" +
      "export interface MetaSchemaValidator {\n  (data: unknown): boolean;\n  errors?: MetaSchemaError[] | null;\n}\n" +
      "export declare const validate: MetaSchemaValidator;\nexport default validate;\n";
  }
  return files;
}

async function main() {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf("--out");
  const out = outIndex >= 0 ? args[outIndex + 1] : SCHEMA_DIR;
  const started = Date.now();
  const files = await generate();
  mkdirSync(out, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(out, name), text);
  console.log(`gen-schema: ${Object.keys(files).length} files in ${out} (${Date.now() - started} ms)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
