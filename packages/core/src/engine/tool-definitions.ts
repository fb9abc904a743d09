/**
 * The entries of `tools` as the tool-definition rules see them (api-rules.md rows 49–57, §13.16). A custom
 * tool (no `type`, `null` or `"custom"`) is the one whose `name`, `input_schema` and fields the API checks
 * under the path `tools.N.custom`; server tools (`{type: "web_search_20250305", name: "web_search"}`),
 * toolsets and MCP toolsets are other union members with fixed names and shapes of their own.
 */
import type { Target } from "../types.js";
import { isRecord, type Conversation } from "./conversation.js";

export interface ToolEntry {
  index: number;
  value: Readonly<Record<string, unknown>>;
  /** `/tools/N` */
  pointer: string;
  /** The API's path with its discriminator: `tools.N.custom` for a custom tool, `tools.N.<type>` otherwise. */
  path: string;
  custom: boolean;
}

export function isCustomTool(tool: Readonly<Record<string, unknown>>): boolean {
  return tool.type === undefined || tool.type === null || tool.type === "custom";
}

/** Every object in `tools`, custom or not; undefined when `tools` is not an array. */
export function toolEntries(conversation: Conversation): ToolEntry[] | undefined {
  const tools = conversation.request.tools;
  if (!Array.isArray(tools)) return undefined;
  const entries: ToolEntry[] = [];
  tools.forEach((tool, index) => {
    if (!isRecord(tool)) return;
    const custom = isCustomTool(tool);
    const tag = custom ? "custom" : typeof tool.type === "string" ? tool.type : "custom";
    entries.push({ index, value: tool, pointer: `/tools/${index}`, path: `tools.${index}.${tag}`, custom });
  });
  return entries;
}

/**
 * The longest custom tool name each platform takes: 128 on the first-party API since about June 2025 (the
 * pattern `^[a-zA-Z0-9_-]{1,128}$`), 64 on Bedrock (seen in August 2025) and, without evidence of a change,
 * on Vertex (api-rules.md §10, rows 49–50, open question 7).
 */
export const TOOL_NAME_MAX_LENGTH: Readonly<Record<Target, number>> = { anthropic: 128, bedrock: 64, vertex: 64 };

/**
 * Whether the set of tools the model can see is fully known from the request: not when `tools` holds a
 * toolset or MCP toolset (its member tools are not listed by name), nor when messages add tools mid-way
 * (`tool_addition` blocks, beta) or a `compaction` block records tool changes.
 */
export function toolNamesFullyKnown(conversation: Conversation): boolean {
  const entries = toolEntries(conversation) ?? [];
  if (entries.some((entry) => typeof entry.value.name !== "string")) return false;
  for (const message of conversation.messages) {
    for (const block of message.blocks) {
      if (block.type === "tool_addition" || (block.type === "compaction" && block.value.tool_changes != null)) return false;
    }
  }
  return true;
}

/** The names of every entry of `tools` that has one (custom and server tools alike). */
export function toolNames(conversation: Conversation): Set<string> {
  return new Set((toolEntries(conversation) ?? []).flatMap((entry) => (typeof entry.value.name === "string" ? [entry.value.name] : [])));
}

/** A sub-schema of a JSON Schema and the pointer (relative to the schema root) where it sits. */
export interface SubSchema {
  schema: Readonly<Record<string, unknown>>;
  pointer: string;
}

const SCHEMA_MAPS = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"];
const SCHEMA_LISTS = ["prefixItems", "anyOf", "allOf", "oneOf"];
const SCHEMA_SINGLES = ["items", "additionalProperties", "unevaluatedProperties", "contains", "not", "if", "then", "else", "propertyNames"];

const escape = (token: string) => token.replace(/~/g, "~0").replace(/\//g, "~1");

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
    const at = `${pointer}/${escape(key)}`;
    if (SCHEMA_MAPS.includes(key) && isRecord(value)) {
      for (const name of Object.keys(value)) visit(value[name], `${at}/${escape(name)}`);
    } else if (SCHEMA_LISTS.includes(key) && Array.isArray(value)) {
      value.forEach((item, i) => visit(item, `${at}/${i}`));
    } else if (SCHEMA_SINGLES.includes(key)) {
      // Draft-07 tuple `items: [...]` is walked too: its members are schemas all the same.
      if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${at}/${i}`));
      else visit(value, at);
    }
  }
  return out;
}

/** `type: "object"`, or a type list that includes it. */
export function isObjectSchema(schema: Readonly<Record<string, unknown>>): boolean {
  const { type } = schema;
  return type === "object" || (Array.isArray(type) && type.includes("object"));
}

/** UTF-8 length of a string, counted without TextEncoder (the engine uses no platform built-ins). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}
