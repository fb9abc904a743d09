/** How sure msglint is that a value is a Messages API request body, or a bare `messages` array. */
import { hasAnyField } from "../../model/values.js";
import { BLOCK_TYPES } from "./block-types.js";
import { isRecord } from "./conversation.js";

/**
 * Top-level fields only the Messages API body has (Bedrock and Vertex bodies carry `anthropic_version`); `system` too,
 * when it is written the Messages API's way (`messagesApiSystem`).
 */
const OWN_FIELDS: ReadonlySet<string> = new Set([
  "stop_sequences",
  "top_k",
  "thinking",
  "anthropic_version",
  "anthropic_beta",
  "mcp_servers",
  "container",
  "context_management",
]);

/** Block types other formats do not use (every one but `text` and `image`; Chat Completions parts are `text`, `image_url`, `input_audio`, `file`, `refusal`). */
const OWN_BLOCK_TYPES: ReadonlySet<string> = new Set(BLOCK_TYPES.filter((type) => type !== "text" && type !== "image"));
/** A block type of this format: a known one, or a server tool's result not in the list yet. */
const isOwnBlockType = (type: string) => OWN_BLOCK_TYPES.has(type) || type.endsWith("_tool_result");

/** 2 with a feature only this format has, 1 for a shape several formats share, 0 for none of its shapes. */
export function detectAnthropic(value: unknown): number {
  // A list is a bare `messages` array when it is empty or one of its items looks like a message (a data file is not).
  if (Array.isArray(value))
    return value.length === 0 || value.some((item) => isRecord(item) && ("role" in item || "content" in item)) ? 1 + ownMessages(value) : 0;
  if (!isRecord(value) || !("messages" in value)) return 0;
  // Cheapest signals first: most bodies name a Claude model.
  if (typeof value.model === "string" && value.model.startsWith("claude")) return 2;
  if (hasAnyField(value, OWN_FIELDS) || (value.system !== undefined && messagesApiSystem(value.system))) return 2;
  if (Array.isArray(value.tools) && value.tools.some((tool) => isRecord(tool) && "input_schema" in tool)) return 2;
  return Array.isArray(value.messages) ? 1 + ownMessages(value.messages) : 1;
}

/** `system` as the Messages API writes it: a string, or blocks tagged with `type` (Converse's `[{text}]` blocks have no tag). */
function messagesApiSystem(system: unknown): boolean {
  return !Array.isArray(system) || system.some((block) => isRecord(block) && "type" in block);
}

/**
 * 1 when a message holds a block only this format has (an image with a `source` counts), else 0. Looks at a few, and
 * stops at a block with no `type` (Converse's and Gemini's shape): a body of another format costs a message, not 64.
 */
function ownMessages(messages: readonly unknown[]): number {
  const limit = Math.min(messages.length, 64);
  for (let i = 0; i < limit; i++) {
    const content = isRecord(messages[i]) ? (messages[i] as Record<string, unknown>).content : undefined;
    if (!Array.isArray(content)) continue;
    for (let b = 0; b < content.length; b++) {
      const block: unknown = content[b];
      if (!isRecord(block)) continue;
      if (typeof block.type !== "string") return 0;
      // `text`, the commonest type, is every format's: no pattern to run.
      if (block.type === "text") continue;
      if (isOwnBlockType(block.type) || (block.type === "image" && isRecord(block.source))) return 1;
    }
  }
  return 0;
}
