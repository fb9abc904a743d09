import { createRule } from "../create-rule.js";
import { isThinkingBlock } from "../analyses/thinking.js";
import type { Edit } from "../../../types.js";

export default createRule("thinking-block-last", {
  meta: {
    description: "The conversation ends with an assistant message whose last block is a thinking block.",
    category: "api",
    needs: { blocks: ["thinking", "redacted_thinking"] },
    recommended: true,
    hasSuggestions: true,
    spec: "§13.15, §14",
    messages: { last: "{{path}}: The final block in an assistant message cannot be `thinking`." },
    hints: {
      cutOff:
        "A response cut off while thinking (stop_reason `max_tokens`), or reasoning replayed without its answer, was sent back as the last message. A thinking block cannot act as a prefill: it must be followed by the text or tool calls it led to.",
    },
    api: { row: "§14", area: "thinking", reason: "block order (§13.15)" },
  },
  visit: {
    request(context) {
      const { model: conversation, request } = context;
      const raw = Array.isArray(request.messages) ? (request.messages as unknown[]) : [];
      const last = conversation.messages.at(-1);
      // Only the final message counts: a thinking block ending an earlier assistant message is accepted.
      if (!last || last.index !== raw.length - 1 || last.role !== "assistant" || !Array.isArray(last.value.content)) return;
      const finalBlock = last.blocks.at(-1);
      if (!finalBlock || finalBlock.blockIndex !== (last.value.content as unknown[]).length - 1 || !isThinkingBlock(finalBlock)) return;
      let keep = last.blocks.length;
      while (keep > 0 && isThinkingBlock(last.blocks[keep - 1]!)) keep--;
      const edits: Edit[] =
        keep === 0
          ? [{ op: "remove", path: last.pointer }]
          : last.blocks
              .slice(keep)
              .reverse()
              .map((block) => ({ op: "remove" as const, path: block.pointer }));
      context.report({
        messageId: "last",
        at: finalBlock,
        data: { path: last.path },
        hint: "cutOff",
        suggestions: [
          {
            description: keep === 0 ? `Remove ${last.path}, which holds only thinking` : `Remove the trailing thinking blocks of ${last.path}`,
            edits,
          },
        ],
      });
    },
  },
});
