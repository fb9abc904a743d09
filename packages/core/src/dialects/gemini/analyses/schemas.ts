/**
 * The OpenAPI-subset schemas of a request (`Schema` in the protos): each function declaration's `parameters` and
 * `generationConfig.responseSchema`, node by node. `parametersJsonSchema` and `responseJsonSchema` take JSON
 * Schema and are not walked (providers.md gemini §4). Each node carries the three path forms Google writes:
 * the validator's (`parameters.properties[data]`; quoted keys under `response_schema`), the JSON parser's (map
 * entries by position: `parameters.properties[12].value`) and Vertex's prose (`parameters.data.meta.width`).
 */
import type { Node } from "../../../types.js";
import { get, isRecord, keyOf } from "../fields.js";
import { shared, type GeminiRequest } from "../model.js";
import { childNode, mapEntry, parserMapEntryPath, quotedMapEntry } from "../paths.js";

export interface SchemaNode extends Node {
  value: Readonly<Record<string, unknown>>;
  /** The path as the JSON parser writes it. */
  parserPath: string;
  /** Vertex's dotted path: `parameters`, then property names and `items`. */
  dottedPath: string;
  /** The function the schema belongs to; undefined under `responseSchema`. */
  functionName: string | undefined;
  /** `type`, upper-cased, when it is a string. */
  type: string | undefined;
  /** `type` is written as a list (`["string", "null"]`). */
  typeList: boolean;
}

/** Schemas nest a few levels in practice; this bounds hostile input. */
const MAX_DEPTH = 64;

function walk(
  out: SchemaNode[],
  node: Node,
  parserPath: string,
  dottedPath: string,
  value: unknown,
  fn: string | undefined,
  quoted: boolean,
  depth: number,
): void {
  if (!isRecord(value) || depth > MAX_DEPTH) return;
  const rawType = value.type;
  out.push({
    ...node,
    value,
    parserPath,
    dottedPath,
    functionName: fn,
    type: typeof rawType === "string" ? rawType.toUpperCase() : undefined,
    typeList: Array.isArray(rawType),
  });
  const propertiesKey = keyOf(value, "properties");
  const properties = propertiesKey === undefined ? undefined : value[propertiesKey];
  if (isRecord(properties)) {
    const map = childNode(node, propertiesKey!);
    let position = 0;
    for (const [name, child] of Object.entries(properties)) {
      const entry = quoted ? quotedMapEntry(map, name) : mapEntry(map, name);
      walk(
        out,
        entry,
        parserMapEntryPath({ ...map, path: `${parserPath}.properties` }, position++),
        `${dottedPath}.${name}`,
        child,
        fn,
        quoted,
        depth + 1,
      );
    }
  }
  const itemsKey = keyOf(value, "items");
  if (itemsKey !== undefined) {
    const items = childNode(node, itemsKey);
    walk(out, items, `${parserPath}.items`, `${dottedPath}.items`, value[itemsKey], fn, quoted, depth + 1);
  }
  const anyOfKey = keyOf(value, "anyOf");
  const anyOf = anyOfKey === undefined ? undefined : value[anyOfKey];
  if (Array.isArray(anyOf)) {
    anyOf.forEach((child, i) => {
      const at = childNode(node, anyOfKey!, i);
      walk(out, at, `${parserPath}.any_of[${i}]`, `${dottedPath}.anyOf[${i}]`, child, fn, quoted, depth + 1);
    });
  }
}

function analyze(model: GeminiRequest): SchemaNode[] {
  const out: SchemaNode[] = [];
  for (const declaration of model.declarations) {
    const key = keyOf(declaration.value, "parameters");
    if (key === undefined) continue;
    const node = childNode(declaration, key);
    const fn = typeof declaration.name === "string" ? declaration.name : undefined;
    walk(out, node, node.path, "parameters", declaration.value[key], fn, false, 0);
  }
  const config = model.generationConfig;
  if (config !== undefined) {
    const key = keyOf(config.value, "responseSchema");
    if (key !== undefined && isRecord(get(config.value, "responseSchema"))) {
      const node = childNode(config, key);
      walk(out, node, node.path, "response_schema", config.value[key], undefined, true, 0);
    }
  }
  return out;
}

/** Every schema node of the request, parents before children. */
export function schemaNodes(model: GeminiRequest): SchemaNode[] {
  return shared(model, analyze);
}
