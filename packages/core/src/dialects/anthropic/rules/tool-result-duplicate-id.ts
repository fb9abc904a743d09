import { removeBlockEdit, shared } from "../conversation.js";
import { createRule } from "../create-rule.js";
import { pairingForRules } from "../analyses/tool-pairing.js";

export default createRule("tool-result-duplicate-id", {
  meta: {
    description: "Two `tool_result` blocks in one user turn answer the same `tool_use`.",
    category: "api",
    needs: { blocks: ["tool_result"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#4",
    messages: {
      duplicate: "{{path}}: each tool_use must have a single result. Found multiple `tool_result` blocks with id: {{id}}",
    },
    hints: { firstResult: "The first result for {{id}} is at {{first}}." },
    api: { row: "4", area: "tool pairing", status: "C", reason: "compares ids" },
  },
  visit: {
    request(context) {
      for (const { result: toolResult, id, status, related } of shared(context.model, pairingForRules).toolResults) {
        if (status !== "duplicate") continue;
        context.report({
          messageId: "duplicate",
          at: toolResult,
          data: { id, first: related!.path },
          hint: "firstResult",
          suggestions: [{ description: `Remove the second \`tool_result\` for ${id}`, edits: [removeBlockEdit(context.model, toolResult)] }],
        });
      }
    },
  },
});
