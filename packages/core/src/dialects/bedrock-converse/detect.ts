/** How sure msglint is that a value is a Converse request body, or a bare list of Converse messages. */
import { hasAnyField } from "../../model/values.js";
import { CONTENT_BLOCK_MEMBERS, isRecord } from "./model.js";

/** Top-level fields only a Converse body has (Gemini has a `toolConfig` too, without `tools`: see `converseToolConfig`). */
const OWN_FIELDS: ReadonlySet<string> = new Set([
  "inferenceConfig",
  "additionalModelRequestFields",
  "additionalModelResponseFieldPaths",
  "guardrailConfig",
  "promptVariables",
]);

const MEMBERS = new Set<string>(CONTENT_BLOCK_MEMBERS);

/** A content block of Converse's shape: an object with one key, a union member, and no `type` tag. */
function isConverseBlock(value: unknown): boolean {
  if (!isRecord(value) || "type" in value) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && MEMBERS.has(keys[0]!);
}

/**
 * Whether a message list holds a Converse block (a message with array content of single-key members). Looks at a few,
 * and stops at a block with a `type` tag, which every other format writes: a body of another format costs a message.
 */
function converseMessages(messages: readonly unknown[]): boolean {
  const limit = Math.min(messages.length, 64);
  for (let i = 0; i < limit; i++) {
    const message = messages[i];
    if (!isRecord(message) || !Array.isArray(message.content)) continue;
    const content = message.content as unknown[];
    for (let b = 0; b < content.length; b++) {
      const block = content[b];
      if (!isRecord(block)) continue;
      if ("type" in block) return false;
      if (isConverseBlock(block)) return true;
    }
  }
  return false;
}

/** `system` as Converse writes it: a list of `{text}`, `{cachePoint}` or `{guardContent}` blocks. */
function converseSystem(system: unknown): boolean {
  return Array.isArray(system) && system.length > 0 && system.every(isConverseBlock);
}

/** 2 with a feature only Converse has, 0 otherwise: a body with nothing of its own is left to the formats that share it. */
export function detectConverse(value: unknown): number {
  if (Array.isArray(value)) return converseMessages(value) ? 2 : 0;
  if (!isRecord(value)) return 0;
  if (hasAnyField(value, OWN_FIELDS)) return 2;
  if (isRecord(value.toolConfig) && ("tools" in value.toolConfig || "toolChoice" in value.toolConfig)) return 2;
  if (converseSystem(value.system)) return 2;
  return Array.isArray(value.messages) && converseMessages(value.messages) ? 2 : 0;
}
