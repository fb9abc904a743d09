import { removeBlockEdit, shared } from "../conversation.js";
import { createRule } from "../create-rule.js";
import { analyzeToolPairing } from "../analyses/tool-pairing.js";

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
  },
  check(context) {
    for (const { result: toolResult, id, status, related } of shared(context.model, analyzeToolPairing).toolResults) {
      if (status !== "duplicate") continue;
      context.report({
        messageId: "duplicate",
        path: toolResult.path,
        pointer: toolResult.pointer,
        data: { id },
        hint: `The first result for ${id} is at ${related!.path}.`,
        suggestions: [{ description: `Remove the second \`tool_result\` for ${id}`, edits: [removeBlockEdit(context.model, toolResult)] }],
      });
    }
  },
});
