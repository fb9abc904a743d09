import { shared } from "../conversation.js";
import { createRule } from "../create-rule.js";
import { pairingForRules } from "../analyses/tool-pairing.js";
import { firstByKey } from "../../../model/values.js";

export default createRule("server-tool-result-unexpected-id", {
  meta: {
    description: "A server tool result block has no server tool use before it in its assistant turn.",
    category: "api",
    needs: { blocks: ["*_tool_result"] },
    recommended: true,
    spec: "#15",
    messages: {
      unexpected:
        "{{path}}: unexpected `tool_use_id` found in `{{resultType}}` blocks: {{id}}. Each `{{resultType}}` block must have a corresponding `{{useType}}` block before it.",
    },
    hints: {
      useAfter: "Its `{{useType}}` is at {{use}}, after the result: the call and its result must stay together, call first, in one assistant turn.",
      useInOtherTurn:
        "Its `{{useType}}` is at {{use}}, in another turn: the call and its result must stay together, call first, in one assistant turn.",
      noUse: "No `{{useType}}` in the request has the id {{id}}: the call was dropped and its result kept.",
    },
    api: {
      row: "15",
      area: "server tools",
      status: "C",
      reason: "pairs ids",
      texts: [
        "{{path}}: unexpected `tool_use_id` found in `{{resultType}}` blocks: {{id}}. Each `{{resultType}}` block must have a corresponding `server_tool_use` block before it.",
      ],
    },
  },
  visit: {
    request(context) {
      const pairing = shared(context.model, pairingForRules);
      // The first server tool use of each id, built once: a search of every use per result was quadratic.
      let firstUse: Map<string, (typeof pairing.serverToolUses)[number]> | undefined;
      for (const { result, id, unexpected } of pairing.serverToolResults) {
        if (!unexpected) continue;
        const resultType = result.type!;
        const useType = resultType === "mcp_tool_result" ? "mcp_tool_use" : "server_tool_use";
        firstUse ??= firstByKey(pairing.serverToolUses, (use) => use.id);
        const elsewhere = firstUse.get(id)?.serverToolUse;
        const { turnOfMessage } = context.model;
        if (!elsewhere) {
          context.report({ messageId: "unexpected", at: result, data: { id, resultType, useType }, hint: "noUse" });
          continue;
        }
        const sameTurn = turnOfMessage[elsewhere.messageIndex] === turnOfMessage[result.messageIndex];
        context.report({
          messageId: "unexpected",
          at: result,
          data: { id, resultType, useType, use: elsewhere.path },
          hint: sameTurn ? "useAfter" : "useInOtherTurn",
        });
      }
    },
  },
});
