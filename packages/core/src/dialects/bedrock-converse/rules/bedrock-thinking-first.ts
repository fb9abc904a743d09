import { finalTurn, claudeBlockType, thinkingMode } from "../analyses/thinking.js";
import { createRule } from "../create-rule.js";
import { shared } from "../model.js";
import { MODEL_ERRORS } from "../paths.js";

export default createRule("bedrock-thinking-first", {
  meta: {
    description:
      "With thinking enabled on Claude, the assistant message that opens the unfinished final turn does not start with `reasoningContent`.",
    category: "api",
    recommended: true,
    needs: { fields: ["additionalModelRequestFields"] },
    spec: "providers.md bedrock-converse §3 (bedrock-thinking-first), §4",
    messages: {
      expectedThinking: `${MODEL_ERRORS}{{path}}: Expected \`thinking\` or \`redacted_thinking\`, but found \`{{found}}\`. When \`thinking\` is enabled, a final \`assistant\` message must start with a thinking block (preceeding the lastmost set of \`tool_use\` and \`tool_result\` blocks). We recommend you include thinking blocks from previous turns. To avoid this requirement, disable \`thinking\`. Please consult our documentation at https://docs.claude.com/en/docs/build-with-claude/extended-thinking`,
    },
    hints: {
      toolLoop:
        "{{messagePath}} opened the tool-use loop this request continues, and its reasoningContent blocks are missing (often dropped by a client that keeps only text and tool calls, or by a switch from another model). Send them back unchanged, with their signatures; older, finished turns may lack them.",
      prefill:
        "{{messagePath}} is a prefill, and with thinking enabled the final assistant message must start with reasoningContent: drop the prefill, or disable thinking for this request.",
    },
    api: {
      status: "C",
      area: "thinking",
      reason: "The first block of the assistant message that opens the final turn, with thinking enabled on Claude.",
    },
  },
  visit: {
    request(context) {
      const { model } = context;
      // Adaptive thinking does not require it: the model may skip thinking.
      if (model.facts?.family !== "claude" || thinkingMode(model) !== "enabled") return;
      const { assistant, uncertain } = shared(model, finalTurn);
      const turn = assistant[0];
      if (uncertain || !turn) return;
      const first = turn.message.blocks[0];
      if (!first || first.index !== 0 || first.type === undefined || first.type === "reasoningContent") return;
      // A message holding reasoning elsewhere is another problem (its first block must be reasoning), not this one.
      if (turn.message.blocks.some((b) => b.type === "reasoningContent")) return;
      const prefill = turn.message === model.messages.at(-1);
      context.report({
        messageId: "expectedThinking",
        at: first,
        // Claude names the block's `type`, which a Converse block does not have: the finding points at the block.
        data: { path: `${first.path}.type`, found: claudeBlockType(first.type), messagePath: turn.message.path },
        hint: prefill ? "prefill" : "toolLoop",
      });
    },
  },
});
