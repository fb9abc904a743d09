/**
 * Compaction under API version 2026-10-21 (api-rules.md §15; SDK 1.10.0 BetaCompactionBlockParam,
 * BetaCompactionConfig): a compaction request sets `compaction`, and the `compaction` block it returns is sent back
 * first in `messages`, in place of the messages it summarizes. A block whose `content` is null records a failed
 * compaction, which the API treats as a no-op.
 */
import { isRecord, type Block, type Conversation } from "../conversation.js";

/** A request that asks for a compaction (`compaction: {"type": "summarize"}`). */
export function isCompactionRequest(request: Readonly<Record<string, unknown>>): boolean {
  return isRecord(request.compaction);
}

/** Every `compaction` block in `messages`, in order. */
export function compactionBlocks(conversation: Conversation): Block[] {
  return conversation.messages.flatMap((message) => message.blocks.filter((block) => block.type === "compaction"));
}

/** A compaction block that carries a summary (not a failed compaction's null). */
export function hasSummary(block: Block): boolean {
  return typeof block.value.content === "string";
}
