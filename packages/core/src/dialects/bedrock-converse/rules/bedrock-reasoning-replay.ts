import { createRule, type Context } from "../create-rule.js";
import { isRecord, type Block } from "../model.js";

export default createRule("bedrock-reasoning-replay", {
  meta: {
    description:
      "A `reasoningContent` block without a signature in the history, on a model that takes no reasoning back (DeepSeek R1, Claude 3 Haiku).",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    needs: { blocks: ["reasoningContent"] },
    spec: "providers.md bedrock-converse §3",
    messages: { replay: "User messages cannot contain reasoning content. Please remove the reasoning content and try again." },
    hints: {
      replay:
        "{{model}} takes no reasoning back, from any message: the text says user messages, but the block at {{blockPath}} is in a message whose role is {{role}}. Drop the reasoningContent blocks from the history and keep the rest.",
    },
    api: {
      status: "C",
      area: "thinking",
      reason: "Each unsigned reasoningText block, in any message, on the models recorded refusing it (DeepSeek R1, Claude 3 Haiku).",
    },
  },
  visit: {
    "block:reasoningContent"(block: Block, context: Context) {
      const { model } = context;
      if (!model.facts?.rejectsReasoningReplay || block.parent !== undefined) return;
      // Only the recorded shape: reasoning text without a signature (what DeepSeek R1 returns, and what an SDK rebuilds).
      const text = isRecord(block.body) && isRecord(block.body.reasoningText) ? block.body.reasoningText : undefined;
      if (!text || text.signature !== undefined) return;
      const { message } = block;
      context.report({
        messageId: "replay",
        at: block,
        data: { path: "", blockPath: block.path, role: message.role ?? "missing", model: model.modelId! },
        hint: "replay",
        suggestions:
          message.blocks.length > 1
            ? [{ description: `Remove the reasoning block ${block.path}`, edits: [{ op: "remove", path: block.pointer }] }]
            : undefined,
      });
    },
  },
});
