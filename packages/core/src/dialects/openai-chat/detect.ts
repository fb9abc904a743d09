/** How sure msglint is that a value is a Chat Completions request body, or a bare `messages` array. */
import { hasAnyField } from "../../model/values.js";
import { isRecord } from "./model.js";

/** Top-level fields only Chat Completions has among the formats msglint speaks (a body with `messages`). */
const OWN_FIELDS: ReadonlySet<string> = new Set([
  "max_completion_tokens",
  "response_format",
  "reasoning_effort",
  "frequency_penalty",
  "presence_penalty",
  "logit_bias",
  "logprobs",
  "top_logprobs",
  "parallel_tool_calls",
  "stream_options",
  "modalities",
  "audio",
  "prediction",
  "web_search_options",
  "functions",
  "function_call",
  "seed",
  "stop",
  "n",
]);

/** Roles no other format puts in `messages`: two, compared directly. */
const isOwnRole = (role: unknown) => role === "developer" || role === "function";

/**
 * 1 at the first part of a type no other format puts in `messages` (`image_url`, `file`); -1 at the first part written
 * in another format's shape (no `type`, as Converse's and Gemini's parts; a Messages API `tool_use` or `tool_result`),
 * which ends the scan of the history; else 0.
 */
function partsSay(parts: readonly unknown[]): number {
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (!isRecord(part)) continue;
    const type = part.type;
    if (type === "image_url" || type === "file") return 1;
    if (typeof type !== "string" || type === "tool_use" || type === "tool_result") return -1;
  }
  return 0;
}

/** OpenAI's model ids: `gpt-4o`, `gpt-5.4-mini`, `o3`, `chatgpt-4o-latest`, `gpt-audio`, a fine-tune `ft:gpt-4o-mini:…`. */
const OPENAI_MODEL = /^(ft:)?(gpt-\d|gpt-audio|o\d|chatgpt-)/i;

/**
 * 2 with a feature only this format has, 1 for a shape several formats share, 0 for none of its shapes; 3 for an
 * agent history in this format's pairing (`tool_calls`, `tool` messages), which no other format can hold: a
 * Chat Completions body for a Claude model sent through a gateway is this format, whatever its model's name says.
 */
export function detectChat(value: unknown): number {
  // Entries with a `type` are Responses items, not messages.
  if (Array.isArray(value)) {
    // A list of messages holds a message: a data file of records is no conversation.
    if (!value.some((entry) => isRecord(entry) && ("role" in entry || "content" in entry))) return 0;
    if (value.some((entry) => isRecord(entry) && typeof entry.type === "string")) return 0;
    const own = ownMessages(value);
    return own === 2 ? 3 : 1 + own;
  }
  if (!isRecord(value) || !Array.isArray(value.messages)) return 0;
  const own = ownMessages(value.messages);
  if (own === 2) return 3;
  if (typeof value.model === "string" && OPENAI_MODEL.test(value.model)) return 2;
  if (hasAnyField(value, OWN_FIELDS)) return 2;
  if (Array.isArray(value.tools) && value.tools.some((tool) => isRecord(tool) && isRecord(tool.function))) return 2;
  return 1 + own;
}

/**
 * 2 when a message holds this format's tool pairing (`tool_calls`, `tool_call_id`, a `tool` role), 1 when one has
 * another feature only this format has (a `developer` or `function` role, an `image_url` or `file` part), else 0.
 * Looks at a few, and stops at a part written in another format's shape: a body of another format costs a message or
 * two, not 64.
 */
function ownMessages(messages: readonly unknown[]): number {
  const limit = Math.min(messages.length, 64);
  let found = 0;
  for (let i = 0; i < limit; i++) {
    const message = messages[i];
    if (!isRecord(message)) continue;
    if (Array.isArray(message.tool_calls) || typeof message.tool_call_id === "string" || message.role === "tool") return 2;
    if (found === 1) continue;
    if (isOwnRole(message.role)) found = 1;
    else if (Array.isArray(message.content)) {
      const said = partsSay(message.content);
      if (said < 0) break;
      found = said;
    }
  }
  return found;
}
