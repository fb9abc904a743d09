import { removeBlockEdit, shared } from "../conversation.js";
import { createRule } from "../create-rule.js";
import { pairingForRules } from "../analyses/tool-pairing.js";

export default createRule("tool-result-unexpected-id", {
  meta: {
    description: "A `tool_result` names a `tool_use_id` that no `tool_use` in the assistant turn right before it has.",
    category: "api",
    needs: { blocks: ["tool_result"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#3",
    messages: {
      unexpected:
        "{{path}}: unexpected `tool_use_id` found in `tool_result` blocks: {{id}}. Each `tool_result` block must have a corresponding `tool_use` block in the previous message.",
    },
    hints: {
      split:
        "Its `tool_use` is at {{toolUse}}, not in the assistant turn right before: the pair was split (by a compaction, a truncation or a reordering).",
      noCall: "No `tool_use` in the request has the id {{id}}: a typo, or a result whose call was dropped from the history.",
      noTurnBefore: "No assistant turn comes before it: the history was cut between a `tool_use` and its result.",
    },
    api: { row: "3", area: "tool pairing", status: "C", reason: "pairs ids with the previous turn" },
  },
  visit: {
    request(context) {
      for (const { result: toolResult, id, status, related } of shared(context.model, pairingForRules).toolResults) {
        if (status !== "unexpected") continue;
        const previous = context.model.turns[(context.model.turnOfMessage[toolResult.messageIndex]?.index ?? 0) - 1];
        context.report({
          messageId: "unexpected",
          at: toolResult,
          data: { id, toolUse: related?.path ?? "" },
          hint: related ? "split" : previous ? "noCall" : "noTurnBefore",
          suggestions: [{ description: `Remove the orphan \`tool_result\` for ${id}`, edits: [removeBlockEdit(context.model, toolResult)] }],
        });
      }
    },
  },
});
