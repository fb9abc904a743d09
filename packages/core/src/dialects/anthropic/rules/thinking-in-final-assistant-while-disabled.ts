import { createRule } from "../create-rule.js";
import { removeBlockEdit, shared } from "../conversation.js";
import { finalTurn, isThinkingBlock, resolveThinking } from "../analyses/thinking.js";

export default createRule("thinking-in-final-assistant-while-disabled", {
  meta: {
    description: "Thinking is disabled, and the unfinished final turn (a tool-use loop in progress, or a prefill) holds a thinking block.",
    category: "api",
    needs: { blocks: ["thinking", "redacted_thinking"] },
    recommended: true,
    hasSuggestions: true,
    spec: "§13.15, §14",
    messages: {
      disabled:
        "{{path}}: When thinking is disabled, an `assistant` message in the final position cannot contain `thinking`. To use thinking blocks, enable `thinking` in your request.",
    },
    hints: {
      disabledMidLoop:
        "`thinking` is `disabled`, but this turn was produced with thinking on: the thinking configuration changed in the middle of a tool-use loop (or a thinking prefill was sent). Keep thinking on until the loop ends with the user's own message, or remove the thinking blocks of this turn.",
      offByDefault:
        "The request sets no `thinking`, so it is off for this model, but this turn was produced with thinking on: the thinking configuration changed in the middle of a tool-use loop (or a thinking prefill was sent). Keep thinking on until the loop ends with the user's own message, or remove the thinking blocks of this turn.",
    },
    api: {
      row: "§14",
      area: "thinking",
      reason: "the final assistant turn and the thinking setting (§13.15)",
      texts: ["{{path}}: When thinking is disabled, an `assistant` message in the final position cannot contain `thinking`."],
    },
  },
  visit: {
    request(context) {
      const { model: conversation, request, settings } = context;
      const { mode, explicit } = resolveThinking(request, settings);
      if (mode !== "disabled") return;
      const { assistantTurns, uncertain } = shared(conversation, finalTurn);
      if (uncertain) return;
      for (const turn of assistantTurns) {
        for (const block of turn.blocks) {
          if (!isThinkingBlock(block)) continue;
          context.report({
            messageId: "disabled",
            at: block,
            hint: explicit ? "disabledMidLoop" : "offByDefault",
            suggestions: [{ description: `Remove the ${block.type} block ${block.path}`, edits: [removeBlockEdit(conversation, block)] }],
          });
        }
      }
    },
  },
});
