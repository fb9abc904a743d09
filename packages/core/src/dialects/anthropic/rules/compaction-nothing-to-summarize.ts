import { hasSummary, isCompactionRequest } from "../analyses/compaction.js";
import { createRule } from "../create-rule.js";
import { isApi20261021 } from "../analyses/tool-changes.js";

export default createRule("compaction-nothing-to-summarize", {
  meta: {
    description: "A compaction request whose `messages` hold no `user` or `assistant` content to summarize or adopt (API version 2026-10-21).",
    category: "api",
    needs: { fields: ["compaction"] },
    recommended: true,
    spec: "§15 (error_code compaction_nothing_to_summarize)",
    messages: {
      nothing: "{{path}}: `messages` holds no `user` or `assistant` content to summarize or adopt.",
    },
    hints: {
      nothingLeft:
        "Only system messages, empty messages or failed compactions (null `content`) are left: compact once the conversation has turns, or send the request without `compaction`.",
    },
    api: {
      wording: "msglint",
      row: "§15",
      area: "compaction",
      reason: "the content left to summarise",
      errorCode: "compaction_nothing_to_summarize",
    },
  },
  visit: {
    request(context) {
      if (!isApi20261021(context.settings.apiVersion) || !isCompactionRequest(context.request)) return;
      const { model: conversation } = context;
      // An empty array is messages-empty's: the API rejects it before it looks at compaction.
      if (conversation.messages.length === 0) return;
      const content = conversation.messages.some(
        (message) =>
          (message.role === "user" || message.role === "assistant") &&
          message.blocks.some((block) => (block.type === "compaction" ? hasSummary(block) : !(block.blockIndex < 0 && block.value.text === ""))),
      );
      if (content) return;
      context.report({ messageId: "nothing", at: context.at(context.root, "messages"), hint: "nothingLeft" });
    },
  },
});
