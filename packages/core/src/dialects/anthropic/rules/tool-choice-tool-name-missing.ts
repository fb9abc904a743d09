import { isRecord } from "../conversation.js";
import { createRule } from "../create-rule.js";
import { tagged } from "../paths.js";
import type { Fix } from "../../../types.js";
import { toolEntries } from "../analyses/tool-definitions.js";

export default createRule("tool-choice-tool-name-missing", {
  meta: {
    description: '`tool_choice` has `"type": "tool"` but no `name`.',
    category: "api",
    needs: { fields: ["tool_choice"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#60",
    messages: { required: "{{path}}: Field required" },
    hints: {
      nameRequired:
        '`"type": "tool"` forces one tool and must name it. Clients that mean "call some tool" (OpenAI\'s `required`) send `"type": "any"`.',
    },
    api: {
      row: "60",
      area: "tool_choice",
      status: "L",
      reason: "a required field",
      texts: ["tool_choice.tool.name: Field required"],
      paths: ["tool_choice.tool.name"],
    },
  },
  visit: {
    request(context) {
      const choice = context.request.tool_choice;
      if (!isRecord(choice) || choice.type !== "tool" || choice.name !== undefined) return;
      const { type: _type, ...rest } = choice;
      const choiceNode = context.at(context.root, "tool_choice");
      const suggestions: Fix[] = [
        { description: 'Force some tool: `"type": "any"`', edits: [{ op: "replace", path: choiceNode.pointer, value: { ...rest, type: "any" } }] },
      ];
      const named = (toolEntries(context.model) ?? []).filter((tool) => typeof tool.value.name === "string");
      if (named.length === 1) {
        const name = named[0]!.value.name as string;
        suggestions.push({
          description: `Force the only tool, \`${name}\``,
          edits: [{ op: "add", path: context.at(choiceNode, "name").pointer, value: name }],
        });
      }
      context.report({
        messageId: "required",
        at: choiceNode,
        data: { path: context.at(tagged(choiceNode, "tool"), "name").path },
        hint: "nameRequired",
        suggestions,
      });
    },
  },
});
