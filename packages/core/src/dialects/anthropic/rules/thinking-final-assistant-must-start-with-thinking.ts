import { createRule } from "../create-rule.js";
import { listedBlock } from "../paths.js";
import { shared } from "../conversation.js";
import { blockTypeName, finalTurn, isThinkingBlock, leadingBlock, resolveThinking } from "../analyses/thinking.js";

export default createRule("thinking-final-assistant-must-start-with-thinking", {
  meta: {
    description:
      "With thinking enabled, the assistant turn that opens the unfinished final turn (a tool-use loop in progress, or a prefill) does not start with a thinking block.",
    category: "api",
    needs: { fields: ["thinking"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#31, §13.14",
    messages: {
      expectedThinking:
        "{{path}}: Expected `thinking` or `redacted_thinking`, but found `{{found}}`. When `thinking` is enabled, a final `assistant` message must start with a thinking block (preceeding the lastmost set of `tool_use` and `tool_result` blocks). We recommend you include thinking blocks from previous turns. To avoid this requirement, disable `thinking`. Please consult our documentation at https://docs.claude.com/en/docs/build-with-claude/extended-thinking",
    },
    hints: {
      prefill:
        "{{message}} is a prefill, and with thinking enabled the final assistant message must start with thinking: a text prefill cannot be combined with extended thinking. Drop the prefill, or disable thinking for this request.",
      thinkingDropped:
        "{{message}} opened the tool-use loop this request continues, and its thinking blocks are missing (often dropped by a client that keeps only text and tool calls). Send them back unchanged, with their signatures; thinking blocks of earlier, finished turns may be left out.",
    },
    api: { row: "31", area: "thinking", status: "C", reason: "the final assistant turn of an unfinished tool loop (§13.14)" },
  },
  visit: {
    request(context) {
      const { model: conversation, request, settings } = context;
      // Adaptive thinking does not require it: the model may skip thinking, or think after a tool call (§13.14).
      if (resolveThinking(request, settings).mode !== "enabled") return;
      const { assistantTurns, uncertain } = shared(conversation, finalTurn);
      const turn = assistantTurns[0];
      if (uncertain || !turn) return;
      const first = leadingBlock(turn);
      // A turn holding thinking blocks elsewhere is thinking-block-not-first's.
      if (!first || first.type === undefined || turn.blocks.some(isThinkingBlock)) return;
      const prefill = turn.index === conversation.turns.length - 1;
      const facts = context.model.facts;
      const message = context.at(context.root, "messages", first.messageIndex);
      context.report({
        messageId: "expectedThinking",
        at: first.blockIndex < 0 ? first : context.at(first, "type"),
        data: { path: context.at(listedBlock(first), "type").path, found: blockTypeName(first), message: message.path },
        hint: prefill ? "prefill" : "thinkingDropped",
        suggestions:
          facts && !facts.thinkingTypes.has("disabled")
            ? undefined
            : [
                {
                  description: "Disable thinking for this request",
                  edits: [{ op: "replace", path: context.at(context.root, "thinking").pointer, value: { type: "disabled" } }],
                },
              ],
      });
    },
  },
});
