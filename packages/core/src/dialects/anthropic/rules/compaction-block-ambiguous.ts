import { compactionBlocks, hasSummary } from "../analyses/compaction.js";
import { createRule } from "../create-rule.js";
import { isApi20261021 } from "../analyses/tool-changes.js";

export default createRule("compaction-block-ambiguous", {
  meta: {
    description: "`messages` holds more than one `compaction` block with content (API version 2026-10-21).",
    category: "api",
    needs: { blocks: ["compaction"] },
    recommended: true,
    spec: "§15 (error_code compaction_block_ambiguous)",
    messages: {
      ambiguous: "{{path}}: `messages` holds more than one `compaction` block with content. Send only the block the conversation returned last.",
    },
    hints: {
      laterSummary: "A later compaction block (`{{last}}`) already summarizes this one's range: keep only the last, first in `messages`.",
    },
    api: {
      wording: "msglint",
      row: "§15",
      area: "compaction",
      reason: "a count of `compaction` blocks with content",
      errorCode: "compaction_block_ambiguous",
    },
  },
  visit: {
    request(context) {
      if (!isApi20261021(context.settings.apiVersion)) return;
      const summaries = compactionBlocks(context.model).filter(hasSummary);
      const last = summaries.at(-1);
      // Every summary but the last one is a block to drop.
      for (const block of summaries.slice(0, -1)) {
        context.report({ messageId: "ambiguous", at: block, data: { last: last!.path }, hint: "laterSummary" });
      }
    },
  },
});
