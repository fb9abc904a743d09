import { SERVER_TOOL_USE_WITHOUT_RESULT } from "../analyses/api-texts.js";
import { shared } from "../conversation.js";
import { createRule } from "../create-rule.js";
import { blockData } from "../analyses/report-tool-uses.js";
import { pairingForRules } from "../analyses/tool-pairing.js";

export default createRule("user-after-unresolved-server-tool-only-tool-results", {
  meta: {
    description: "While a server tool is still running, the user turn after it holds blocks other than `tool_result`.",
    category: "api",
    needs: { blocks: ["server_tool_use", "mcp_tool_use"] },
    recommended: true,
    spec: "#17, §13.4",
    messages: { mixed: SERVER_TOOL_USE_WITHOUT_RESULT },
    hints: {
      inFlight:
        "The server tool {{id}} is still in flight, so the next user turn may hold only `tool_result` blocks, but the `{{blockType}}` block at {{blockPath}} is there too. Send the other content in a later turn.",
    },
    api: { row: "17", area: "server tools", status: "I", reason: "the blocks of the user turn after an unresolved server tool (§13.4)" },
  },
  visit: {
    request(context) {
      for (const finding of shared(context.model, pairingForRules).serverToolUses) {
        if (finding.status !== "mixed-user-turn") continue;
        const { serverToolUse, id, name, resultType, breaker } = finding;
        context.report({
          messageId: "mixed",
          at: breaker!,
          data: { path: context.at(context.root, "messages", serverToolUse.messageIndex).path, name, id, resultType, ...blockData(breaker!) },
          hint: "inFlight",
        });
      }
    },
  },
});
