import { isRecord } from "../conversation.js";
import { createRule } from "../create-rule.js";
import { tagged } from "../paths.js";
import type { Fix } from "../../../types.js";

const TYPES = ["auto", "any", "tool", "none"];

export default createRule("tool-choice-without-tools", {
  meta: {
    description: "`tool_choice` is given while `tools` is absent or empty.",
    category: "api",
    needs: { fields: ["tool_choice"] },
    recommended: true,
    fixable: true,
    hasSuggestions: true,
    spec: "#59",
    messages: { withoutTools: "{{path}} may only be specified while providing tools" },
    hints: {
      toolsAbsent:
        "`tools` is absent: the API rejects any `tool_choice` then, even `none`. Clients that filter tools away (all disabled, all dropped by a converter) must drop `tool_choice` with them.",
      toolsEmpty:
        "`tools` is empty: the API rejects any `tool_choice` then, even `none`. Clients that filter tools away (all disabled, all dropped by a converter) must drop `tool_choice` with them.",
      toolsNotList:
        "`tools` is not a list: the API rejects any `tool_choice` then, even `none`. Clients that filter tools away (all disabled, all dropped by a converter) must drop `tool_choice` with them.",
    },
    api: { row: "59", area: "tool_choice", status: "L", reason: "request fields", paths: ["tool_choice.<type>", "tool_choice"] },
  },
  visit: {
    request(context) {
      const choice = context.request.tool_choice;
      const { tools } = context.request;
      if (!isRecord(choice) || typeof choice.type !== "string" || !TYPES.includes(choice.type)) return;
      if (Array.isArray(tools) && tools.length > 0) return;
      const choiceNode = context.at(context.root, "tool_choice");
      const remove: Fix = { description: "Remove `tool_choice`", edits: [{ op: "remove", path: choiceNode.pointer }] };
      // With no tools, `auto` and `none` change nothing: dropping them keeps the request's meaning. A forced choice had a tool in mind.
      const harmless = choice.type === "auto" || choice.type === "none";
      context.report({
        messageId: "withoutTools",
        at: tagged(choiceNode, choice.type),
        hint: tools === undefined ? "toolsAbsent" : Array.isArray(tools) ? "toolsEmpty" : "toolsNotList",
        fix: harmless ? remove : undefined,
        suggestions: harmless ? undefined : [remove],
      });
    },
  },
});
