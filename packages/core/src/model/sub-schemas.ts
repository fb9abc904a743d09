/** The object sub-schemas of a JSON Schema, for the rules of any dialect that read tool and output schemas. */
import { joinPointer } from "./pointer.js";
import { isRecord } from "./values.js";

/** A sub-schema of a JSON Schema and the pointer (relative to the schema root) where it sits. */
export interface SubSchema {
  schema: Readonly<Record<string, unknown>>;
  pointer: string;
}

const SCHEMA_MAPS = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"];
const SCHEMA_LISTS = ["prefixItems", "anyOf", "allOf", "oneOf"];
const SCHEMA_SINGLES = ["items", "additionalProperties", "unevaluatedProperties", "contains", "not", "if", "then", "else", "propertyNames"];

/** Deeper than any real schema; bounds the walk on hostile input. */
const MAX_SCHEMA_DEPTH = 64;

/** Every object sub-schema of `schema`, the root first, in document order. Boolean schemas are left out. */
export function subSchemas(schema: Readonly<Record<string, unknown>>, pointer = "", depth = 0): SubSchema[] {
  const out: SubSchema[] = [{ schema, pointer }];
  if (depth >= MAX_SCHEMA_DEPTH) return out;
  const visit = (value: unknown, at: string) => {
    if (isRecord(value)) out.push(...subSchemas(value, at, depth + 1));
  };
  for (const key of Object.keys(schema)) {
    const value = schema[key];
    const child = joinPointer(pointer, key);
    if (SCHEMA_MAPS.includes(key) && isRecord(value)) {
      for (const name of Object.keys(value)) visit(value[name], joinPointer(child, name));
    } else if (SCHEMA_LISTS.includes(key) && Array.isArray(value)) {
      value.forEach((item, i) => visit(item, joinPointer(child, i)));
    } else if (SCHEMA_SINGLES.includes(key)) {
      // Draft-07 tuple `items: [...]` is walked too: its members are schemas all the same.
      if (Array.isArray(value)) value.forEach((item, i) => visit(item, joinPointer(child, i)));
      else visit(value, child);
    }
  }
  return out;
}
