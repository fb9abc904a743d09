import { createRule } from "../create-rule.js";
import { listedBlock } from "../paths.js";
import { shared } from "../conversation.js";
import { blockTypeName, finalTurn, isThinkingBlock, leadingBlock, resolveThinking } from "../analyses/thinking.js";
import { isBlockOfType, partitionEdits } from "../../../fix/apply-edits.js";

export default createRule("thinking-block-not-first", {
  meta: {
    description: "With thinking enabled, an assistant turn of the unfinished final turn holds thinking blocks but does not start with one.",
    category: "api",
    needs: { blocks: ["thinking", "redacted_thinking"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#32",
    messages: {
      notFirst:
        "{{path}}: If an assistant message contains any thinking blocks, the first block must be `thinking` or `redacted_thinking`. Found `{{found}}`.",
    },
    hints: {
      reordered:
        "The API returns thinking before the text and tool calls it leads to. A client that rebuilt this message put another block first: restore the order of the original response.",
    },
    api: { row: "32", area: "thinking", status: "L", reason: "block order" },
  },
  visit: {
    request(context) {
      const { model: conversation, request, settings } = context;
      // With adaptive thinking (or `between_tools`) the model itself may think after other blocks.
      if (resolveThinking(request, settings).mode !== "enabled") return;
      const { assistantTurns, uncertain } = shared(conversation, finalTurn);
      if (uncertain) return;
      for (const turn of assistantTurns) {
        const first = leadingBlock(turn);
        if (!first || first.type === undefined || isThinkingBlock(first) || !turn.blocks.some(isThinkingBlock)) continue;
        const message = turn.messages.find((m) => m.index === first.messageIndex)!;
        const content = message.value.content;
        const movable = Array.isArray(content) && message.blocks.some(isThinkingBlock) && !message.blocks.some((b) => b.type === "compaction");
        context.report({
          messageId: "notFirst",
          at: first,
          data: { path: listedBlock(first).path, found: blockTypeName(first) },
          hint: "reordered",
          suggestions: movable
            ? [
                {
                  description: `Move the thinking blocks of ${message.path} to the front`,
                  edits: partitionEdits(
                    context.at(message, "content").pointer,
                    content,
                    (b) => isBlockOfType(b, "thinking") || isBlockOfType(b, "redacted_thinking"),
                  ),
                },
              ]
            : undefined,
        });
      }
    },
  },
});
