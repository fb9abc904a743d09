import { createRule } from "../create-rule.js";

const SERVER_TOOL_USE_ID = /^srvtoolu_[a-zA-Z0-9_]+$/;

export default createRule("server-tool-use-id-pattern", {
  meta: {
    description: "A `server_tool_use` id does not have the `srvtoolu_` form the API gives server tool calls.",
    category: "api",
    needs: { blocks: ["server_tool_use"] },
    recommended: true,
    spec: "#16",
    messages: { pattern: "{{path}}: String should match pattern '^srvtoolu_[a-zA-Z0-9_]+$'" },
  },
  check(context) {
    for (const message of context.model.messages) {
      for (const block of message.blocks) {
        const { id } = block.value;
        if (block.type !== "server_tool_use" || typeof id !== "string" || SERVER_TOOL_USE_ID.test(id)) continue;
        context.report({
          messageId: "pattern",
          path: `${block.path}.server_tool_use.id`,
          pointer: `${block.pointer}/id`,
          hint: id.startsWith("toolu_")
            ? "A `toolu_` id belongs to a client `tool_use`: a client call was stored as a server tool use, or the id was rewritten."
            : "Server tool ids are the API's own (`srvtoolu_` and letters, digits or `_`, no `-`): keep them as the API returned them; a synthesized or re-mapped id is rejected.",
        });
      }
    }
  },
});
