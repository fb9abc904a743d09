/**
 * The structural layer at run time: the validators generated from the SDK's request types (one per API version and
 * variant, compiled ahead of time by scripts/gen-schema.mjs), and the translation of their errors into the API's
 * pydantic-style texts and paths (api-rules.md §0).
 */
import * as ga20230601 from "./2023-06-01.ga.validate.js";
import * as beta20230601 from "./2023-06-01.beta.validate.js";
import type { JsonType, Shape, ShapeTable, StructuralError, StructuralValidator, TagShape } from "./types.js";

export type SchemaVariant = "ga" | "beta";

export interface StructuralSchema {
  apiVersion: string;
  variant: SchemaVariant;
  validate: StructuralValidator;
  shapes: ShapeTable;
  root: string;
}

/** One API version's validators, both variants. */
export type VersionSchemas = Record<SchemaVariant, { validate: StructuralValidator; shapes: ShapeTable; root: string }>;

/** The API version a request is linted against when the settings name none. */
export const DEFAULT_API_VERSION = "2023-06-01";

/** The other versions: each a chunk of its own, imported by `load`. */
const LOADERS: Readonly<Record<string, () => Promise<VersionSchemas>>> = {
  "2026-10-21": () => import("./2026-10-21.js").then((module) => module.schemas),
};

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** The API versions msglint has a schema for. */
export const API_VERSIONS: readonly string[] = [DEFAULT_API_VERSION, ...Object.keys(LOADERS)];

/** The default version's schemas, built once: they load with core. */
const DEFAULT_SCHEMAS = versionSchemas(DEFAULT_API_VERSION, { ga: ga20230601, beta: beta20230601 });

function versionSchemas(apiVersion: string, schemas: VersionSchemas): Record<SchemaVariant, StructuralSchema> {
  const schema = (variant: SchemaVariant): StructuralSchema => {
    const { validate, shapes, root } = schemas[variant];
    return Object.freeze({ apiVersion, variant, validate, shapes, root });
  };
  return { ga: schema("ga"), beta: schema("beta") };
}

/** One linter's loaded request schemas. Each pair is 0.5 MB of code: only the default one loads with core. */
export class SchemaRegistry {
  readonly #loaded: Record<string, Record<SchemaVariant, StructuralSchema>> = { [DEFAULT_API_VERSION]: DEFAULT_SCHEMAS };

