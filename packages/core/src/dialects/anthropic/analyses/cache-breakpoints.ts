/**
 * Every `cache_control` breakpoint of a request, in the order the API processes them: `tools`, then `system`,
 * then `messages` (api-rules.md #63, #64), with the top-level `cache_control` of automatic caching last (it
 * puts its breakpoint on the last cacheable block, and the docs say it takes one of the four slots). Blocks
 * nested in a block's `content` (a `tool_result`'s text, image or document blocks; a `search_result`'s text)
 * are breakpoints too; they come before the block that holds them, since that block's prefix includes them.
 * `cache_control: null` is no breakpoint (§13.6).
 */
import type { Node } from "../../../types.js";
import { isRecord, type Conversation } from "../conversation.js";
import { at, ROOT, tagged } from "../paths.js";
import { toolEntries } from "./tool-definitions.js";

export type CacheArea = "tools" | "system" | "messages" | "request";

export interface CacheBreakpoint {
  area: CacheArea;
  /** The tool, system block or content block that carries it; the request itself for automatic caching. */
  owner: Readonly<Record<string, unknown>>;
  /** The owner as custom API texts name it, without discriminators: `tools.0`, `system.1`, `messages.2.content.0`, the request. */
  node: Node;
  /** The owner with the discriminators pydantic inserts: `tools.0.custom`, `system.1`, `messages.2.content.0.text`. */
  typed: Node;
  /** The owner's position in `tools`, `system` or its content array (0 for the request). */
  index: number;
  /** Pointer to the `cache_control` value. */
  pointer: string;
  cacheControl: Readonly<Record<string, unknown>>;
  /** `ttl` as given, `5m` when absent (the default). */
  ttl: unknown;
  /** For message blocks: the message index. */
  messageIndex?: number;
}

const hasCacheControl = (value: Readonly<Record<string, unknown>>) => isRecord(value.cache_control);

/** A block that is a breakpoint or holds blocks that may be. */
const holdsBreakpoint = (block: unknown) => isRecord(block) && (hasCacheControl(block) || Array.isArray(block.content));

/** The discriminator the API's pydantic paths insert after a block's index (`pdf` for a base64 PDF document). */
export function blockTag(block: Readonly<Record<string, unknown>>): string {
  const source = block.source;
  if (block.type === "document" && isRecord(source) && source.type === "base64" && source.media_type === "application/pdf") return "pdf";
  return typeof block.type === "string" ? block.type : "block";
}

function breakpoint(
  area: CacheArea,
  owner: Readonly<Record<string, unknown>>,
  node: Node,
  typed: Node,
  index: number,
  messageIndex?: number,
): CacheBreakpoint {
  const cacheControl = owner.cache_control as Readonly<Record<string, unknown>>;
  return {
    area,
    owner,
    node,
    typed,
    index,
    pointer: at(node, "cache_control").pointer,
    cacheControl,
    ttl: cacheControl.ttl === undefined ? "5m" : cacheControl.ttl,
    ...(messageIndex !== undefined ? { messageIndex } : {}),
  };
}

/** Blocks nest two levels deep at most (a `search_result` in a `tool_result`); this bounds hostile input. */
const MAX_BLOCK_DEPTH = 8;

/** `content` is the array at `container` (`typedContainer`: the same array, named with discriminators). */
function collectBlocks(content: unknown, container: Node, typedContainer: Node, messageIndex: number, out: CacheBreakpoint[], depth = 0): void {
  if (!Array.isArray(content) || depth > MAX_BLOCK_DEPTH) return;
  content.forEach((block, index) => {
    if (!isRecord(block)) return;
    const nested = Array.isArray(block.content);
    // Most blocks are neither breakpoints nor containers: their nodes are never built.
    if (!nested && !hasCacheControl(block)) return;
    const node = at(container, index);
    const typed = tagged(at(typedContainer, index), blockTag(block));
    if (nested) collectBlocks(block.content, at(node, "content"), at(typed, "content"), messageIndex, out, depth + 1);
    if (hasCacheControl(block)) out.push(breakpoint("messages", block, node, typed, index, messageIndex));
  });
}

export function cacheBreakpoints(conversation: Conversation): CacheBreakpoint[] {
  const out: CacheBreakpoint[] = [];
  for (const tool of toolEntries(conversation) ?? []) {
    if (hasCacheControl(tool.value)) out.push(breakpoint("tools", tool.value, at(ROOT, "tools", tool.index), tool, tool.index));
  }
  const { system } = conversation.request;
  if (Array.isArray(system)) {
    system.forEach((block, index) => {
      if (!isRecord(block) || !hasCacheControl(block)) return;
      const node = at(ROOT, "system", index);
      out.push(breakpoint("system", block, node, node, index));
    });
  }
  for (const message of conversation.messages) {
    // Most messages hold no breakpoint: their content's node is made only for one that does.
    if (!Array.isArray(message.value.content) || !message.value.content.some(holdsBreakpoint)) continue;
    const content = at(message, "content");
    collectBlocks(message.value.content, content, content, message.index, out);
  }
  if (hasCacheControl(conversation.request)) out.push(breakpoint("request", conversation.request, ROOT, ROOT, 0));
  return out;
}
