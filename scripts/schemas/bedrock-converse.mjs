#!/usr/bin/env node
// Generates the structural layer of the bedrock-converse dialect: the JSON Schema of a Converse (and ConverseStream)
// request body and its ajv standalone validator, into packages/core/src/dialects/bedrock-converse/schema/.
// Usage: node scripts/schemas/bedrock-converse.mjs [--out <dir>]. packages/core/test/bedrock-converse-schema.test.ts
// regenerates into a temp dir and fails when the files are stale.
//
// Shapes: `ConverseCommandInput` and `ConverseStreamCommandInput` of @aws-sdk/client-bedrock-runtime 3.1164.0
// (dist-types/commands/*.d.ts), through ts-json-schema-generator. The SDK's types carry no constraints and mark
// every member optional (`| undefined`), and the package ships no service model, so the service model's
// `required` members, lengths, counts, ranges, patterns and enums (in its order) are added from botocore's
// `bedrock-runtime/2023-09-30/service-2.json` (botocore 1.43.67, the version providers.md Bedrock §1 read), as
// CONSTRAINTS below lists them. How a body differs from the SDK's input: `modelId` is in the URL; blobs are base64
// strings; a union (ContentBlock, ImageSource, ToolChoice, …) is an object whose one key is its member; members the
// service does not know are left to the service (its JSON protocol ignores unknown members), so no object is closed.
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { schemasOfTypes } from "../gen-schema.mjs";
import { compactStandalone } from "./ajv-compact.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const core = join(root, "packages/core");
export const SCHEMA_DIR = join(core, "src/dialects/bedrock-converse/schema");
const requireCore = createRequire(join(core, "package.json"));

const SDK = "@aws-sdk/client-bedrock-runtime";
const SDK_VERSION = "3.1164.0";
const ROOTS = [
  { file: "commands/ConverseCommand.d.ts", type: "ConverseCommandInput" },
  { file: "commands/ConverseStreamCommand.d.ts", type: "ConverseStreamCommandInput" },
];
export const BASE = "converse";

// The service model's constraints, by shape and member (service-2.json, botocore 1.43.67). `required` lists the
// shape's required members; the rest are JSON Schema keywords on the member. Patterns are the service model's,
// anchored when compiled. Enums are open: Nova took `"format": "video/mp4"` (pydantic-ai cassette
// `test_video_url_input`), so only the two whose enforcement is recorded are kept (roles; the image format:
// NousResearch/hermes-agent#55429), in the service model's order (its texts list them so).
const TOOL_NAME = { minLength: 1, maxLength: 64, pattern: "[a-zA-Z0-9_-]+" };
const TOOL_USE_ID = { minLength: 1, maxLength: 64, pattern: "[a-zA-Z0-9_.:-]+" };
const BLOB = { minLength: 1 };
export const CONSTRAINTS = {
  Message: { required: ["role", "content"], role: { enum: ["user", "assistant", "system"] } },
  ImageBlock: { required: ["format", "source"], format: { enum: ["png", "jpeg", "gif", "webp"] } },
  "ImageSource.BytesMember": { bytes: BLOB },
  S3Location: {
    required: ["uri"],
    uri: { minLength: 1, maxLength: 1024, pattern: "s3://[a-z0-9][\\.\\-a-z0-9]{1,61}[a-z0-9](/.*)?" },
    bucketOwner: { pattern: "[0-9]{12}" },
  },
  DocumentBlock: { required: ["name", "source"], name: { minLength: 1, maxLength: 200 } },
  "DocumentSource.BytesMember": { bytes: BLOB },
  CitationsConfig: { required: ["enabled"] },
  VideoBlock: { required: ["format", "source"] },
  "VideoSource.BytesMember": { bytes: BLOB },
  AudioBlock: { required: ["format", "source"] },
  "AudioSource.BytesMember": { bytes: BLOB },
  ToolUseBlock: { required: ["toolUseId", "name", "input"], toolUseId: TOOL_USE_ID, name: TOOL_NAME },
  ToolResultBlock: { required: ["toolUseId", "content"], toolUseId: TOOL_USE_ID },
  SearchResultBlock: { required: ["source", "title", "content"] },
  SearchResultContentBlock: { required: ["text"] },
  GuardrailConverseTextBlock: { required: ["text"] },
  GuardrailConverseImageBlock: { required: ["format", "source"] },
  "GuardrailConverseImageSource.BytesMember": { bytes: BLOB },
  CachePointBlock: { required: ["type"] },
  ReasoningTextBlock: { required: ["text"] },
  ToolAdditionBlock: { required: ["tool"] },
  ToolRemovalBlock: { required: ["tool"] },
  ToolReference: { type: { minLength: 1, maxLength: 64 }, name: { minLength: 1, maxLength: 128 }, serverName: { minLength: 1, maxLength: 128 } },
  "SystemContentBlock.TextMember": { text: { minLength: 1 } },
  InferenceConfiguration: {
    maxTokens: { minimum: 1 },
    temperature: { minimum: 0, maximum: 1 },
    topP: { minimum: 0, maximum: 1 },
    stopSequences: { maxItems: 2500, items: { type: "string", minLength: 1 } },
  },
  ToolConfiguration: { required: ["tools"], tools: { minItems: 1 } },
  ToolSpecification: { required: ["name", "inputSchema"], name: TOOL_NAME, description: { minLength: 1 } },
  SystemTool: { required: ["name"], name: TOOL_NAME },
  SpecificToolChoice: { required: ["name"], name: TOOL_NAME },
  GuardrailStreamConfiguration: {
    guardrailIdentifier: { maxLength: 2048, pattern: "(|([a-z0-9]+)|(arn:aws(-[^:]+)?:bedrock:[a-z0-9-]{1,20}:[0-9]{12}:guardrail/[a-z0-9]+))" },
    guardrailVersion: { pattern: "(|([1-9][0-9]{0,7})|(DRAFT))" },
  },
  ServiceTier: { required: ["type"] },
  OutputConfig: { effort: { minLength: 0, maxLength: 16 } },
  OutputFormat: { required: ["type", "structure"] },
  JsonSchemaDefinition: { required: ["schema"] },
  ConverseCommandInput: {
    additionalModelResponseFieldPaths: { maxItems: 10, items: { type: "string", minLength: 1, maxLength: 256 } },
    requestMetadata: { minProperties: 1, maxProperties: 16 },
  },
};

