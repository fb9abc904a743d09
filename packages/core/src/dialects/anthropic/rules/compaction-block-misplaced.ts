import { compactionBlocks, hasSummary } from "../analyses/compaction.js";
import { createRule } from "../create-rule.js";
import { isApi20261021 } from "../analyses/tool-changes.js";

export default createRule("compaction-block-misplaced", {
  meta: {
    description: "A `compaction` block is not the first block of the conversation, or is in a `system` message (API version 2026-10-21).",
    category: "api",
    needs: { blocks: ["compaction"] },
    recommended: true,
    spec: "§15 (error_code compaction_block_misplaced)",
    messages: {
      misplaced: "{{path}}: The `compaction` block is not the first block of the conversation, or is in a `system` message.",
    },
    hints: {
      inSystem: "A compaction block goes back in the `assistant` message it came in, not in a `system` message.",
      blocksBefore:
        "The compaction block replaces the messages it summarizes: send it first, as the first block of `messages.0`, and drop what came before it (here, the blocks before it in the same message).",
      messagesBefore:
        "The compaction block replaces the messages it summarizes: send it first, as the first block of `messages.0`, and drop what came before it (here, {{count}} {{messages}}).",
    },
    api: {
      wording: "msglint",
      row: "§15",
      area: "compaction",
      reason: "the position of `compaction` blocks",
      errorCode: "compaction_block_misplaced",
    },
  },
  visit: {
    request(context) {
      if (!isApi20261021(context.settings.apiVersion)) return;
      const { model: conversation } = context;
      const first = conversation.messages.find((message) => message.role !== "system");
      // Messages by their index in the request (non-objects are skipped, so not by position): a search per block was quadratic.
      const byIndex = new Map(conversation.messages.map((message) => [message.index, message]));
      for (const block of compactionBlocks(conversation)) {
        const message = byIndex.get(block.messageIndex)!;
        const inSystem = message.role === "system";
        // A failed compaction (null content) is a no-op wherever it is; in a system message it is misplaced all the same.
        if (!inSystem && (!hasSummary(block) || (message === first && block.blockIndex === 0))) continue;
        const count = block.messageIndex;
        context.report({
          messageId: "misplaced",
          at: block,
          data: { count, messages: count === 1 ? "message" : "messages" },
          hint: inSystem ? "inSystem" : message === first ? "blocksBefore" : "messagesBefore",
        });
      }
    },
  },
});
