import { isRecord } from "../conversation.js";
import { createRule } from "../create-rule.js";
import { tagged } from "../paths.js";
import { toolNames, toolNamesFullyKnown } from "../analyses/tool-definitions.js";

export default createRule("tool-choice-unknown-tool", {
  meta: {
    description: "`tool_choice` forces a tool that `tools` does not define.",
    category: "api",
    needs: { fields: ["tool_choice"] },
    recommended: true,
    spec: "#61",
    // Inferred (status I): no body from the real API was found; this is the form an API emulator uses.
    messages: { unknown: "{{path}}: Tool '{{name}}' not found in tools" },
    hints: {
      closeName: "`tools` has `{{close}}`: the name must match exactly.",
      notDefined: "`tools` defines {{names}}: the forced tool was renamed, filtered out, or never added.",
    },
    api: {
      row: "61",
      area: "tool_choice",
      status: "I",
      reason: "the name against `tools`; the API's text was seen only in an emulator",
      texts: ["tool_choice.tool.name: Tool '{{name}}' not found in tools"],
    },
  },
  visit: {
    request(context) {
      const choice = context.request.tool_choice;
      const { tools } = context.request;
      // Without tools, tool-choice-without-tools reports the request.
      if (!isRecord(choice) || choice.type !== "tool" || typeof choice.name !== "string") return;
      if (!Array.isArray(tools) || tools.length === 0 || !toolNamesFullyKnown(context.model)) return;
      const names = toolNames(context.model);
      if (names.has(choice.name)) return;
      const wanted = choice.name.toLowerCase().replace(/[^a-z0-9]/g, "");
      const close = [...names].find((name) => name.toLowerCase().replace(/[^a-z0-9]/g, "") === wanted);
      const name = context.at(context.root, "tool_choice", "name");
      context.report({
        messageId: "unknown",
        at: name,
        data: {
          path: context.at(tagged(context.at(context.root, "tool_choice"), "tool"), "name").path,
          name: choice.name,
          close: close ?? "",
          names: [...names].map((known) => `\`${known}\``).join(", "),
        },
        hint: close ? "closeName" : "notDefined",
      });
    },
  },
});
