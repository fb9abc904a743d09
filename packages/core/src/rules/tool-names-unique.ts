import { createRule } from "../engine/create-rule.js";
import { toolEntries } from "../engine/tool-definitions.js";

/** JSON text with keys sorted, to tell an exact duplicate from two tools that only share a name. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record).sort().map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export default createRule("tool-names-unique", {
  meta: {
    description: "Two entries of `tools` have the same name (a custom tool named like a server tool included).",
    category: "api",
    recommended: true,
    fixable: true,
    spec: "#51",
    messages: { duplicate: "{{path}}: Tool names must be unique." },
  },
  check(context) {
    const first = new Map<string, { index: number; custom: boolean; text: string }>();
    for (const tool of toolEntries(context.conversation) ?? []) {
      const { name } = tool.value;
      if (typeof name !== "string") continue;
      let text: string;
      try {
        text = canonical(tool.value);
      } catch {
        text = `#${tool.index}`; // nested too deep to compare (hostile input): treat as different
      }
      const earlier = first.get(name);
      if (!earlier) {
        first.set(name, { index: tool.index, custom: tool.custom, text });
        continue;
      }
      const kind = (custom: boolean) => (custom ? "a custom tool" : "a server tool");
      const identical = earlier.text === text;
      context.report({
        messageId: "duplicate",
        path: "tools",
        pointer: `${tool.pointer}/name`,
        hint: identical
          ? `tools.${earlier.index} is the same definition: the tool was added twice.`
          : `tools.${earlier.index} (${kind(earlier.custom)}) has the name \`${name}\` too, and this is ${kind(tool.custom)}. ${
              earlier.custom !== tool.custom ? "A custom tool may not take a server tool's name: rename the custom one." : "Rename one, or drop the one you do not mean to send."
            }`,
        ...(identical ? { fix: { description: "Remove the second copy of the tool", edits: [{ op: "remove" as const, path: tool.pointer }] } } : {}),
      });
    }
  },
});
