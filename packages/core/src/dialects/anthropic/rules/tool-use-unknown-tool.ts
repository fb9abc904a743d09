import { createRule } from "../create-rule.js";

export default createRule("tool-use-unknown-tool", {
  meta: {
    description: "A `tool_use` calls a tool that `tools` does not define.",
    category: "risk",
    needs: { blocks: ["tool_use"] },
    recommended: true,
    spec: "§14",
    messages: { unknown: "{{path}}: tool `{{name}}` is not defined in `tools`" },
  },
  check(context) {
    const { tools } = context.model;
    if (!tools) return;
    const names = new Set(tools.map((tool) => tool.name));
    for (const message of context.model.messages) {
      if (message.role !== "assistant") continue;
      for (const block of message.blocks) {
        const { name } = block.value;
        if (block.type !== "tool_use" || typeof name !== "string" || names.has(name)) continue;
        context.report({
          messageId: "unknown",
          path: `${block.path}.tool_use.name`,
          pointer: `${block.pointer}/name`,
          data: { name },
          hint: names.size
            ? `The API accepts it, but the model is told only of: ${[...names].join(", ")}. A renamed or removed tool leaves calls it cannot repeat.`
            : "The API accepts it, but `tools` is empty: the model cannot call this tool again.",
        });
      }
    }
  },
});