/** The raw JSON Schemas of both inputs, from one TypeScript program. */
const fromSdk = () =>
  schemasOfTypes(
    join(core, "node_modules", SDK),
    SDK_VERSION,
    ROOTS.map((r) => ({ file: join("dist-types", r.file), type: r.type })),
  );

const clone = (value) => JSON.parse(JSON.stringify(value));
const defName = (ref) => decodeURIComponent(ref.replace(/^#\/definitions\//, ""));
const isBlob = (node) => node && node.type === "object" && node.properties?.BYTES_PER_ELEMENT !== undefined;

/** A union's definition, `anyOf` of `X.YMember` refs: an object whose members are the union's (the `$unknown` one dropped). */
function unionObject(node, defs) {
  const properties = {};
  for (const branch of node.anyOf) {
    const member = defs[defName(branch.$ref)];
    for (const [key, schema] of Object.entries(member.properties)) if (key !== "$unknown") properties[key] = schema;
  }
  return { type: "object", properties };
}

/** Rewrites a schema node for a JSON body: blobs are base64 strings, enums open (see CONSTRAINTS), no object is closed, `$unknown` goes. */
function forBody(node, defs, kept) {
  if (Array.isArray(node)) return node.map((n) => forBody(n, defs, kept));
  if (!node || typeof node !== "object") return node;
  if (isBlob(node)) return { type: "string" };
  if (Array.isArray(node.enum) && !kept.has(node)) return { type: "string" };
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "additionalProperties" && value === false) continue;
    out[key] =
      key === "properties"
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([k]) => k !== "$unknown")
              .map(([k, v]) => [k, forBody(v, defs, kept)]),
          )
        : forBody(value, defs, kept);
  }
  return out;
}

