import { SERVER_TOOL_USE_WITHOUT_RESULT } from "../analyses/api-texts.js";
import { shared } from "../conversation.js";
import { createRule } from "../create-rule.js";
import { pairingForRules } from "../analyses/tool-pairing.js";

export default createRule("server-tool-use-unresolved", {
  meta: {
    description: "A server tool use has no result block in its assistant turn, and the conversation goes on past it.",
    category: "api",
    needs: { blocks: ["server_tool_use", "mcp_tool_use"] },
    recommended: true,
    spec: "#14, §13.4",
    messages: { unresolved: SERVER_TOOL_USE_WITHOUT_RESULT },
    hints: {
      keepResult:
        "Keep the `{{resultType}}` block that came back for {{id}} right after the call, or, when the turn ended with `pause_turn`, send that assistant turn as the last message to resume it.",
    },
    api: { row: "14", area: "server tools", status: "C", reason: "pairs server tool uses with their results" },
  },
  visit: {
    request(context) {
      for (const finding of shared(context.model, pairingForRules).serverToolUses) {
        if (finding.status !== "unresolved") continue;
        const { serverToolUse, id, name, resultType } = finding;
        context.report({
          messageId: "unresolved",
          at: serverToolUse,
          data: { path: context.at(context.root, "messages", serverToolUse.messageIndex).path, name, id, resultType },
          hint: "keepResult",
        });
      }
    },
  },
});
