/**
 * Gemini bodies are proto3 JSON: every field may be written in camelCase or in snake_case (`functionCall`,
 * `function_call`), and recorded 200s mix both. Everything in the dialect reads fields through here.
 */
import { snakeCase } from "./paths.js";

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The key a field is spelled with in `record` (camelCase first), or undefined when it is absent. */
export function keyOf(record: Readonly<Record<string, unknown>>, camel: string): string | undefined {
  if (record[camel] !== undefined) return camel;
  const snake = snakeCase(camel);
  return snake !== camel && record[snake] !== undefined ? snake : undefined;
}

/** A field's value in either spelling. */
export function get(record: Readonly<Record<string, unknown>>, camel: string): unknown {
  const value = record[camel];
  if (value !== undefined) return value;
  const snake = snakeCase(camel);
  return snake === camel ? undefined : record[snake];
}

/** A field's value when it is an object. */
export function getRecord(record: Readonly<Record<string, unknown>>, camel: string): Record<string, unknown> | undefined {
  const value = get(record, camel);
  return isRecord(value) ? value : undefined;
}

/** The camelCase form of a field name: `function_call` → `functionCall`. */
export function camelCase(name: string): string {
  return name.includes("_") ? name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()) : name;
}