/** The request schema as checked in. */
function requestSchema([converse, stream]) {
  const defs = { ...clone(stream.definitions), ...clone(converse.definitions) };
  const body = defs.ConverseCommandInput;
  const streamBody = defs.ConverseStreamCommandInput;
  // The two inputs differ only in the guardrail configuration: the stream's is a superset (`streamProcessingMode`).
  const differing = Object.keys(streamBody.properties).filter((k) => JSON.stringify(streamBody.properties[k]) !== JSON.stringify(body.properties[k]));
  if (differing.join() !== "guardrailConfig") throw new Error(`the inputs differ in ${differing.join(", ")}`);
  body.properties.guardrailConfig = streamBody.properties.guardrailConfig;
  delete defs.ConverseStreamCommandInput;
  delete defs.GuardrailConfiguration;
  // `modelId` is the URL's.
  delete body.properties.modelId;
  body.required = (body.required ?? []).filter((k) => k !== "modelId");
  if (body.required.length === 0) delete body.required;
  for (const [name, node] of Object.entries(defs)) {
    if (node.anyOf && node.anyOf.every((b) => b.$ref && /Member$/.test(defName(b.$ref)))) defs[name] = unionObject(node, defs);
  }
  for (const name of Object.keys(defs)) if (/\.[$\w]+Member$/.test(name)) delete defs[name];
  const kept = new Set();
  for (const [shape, constraints] of Object.entries(CONSTRAINTS)) {
    const [union, member] = shape.split(".");
    const target = member ? defs[union] : defs[shape];
    if (!target?.properties) throw new Error(`CONSTRAINTS: no shape ${shape}`);
    for (const [key, value] of Object.entries(constraints)) {
      if (key === "required") {
        for (const name of value) if (!target.properties[name]) throw new Error(`CONSTRAINTS: ${shape} has no member ${name}`);
        target.required = value;
        continue;
      }
      if (!target.properties[key]) throw new Error(`CONSTRAINTS: ${shape} has no member ${key}`);
      const current = target.properties[key];
      // An enum replaces the SDK's (a reference to an alphabetical one): the service's texts list the values in its order.
      if (value.enum) kept.add((target.properties[key] = { type: "string", enum: value.enum }));
      else target.properties[key] = value.items ? { ...current, ...value, items: { ...current.items, ...value.items } } : { ...current, ...value };
    }
  }
  const schema = forBody({ $ref: "#/definitions/ConverseCommandInput", definitions: defs }, defs, kept);
  return {
    $schema: converse.$schema,
    $comment: `Request body of Amazon Bedrock Converse and ConverseStream, generated by scripts/schemas/bedrock-converse.mjs from ${SDK} ${SDK_VERSION} ConverseCommandInput and ConverseStreamCommandInput, with the constraints of botocore's bedrock-runtime/2023-09-30/service-2.json (1.43.67). Do not edit.`,
    ...schema,
  };
}

/** The form ajv compiles: patterns anchored (the service matches the whole value); `x-pattern` keeps the service model's text. */
function compileForm(schema) {
  return JSON.parse(JSON.stringify(schema), (key, value) =>
    value && typeof value === "object" && typeof value.pattern === "string" && !Array.isArray(value)
      ? { ...value, pattern: `^(?:${value.pattern})$` }
      : value,
  );
}

async function standalone(schema) {
  const Ajv = (await import(requireCore.resolve("ajv"))).default;
  const standaloneCode = (await import(requireCore.resolve("ajv/dist/standalone"))).default;
  const ajv = new Ajv({
    allErrors: true, // msglint reports every problem
    strict: false,
    messages: false, // the rule writes the service's texts
    unicode: false, // lengths in UTF-16 units: no per-character walk over base64 data (DESIGN.md, Performance)
    validateSchema: false,
    inlineRefs: false,
    loopRequired: 2,
    logger: false,
    code: { source: true, esm: true, lines: false, optimize: 1 },
  });
  const code = standaloneCode(ajv, ajv.compile(schema));
  if (/\brequire\(/.test(code)) throw new Error("standalone code requires an ajv runtime helper: adjust the options");
  return compactStandalone(code);
}

/** Every generated file, by name relative to SCHEMA_DIR. */
export async function files() {
  const schema = requestSchema(await fromSdk());
  const banner = `// Generated by scripts/schemas/bedrock-converse.mjs from ${SDK} ${SDK_VERSION} and botocore's service model. Do not edit.\n`;
  return {
    [`${BASE}.schema.json`]: JSON.stringify(schema, null, 2) + "\n",
    [`${BASE}.validate.js`]: banner + "/* eslint-disable */\n" + (await standalone(compileForm(schema))) + "\n",
    [`${BASE}.validate.d.ts`]:
      banner +
      "/** An ajv error (messages off: the rule writes the service's texts). */\n" +
      "export interface SchemaError {\n  instancePath: string;\n  keyword: string;\n  params: Record<string, unknown>;\n}\n" +
      "export interface RequestValidator {\n  (data: unknown): boolean;\n  errors?: SchemaError[] | null;\n}\n" +
      "export declare const validate: RequestValidator;\nexport default validate;\n",
  };
}

/** Writes the files into `outDir` (default: the dialect's schema folder). */
export async function generate(outDir = SCHEMA_DIR) {
  const out = await files();
  mkdirSync(outDir, { recursive: true });
  for (const [name, text] of Object.entries(out)) writeFileSync(join(outDir, name), text);
  return Object.keys(out);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const at = args.indexOf("--out");
  const started = Date.now();
  generate(at >= 0 ? args[at + 1] : SCHEMA_DIR).then(
    (names) => console.log(`bedrock-converse schema: ${names.length} files (${Date.now() - started} ms)`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
