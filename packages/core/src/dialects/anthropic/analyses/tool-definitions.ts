/**
 * The entries of `tools` as the tool-definition rules see them (api-rules.md rows 49–57, §13.16). A custom
 * tool (no `type`, `null` or `"custom"`) is the one whose `name`, `input_schema` and fields the API checks
 * under the path `tools.N.custom`; server tools (`{type: "web_search_20250305", name: "web_search"}`),
 * toolsets and MCP toolsets are other union members with fixed names and shapes of their own.
 */
import type { Target } from "../../../types.js";
import { shared, type Conversation } from "../conversation.js";
import { analyzeTools, ToolSetCache, type ToolAnalysis, type ToolEntry } from "./tool-sets.js";

export { isCustomTool, validateAgainstMeta, type NameCollision, type ToolAnalysis, type ToolEntry } from "./tool-sets.js";

/** Every object in `tools`, custom or not; undefined when `tools` is not an array. */
export function toolEntries(conversation: Conversation): readonly ToolEntry[] | undefined {
  return toolAnalysis(conversation)?.entries;
}

function analyze(conversation: Conversation): ToolAnalysis | undefined {
  const tools = conversation.request.tools;
  return Array.isArray(tools) ? analyzeTools(tools, conversation.state?.toolSets ?? new ToolSetCache()) : undefined;
}

/** The analysis of the request's `tools`; undefined when `tools` is not an array. */
export function toolAnalysis(conversation: Conversation): ToolAnalysis | undefined {
  return shared(conversation, analyze);
}

const NO_ENTRIES: readonly ToolEntry[] = Object.freeze([]);

/**
 * The entries of a request's `tools` that `select` picks, worked out once per tool set: for a rule that checks each
 * definition by itself, so a request whose tool set was seen before pays a lookup, not a check per tool. `select`
 * must read only the entry's JSON and position. Call once, at module level: the selection is cached by the function.
 */
export function toolSelection(select: (entry: ToolEntry) => boolean): (conversation: Conversation) => readonly ToolEntry[] {
  const positions = ({ entries }: ToolAnalysis): readonly number[] => {
    const picked: number[] = [];
    for (let at = 0; at < entries.length; at++) if (select(entries[at]!)) picked.push(at);
    return picked;
  };
  return (conversation) => {
    const analysis = toolAnalysis(conversation);
    const picked = analysis?.derived(positions);
    // This request's own entries: the set's results hold positions, never a request's objects.
    return picked === undefined || picked.length === 0 ? NO_ENTRIES : picked.map((at) => analysis!.entries[at]!);
  };
}

/**
 * The longest custom tool name each platform takes: 128 on the first-party API since about June 2025 (the
 * pattern `^[a-zA-Z0-9_-]{1,128}$`), 64 on Bedrock (seen in August 2025) and, without evidence of a change,
 * on Vertex (api-rules.md §10, rows 49–50, open question 7).
 */
export function toolNameMaxLength(target: Target): number {
  return target === "anthropic" ? 128 : SHORTEST_TOOL_NAME_MAX;
}

/** The shortest of those limits: a name within it is within every platform's. */
export const SHORTEST_TOOL_NAME_MAX = 64;

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
export function toolNames(conversation: Conversation): ReadonlySet<string> {
  return toolAnalysis(conversation)?.derived(namesOf) ?? new Set();
}

function namesOf({ entries }: ToolAnalysis): ReadonlySet<string> {
  return new Set(entries.flatMap((entry) => (typeof entry.value.name === "string" ? [entry.value.name] : [])));
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
