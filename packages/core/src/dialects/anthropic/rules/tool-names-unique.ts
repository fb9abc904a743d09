import { createRule } from "../create-rule.js";
import { toolAnalysis } from "../analyses/tool-definitions.js";

export default createRule("tool-names-unique", {
  meta: {
    description: "Two entries of `tools` have the same name (a custom tool named like a server tool included).",
    category: "api",
    needs: { fields: ["tools"] },
    recommended: true,
    fixable: true,
    spec: "#51",
    messages: { duplicate: "{{path}}: Tool names must be unique." },
    hints: {
      sameDefinition: "{{earlier}} is the same definition: the tool was added twice.",
      customTakesServerName:
        "{{earlier}} ({{earlierKind}}) has the name `{{name}}` too, and this is {{kind}}. A custom tool may not take a server tool's name: rename the custom one.",
      sameName:
        "{{earlier}} ({{earlierKind}}) has the name `{{name}}` too, and this is {{kind}}. Rename one, or drop the one you do not mean to send.",
    },
    api: { row: "51", area: "tools", status: "C", reason: "compares names", texts: ["tools: Tool names must be unique."] },
  },
  visit: {
    request(context) {
      const analysis = toolAnalysis(context.model);
      // Most sets have no collision: the node of `tools` is made only for one.
      if (!analysis || analysis.collisions().length === 0) return;
      const tools = context.at(context.root, "tools");
      for (const { at, earlierAt, identical } of analysis.collisions()) {
        const tool = analysis.entries[at]!;
        const earlier = analysis.entries[earlierAt]!;
        const kind = (custom: boolean) => (custom ? "a custom tool" : "a server tool");
        context.report({
          messageId: "duplicate",
          at: context.at(tool, "name"),
          data: {
            path: tools.path,
            earlier: context.at(tools, earlier.index).path,
            earlierKind: kind(earlier.custom),
            kind: kind(tool.custom),
            name: String(tool.value.name),
          },
          hint: identical ? "sameDefinition" : earlier.custom !== tool.custom ? "customTakesServerName" : "sameName",
          fix: identical ? { description: "Remove the second copy of the tool", edits: [{ op: "remove", path: tool.pointer }] } : undefined,
        });
      }
    },
  },
});
