import { createRule, type Context } from "../create-rule.js";
import { shared, type Conversation, type Message } from "../conversation.js";
import { tagged } from "../paths.js";

/** The names `tools` defines, once per request; undefined when the request has no `tools` array. */
const definedNames = ({ tools }: Conversation) => (tools ? new Set(tools.map((tool) => tool.name)) : undefined);

export default createRule("tool-use-unknown-tool", {
  meta: {
    description: "A `tool_use` calls a tool that `tools` does not define.",
    category: "risk",
    needs: { blocks: ["tool_use"] },
    recommended: true,
    spec: "§14",
    messages: { unknown: "{{path}}: tool `{{name}}` is not defined in `tools`" },
    hints: {
      toldOnlyOf: "The API accepts it, but the model is told only of: {{names}}. A renamed or removed tool leaves calls it cannot repeat.",
      noTools: "The API accepts it, but `tools` is empty: the model cannot call this tool again.",
    },
    api: { wording: "msglint", row: "§14", area: "tools", reason: "names against `tools`; the API accepts it" },
  },
  visit: {
    message(message: Message, context: Context) {
      if (message.role !== "assistant") return;
      for (const block of message.blocks) {
        const { name } = block.value;
        if (block.type !== "tool_use" || typeof name !== "string") continue;
        const names = shared(context.model, definedNames);
        if (!names || names.has(name)) continue;
        context.report({
          messageId: "unknown",
          at: context.at(tagged(block, "tool_use"), "name"),
          data: { name, names: [...names].join(", ") },
          hint: names.size ? "toldOnlyOf" : "noTools",
        });
      }
    },
  },
});