  /** The schema of a version and variant, when that version is loaded. */
  get(apiVersion: string, variant: SchemaVariant): StructuralSchema | undefined {
    return hasOwn(this.#loaded, apiVersion) ? this.#loaded[apiVersion]![variant] : undefined;
  }

  /** msglint has a schema for this version, but it is not loaded yet: `load` must run first. */
  notLoaded(apiVersion: string): boolean {
    return !hasOwn(this.#loaded, apiVersion) && hasOwn(LOADERS, apiVersion);
  }

  /** Makes a version's validators available to synchronous linting (for a host that imported them statically). */
  register(apiVersion: string, schemas: VersionSchemas): void {
    if (!hasOwn(this.#loaded, apiVersion)) this.#loaded[apiVersion] = versionSchemas(apiVersion, schemas);
  }

  /** Loads a version's request schema. Idempotent. Resolves to false for a version msglint has no schema for. */
  async load(apiVersion: string = DEFAULT_API_VERSION): Promise<boolean> {
    if (hasOwn(this.#loaded, apiVersion)) return true;
    if (!hasOwn(LOADERS, apiVersion)) return false;
    this.register(apiVersion, await LOADERS[apiVersion]!());
    return true;
  }
}

/** One finding, in the terms of request-schema's message ids. */
export interface StructuralFinding {
  messageId: StructuralMessageId;
  path: string;
  pointer: string;
  data: Record<string, string | number>;
}

export type StructuralMessageId =
  | "missing"
  | "extra"
  | "dictionary"
  | "object"
  | "list"
  | "string"
  | "integer"
  | "number"
  | "boolean"
  | "none"
  | "literal"
  | "pattern"
  | "tooLong"
  | "tooShort"
  | "minimum"
  | "maximum"
  | "tagInvalid"
  | "tagMissing"
  | "other";

/** The API's texts, pydantic's wording (api-rules.md §0). */
export const STRUCTURAL_MESSAGES: Record<StructuralMessageId, string> = {
  missing: "{{path}}: Field required",
  extra: "{{path}}: Extra inputs are not permitted",
  dictionary: "{{path}}: Input should be a valid dictionary",
  object: "{{path}}: Input should be an object",
  list: "{{path}}: Input should be a valid list",
  string: "{{path}}: Input should be a valid string",
  integer: "{{path}}: Input should be a valid integer",
  number: "{{path}}: Input should be a valid number",
  boolean: "{{path}}: Input should be a valid boolean",
  none: "{{path}}: Input should be None",
  literal: "{{path}}: Input should be {{expected}}",
  pattern: "{{path}}: String should match pattern '{{pattern}}'",
  tooLong: "{{path}}: String should have at most {{limit}} characters",
  tooShort: "{{path}}: String should have at least {{limit}} characters",
  minimum: "{{path}}: Input should be greater than or equal to {{limit}}",
  maximum: "{{path}}: Input should be less than or equal to {{limit}}",
  tagInvalid: "{{path}}: Input tag '{{tag}}' found using '{{discriminator}}' does not match any of the expected tags: {{expected}}",
  tagMissing: "{{path}}: Unable to extract tag using discriminator '{{discriminator}}'",
  other: "{{path}}: Input does not match the request schema ({{keyword}})",
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function jsonType(value: unknown): JsonType {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  const type = typeof value;
  return type === "object" || type === "string" || type === "number" || type === "boolean" ? type : "null";
}

function escapeToken(token: string): string {
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}

function unescapeToken(token: string): string {
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}

class ShapeWalker {
  constructor(private readonly shapes: ShapeTable) {}

  deref(shape: Shape | undefined): Exclude<Shape, string> {
    let current: Shape | undefined = shape;
    for (let i = 0; typeof current === "string" && i < 64; i++) current = this.shapes[current];
    return typeof current === "string" || current === undefined ? 0 : current;
  }

  /**
   * The tagged union that decides `value`'s branch, if one does: followed through dispatches on the JSON type, so
   * that `X | null` of a tagged X still counts.
   */
  tagUnion(shape: Shape, value: unknown): TagShape | undefined {
    let current = this.deref(shape);
    while (current !== 0 && "u" in current) current = this.deref(current.u[jsonType(value)]);
    return current !== 0 && "d" in current ? current : undefined;
  }

  /** Resolves the unions `value` goes through; returns the branch's shape and the tags the path names on the way. */
  select(shape: Shape, value: unknown): { shape: Exclude<Shape, string>; tags: string[] } {
    const tags: string[] = [];
    let current = this.deref(shape);
    for (let i = 0; i < 16 && current !== 0; i++) {
      if ("u" in current) {
        current = this.deref(current.u[jsonType(value)]);
      } else if ("d" in current) {
        const tag = isRecord(value) ? value[current.d] : undefined;
        let branch: Shape | undefined;
        let name: string | undefined;
        if (typeof tag === "string" && hasOwn(current.m, tag)) {
          branch = current.m[tag];
          name = tag;
        } else if ((tag === undefined || tag === null) && current.f !== undefined) {
          branch = current.f;
          name = current.n;
        } else {
          return { shape: 0, tags };
        }
        // Only `type` tags appear in paths (`messages.N.content.M.tool_use`); a message's `role` does not.
        if (current.d === "type" && name !== undefined) tags.push(pathTag(name, value));
        current = this.deref(branch);
      } else break;
    }
    return { shape: current, tags };
  }

  /** The API's dotted path for a JSON pointer's tokens, with the union tags inserted, and the shape at its end. */
  walk(tokens: string[], root: Shape, request: unknown): { segments: string[]; value: unknown; shape: Shape } {
    const segments: string[] = [];
    let value: unknown = request;
    let shape: Shape = root;
    for (const token of tokens) {
      const selected = this.select(shape, value);
      segments.push(...selected.tags);
      const s = selected.shape;
      shape = s === 0 ? 0 : "o" in s ? (hasOwn(s.o, token) ? s.o[token]! : s.x ?? 0) : "a" in s ? s.a : 0;
      segments.push(token);
      value = isRecord(value) || Array.isArray(value) ? (value as Record<string, unknown>)[token] : undefined;
    }
    return { segments, value, shape };
  }
}

/** The tag as the API's path names it: a base64 PDF document is `pdf` (api-rules.md #75). */
function pathTag(tag: string, value: unknown): string {
  if (tag === "document" && isRecord(value) && isRecord(value.source) && value.source.type === "base64") return "pdf";
  return tag;
}

function quote(value: unknown): string {
  return typeof value === "string" ? `'${value}'` : String(value);
}

/** pydantic's list of expected literals: `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`. */
function literals(values: readonly unknown[]): string {
  const shown = values.filter((v) => v !== null).map(quote);
  if (shown.length <= 1) return shown[0] ?? "None";
  return `${shown.slice(0, -1).join(", ")} or ${shown.at(-1)}`;
}

const TYPE_ORDER = ["array", "object", "string", "integer", "number", "boolean", "null"] as const;

export interface StructuralOptions {
  /** Check only what a bare `messages` array holds: no request-level fields are required. */
  messagesOnly?: boolean;
}

/** Validates `request` and returns each problem once, with the API's path and text. */
/** Messages validated at once: ajv's error collection grows quadratically with the errors in one call. */
const MESSAGES_PER_CALL = 500;

/**
 * The structural findings of a request. Long histories are validated in slices of messages (each message is
 * validated on its own by the schema, so slicing changes nothing but the cost), and validation stops once
 * `limit` findings are found.
 */
export function structuralFindings(request: unknown, schema: StructuralSchema, options: StructuralOptions & { limit?: number } = {}): StructuralFinding[] {
  const limit = options.limit ?? Infinity;
  const messages = isObject(request) && Array.isArray(request.messages) ? (request.messages as unknown[]) : undefined;
  if (!messages || messages.length <= MESSAGES_PER_CALL) return findingsOf(request, schema, options, limit);
  const findings: StructuralFinding[] = [];
  for (let start = 0; start < messages.length && findings.length < limit; start += MESSAGES_PER_CALL) {
    const part = { ...(request as Record<string, unknown>), messages: messages.slice(start, start + MESSAGES_PER_CALL) };
    for (const finding of findingsOf(part, schema, options)) {
      const match = /^\/messages\/(\d+)/.exec(finding.pointer);
      // Findings outside `messages` are the same in every slice: keep the first slice's.
      if (!match) {
        if (start === 0) findings.push(finding);
        continue;
      }
      const index = String(start + Number(match[1]));
      findings.push({
        ...finding,
        pointer: `/messages/${index}${finding.pointer.slice(match[0].length)}`,
        path: finding.path.replace(/^messages\.\d+/, `messages.${index}`),
      });
    }
  }
  return findings.slice(0, limit);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The first `limit` distinct findings, in ajv's order: the errors past them are not translated. */
function findingsOf(request: unknown, schema: StructuralSchema, options: StructuralOptions, limit = Infinity): StructuralFinding[] {
  if (schema.validate(request)) return [];
  const errors = schema.validate.errors ?? [];
  const walker = new ShapeWalker(schema.shapes);
  const typeErrorAt = new Set(errors.filter((e) => e.keyword === "type").map((e) => e.instancePath));
  const findings: StructuralFinding[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (findings.length >= limit) break;
    if (error.keyword === "if") continue; // the failing branch's own errors say what is wrong
    if (options.messagesOnly && !error.instancePath.startsWith("/messages")) continue;
    // A value of the wrong JSON type has no tag to dispatch on: its type error says it.
    if (error.keyword === "discriminator" && typeErrorAt.has(error.instancePath)) continue;
    const finding = translate(error, request, schema, walker);
    const key = `${finding.pointer}\u0000${finding.path}\u0000${finding.messageId}\u0000${JSON.stringify(finding.data)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    findings.push(finding);
  }
  return findings;
}

function translate(error: StructuralError, request: unknown, schema: StructuralSchema, walker: ShapeWalker): StructuralFinding {
  const tokens = error.instancePath === "" ? [] : error.instancePath.slice(1).split("/").map(unescapeToken);
  const at = walker.walk(tokens, schema.root, request);
  const path = at.segments.join(".");
  const params = error.params;
  const finding = (messageId: StructuralMessageId, data: Record<string, string | number> = {}, where = { path, pointer: error.instancePath }) => ({
    messageId,
    path: where.path,
    pointer: where.pointer,
    data,
  });
  /**
   * A member of the object at the error's path: the object's own tag goes before the member's name. A missing
   * member has no place in the text, so its finding points at the object that lacks it (as the specific rules do).
   */
  const member = (name: string, present: boolean) => {
    const { tags } = walker.select(at.shape, at.value);
    return { path: [...at.segments, ...tags, name].join("."), pointer: present ? `${error.instancePath}/${escapeToken(name)}` : error.instancePath };
  };
  switch (error.keyword) {
    case "required":
      return finding("missing", {}, member(String(params.missingProperty), false));
    case "additionalProperties":
      return finding("extra", {}, member(String(params.additionalProperty), true));
    case "type": {
      const expected = (Array.isArray(params.type) ? params.type : String(params.type).split(",")) as string[];
      const wanted = TYPE_ORDER.find((t) => expected.includes(t) && (t !== "null" || expected.length === 1)) ?? "null";
      if (wanted === "object") {
        const union = walker.tagUnion(at.shape, { type: undefined });
        return finding(union && union.t.length > 1 ? "object" : "dictionary");
      }
      const ids: Record<string, StructuralMessageId> = { array: "list", string: "string", integer: "integer", number: "number", boolean: "boolean", null: "none" };
      return finding(ids[wanted]!);
    }
    case "const":
      return finding("literal", { expected: literals([params.allowedValue]) });
    case "enum":
      return finding("literal", { expected: literals((params.allowedValues as unknown[]) ?? []) });
    case "pattern":
      return finding("pattern", { pattern: String(params.pattern) });
    case "maxLength":
      return finding("tooLong", { limit: Number(params.limit) });
    case "minLength":
      return finding("tooShort", { limit: Number(params.limit) });
    case "minimum":
      return finding("minimum", { limit: Number(params.limit) });
    case "maximum":
      return finding("maximum", { limit: Number(params.limit) });
    case "discriminator": {
      const discriminator = String(params.tag);
      const tagValue = params.tagValue;
      if (tagValue === undefined) return finding("tagMissing", { discriminator });
      const union = walker.tagUnion(at.shape, at.value);
      const expected = (union?.t ?? []).map(quote).join(", ");
      return finding("tagInvalid", { tag: typeof tagValue === "string" ? tagValue : JSON.stringify(tagValue), discriminator, expected });
    }
    default:
      return finding("other", { keyword: error.keyword });
  }
}
