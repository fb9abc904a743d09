/** Types of the generated validators (`*.validate.js`, written by scripts/gen-schema.mjs). */

/** An ajv error as the compacted standalone code reports it (no `schemaPath`, no message). */
export interface StructuralError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

export interface StructuralValidator {
  (data: unknown): boolean;
  errors?: StructuralError[] | null;
}

export type JsonType = "object" | "array" | "string" | "number" | "boolean" | "null";

/**
 * How a value's parts are named in the API's paths, as the generator read it from the schema: a definition name,
 * 0 (nothing below has a name of its own), an object, an array, a dispatch on the JSON type or on a tag.
 */
export type Shape = string | 0 | ObjectShape | ArrayShape | TypeShape | TagShape;

export interface ObjectShape {
  /** Properties whose values have shapes of their own. */
  o: Record<string, Shape>;
  /** Shape of additional properties. */
  x?: Shape;
}

export interface ArrayShape {
  a: Shape;
}

/** A union of values of different JSON types (`string | Array<…>`, `X | null`). */
export interface TypeShape {
  u: Partial<Record<JsonType, Shape>>;
}

/** A union of objects told apart by a tag property (`type`, or `role` for messages). */
export interface TagShape {
  d: string;
  /** Branch by tag value. */
  m: Record<string, Shape>;
  /** Every tag, in the SDK's order. */
  t: string[];
  /** The branch for an absent tag (a custom tool's `type` is optional), which the path names `n`. */
  f?: Shape;
  n?: string;
}

export type ShapeTable = Record<string, Shape>;
