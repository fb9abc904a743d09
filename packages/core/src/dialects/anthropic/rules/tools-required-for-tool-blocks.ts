import { createRule } from "../create-rule.js";

export default createRule("tools-required-for-tool-blocks", {
  meta: {
    description: "The history holds `tool_use` or `tool_result` blocks but the request defines no `tools`.",
    category: "api",
    needs: { blocks: ["tool_use", "tool_result"] },
    recommended: true,
    // The first-party API accepts this since 2025 (api-rules.md §13.5); Bedrock still enforces it.
    targets: ["bedrock"],
    spec: "§13.5",
    messages: { required: "Requests which include tool_use or tool_result blocks must define tools." },
    hints: { sendTools: "Send the `tools` the history used, even when no new call is expected." },
    api: { row: "§14", area: "tools", reason: "request fields; relaxed on the first-party API (§13.5)" },
  },
  visit: {
    request(context) {
      const { request, model: conversation } = context;
      if (Array.isArray(request.tools) && request.tools.length > 0) return;
      for (const message of conversation.messages) {
        const block = message.blocks.find((b) => b.type === "tool_use" || b.type === "tool_result");
        if (!block) continue;
        context.report({ messageId: "required", at: block, data: { path: context.root.path }, hint: "sendTools" });
        return;
      }
    },
  },
});
