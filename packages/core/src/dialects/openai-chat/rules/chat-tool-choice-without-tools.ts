import { createRule, OPENAI_TARGETS } from "../create-rule.js";

export default createRule("chat-tool-choice-without-tools", {
  meta: {
    description: "`tool_choice` is set, but the request sends no `tools`.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    fixable: true,
    needs: { fields: ["tool_choice"] },
    spec: "providers.md openai-chat §3",
    messages: { withoutTools: "Invalid value for 'tool_choice': 'tool_choice' is only allowed when 'tools' are specified." },
    hints: { withoutTools: "The tools were dropped (a step that needs none) but `tool_choice` was kept; remove it too." },
    api: { status: "I", area: "tools", reason: "Looks for `tools` beside `tool_choice`." },
  },
  visit: {
    request(context) {
      const { request } = context;
      const choice = request.tool_choice;
      // "none" asks for no tool call: nothing to enforce without tools (and not seen rejected).
      if (choice === undefined || choice === null || choice === "none") return;
      if (request.tools !== undefined && request.tools !== null) return;
      const at = context.at(context.root, "tool_choice");
      context.report({
        messageId: "withoutTools",
        at,
        hint: "withoutTools",
        fix: { description: "Remove `tool_choice`", edits: [{ op: "remove", path: at.pointer }] },
      });
    },
  },
});
