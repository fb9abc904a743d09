import { isRecord } from "../conversation.js";
import { createRule } from "../create-rule.js";

export default createRule("tool-choice-forced-unsupported-model", {
  meta: {
    description: "`tool_choice` forces tool use (`any` or `tool`) on a model that does not support forced tool use.",
    category: "api",
    needs: { fields: ["tool_choice"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#62",
    messages: { unsupported: '{{path}}: type "tool" and "any" are not supported for this model.' },
    hints: {
      autoOnly:
        '{{model}} takes only `auto` and `none`. Use `{"type": "auto"}` and name the tool in the prompt (and check that a `tool_use` came back), `strict: true` on the tool for schema-valid arguments, or `output_config.format` when the forced call only existed to get JSON back.',
    },
    api: {
      row: "62",
      area: "tool_choice",
      status: "I",
      reason: "the model table; the API's text was seen only in a fixture",
      texts: ['tool_choice: type "tool" and "any" are not supported for this model.'],
    },
  },
  visit: {
    request(context) {
      const choice = context.request.tool_choice;
      if (!isRecord(choice) || (choice.type !== "any" && choice.type !== "tool")) return;
      const facts = context.model.facts;
      if (!facts?.rejectsForcedToolChoice) return;
      const { name: _name, type: _type, ...rest } = choice;
      const choiceNode = context.at(context.root, "tool_choice");
      context.report({
        messageId: "unsupported",
        at: context.at(choiceNode, "type"),
        data: { path: choiceNode.path, model: facts.id.raw },
        hint: "autoOnly",
        suggestions: [
          {
            description: 'Let the model choose: `"type": "auto"`',
            edits: [{ op: "replace", path: choiceNode.pointer, value: { ...rest, type: "auto" } }],
          },
        ],
      });
    },
  },
});
