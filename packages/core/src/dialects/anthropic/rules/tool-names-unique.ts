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
  },
  check(context) {
    const analysis = toolAnalysis(context.model);
    if (!analysis) return;
    for (const { at, earlierAt, identical } of analysis.collisions()) {
      const tool = analysis.entries[at]!;
      const earlier = analysis.entries[earlierAt]!;
      const kind = (custom: boolean) => (custom ? "a custom tool" : "a server tool");
      context.report({
        messageId: "duplicate",
        path: "tools",
        pointer: `${tool.pointer}/name`,
        hint: identical
          ? `tools.${earlier.index} is the same definition: the tool was added twice.`
          : `tools.${earlier.index} (${kind(earlier.custom)}) has the name \`${String(tool.value.name)}\` too, and this is ${kind(tool.custom)}. ${
              earlier.custom !== tool.custom
                ? "A custom tool may not take a server tool's name: rename the custom one."
                : "Rename one, or drop the one you do not mean to send."
            }`,
        ...(identical ? { fix: { description: "Remove the second copy of the tool", edits: [{ op: "remove" as const, path: tool.pointer }] } } : {}),
      });
    }
  },
});
