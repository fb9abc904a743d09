/**
 * How Google writes paths in Gemini errors (providers.md gemini §2): proto field names in snake_case, indices in
 * brackets (`contents[41].parts[0].inline_data.data`), whichever spelling the body used. Map entries (a schema's
 * `properties`) are written by key in validator lines (`properties[data]`) and by position in JSON parser lines
 * (`properties[12].value`).
 */
import { childNode as nodeBelow, escapeToken, type PathForm } from "../../model/pointer.js";
import type { Node } from "../../types.js";
import { definitions } from "./schema/request.table.js";

/** Every field of the body schema that has a snake_case twin, to its twin: built once, never changed. */
const SNAKE_OF: ReadonlyMap<string, string> = new Map(
  Object.values(definitions).flatMap((node) =>
    Object.entries(node.p ?? {}).flatMap(([key, field]) => (typeof field === "string" ? [[field, key] as const] : [])),
  ),
);

/** A field name as the proto writes it: `functionCall` → `function_call`; snake_case names stay as they are. */
export function snakeCase(name: string): string {
  const known = SNAKE_OF.get(name);
  if (known !== undefined) return known;
  // No capital, nothing to rewrite: the common case costs a scan, not a regular expression.
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (code >= 65 && code <= 90) return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  }
  return name;
}

export const geminiPaths: PathForm = {
  child(parentPath, key) {
    if (typeof key === "number") return `${parentPath}[${key}]`;
    const name = snakeCase(key);
    return parentPath === "" ? name : `${parentPath}.${name}`;
  },
};

/** The node of a map entry as validator lines write it: `…properties[data]`, its pointer `…/properties/data`. */
export function mapEntry(map: Node, key: string): Node {
  return { pointer: `${map.pointer}/${escapeToken(key)}`, path: `${map.path}[${key}]` };
}

/** The path of a map entry as the JSON parser writes it: by position, then `.value` (`properties[12].value`). */
export function parserMapEntryPath(map: Node, position: number): string {
  return `${map.path}[${position}].value`;
}

/** The node below `node` at `keys` (as `context.at`), for the model builder, which runs before any rule context exists. */
export function childNode(node: Node, ...keys: (string | number)[]): Node {
  return nodeBelow(geminiPaths, node, keys);
}

/** A map entry as validator lines write it under `response_schema`: `…properties["action"]`. */
export function quotedMapEntry(map: Node, key: string): Node {
  return { pointer: `${map.pointer}/${escapeToken(key)}`, path: `${map.path}[${JSON.stringify(key)}]` };
}
