import { createRule, type Context } from "../create-rule.js";
import type { Block } from "../conversation.js";
import { tagged } from "../paths.js";

const SERVER_TOOL_USE_ID = /^srvtoolu_[a-zA-Z0-9_]+$/;

export default createRule("server-tool-use-id-pattern", {
  meta: {
    description: "A `server_tool_use` id does not have the `srvtoolu_` form the API gives server tool calls.",
    category: "api",
    needs: { blocks: ["server_tool_use"] },
    recommended: true,
    spec: "#16",
    messages: { pattern: "{{path}}: String should match pattern '^srvtoolu_[a-zA-Z0-9_]+$'" },
    hints: {
      clientId: "A `toolu_` id belongs to a client `tool_use`: a client call was stored as a server tool use, or the id was rewritten.",
      notServerId:
        "Server tool ids are the API's own (`srvtoolu_` and letters, digits or `_`, no `-`): keep them as the API returned them; a synthesized or re-mapped id is rejected.",
    },
    api: { row: "16", area: "server tools", status: "C", reason: "a pattern", paths: ["messages.N.content.M.server_tool_use.id"] },
  },
  visit: {
    "block:server_tool_use"(block: Block, context: Context) {
      const { id } = block.value;
      if (typeof id !== "string" || SERVER_TOOL_USE_ID.test(id)) return;
      context.report({
        messageId: "pattern",
        at: context.at(tagged(block, "server_tool_use"), "id"),
        hint: id.startsWith("toolu_") ? "clientId" : "notServerId",
      });
    },
  },
});
