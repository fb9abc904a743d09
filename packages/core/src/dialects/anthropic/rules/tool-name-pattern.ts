import { createRule } from "../create-rule.js";
import { toolEntries, toolNameMaxLength } from "../analyses/tool-definitions.js";

const NAME_CHARS = /^[a-zA-Z0-9_-]*$/;

export default createRule("tool-name-pattern", {
  meta: {
    description: "A custom tool's name is empty or has characters other than letters, digits, `_` and `-`.",
    category: "api",
    needs: { fields: ["tools"] },
    recommended: true,
    spec: "#49, §10",
    messages: { pattern: "{{path}}: String should match pattern '^[a-zA-Z0-9_-]{1,{{max}}}$'" },
    hints: {
      empty: "The name is empty.",
      characters:
        "The name has {{bad}}: MCP-style names (`server.tool`, `server/tool`) and names with spaces must be mapped to letters, digits, `_` and `-`, in `tools`, `tool_choice` and every `tool_use` of the history alike.",
    },
    api: {
      row: "49",
      area: "tools",
      status: "C",
      reason: "a pattern",
      texts: ["{{path}}: String should match pattern '^[a-zA-Z0-9_-]{1,128}$'", "{{path}}: String should match pattern '^[a-zA-Z0-9_-]{1,64}$'"],
      paths: ["tools.i.custom.name"],
    },
  },
  visit: {
    request(context) {
      const max = toolNameMaxLength(context.settings.target);
      for (const tool of toolEntries(context.model) ?? []) {
        const { name } = tool.value;
        // A name that is too long is reported by tool-name-too-long: the API checks the length first.
        if (!tool.custom || typeof name !== "string" || name.length > max || (name !== "" && NAME_CHARS.test(name))) continue;
        const bad = [...new Set(name.replace(/[a-zA-Z0-9_-]/g, ""))].map((c) => JSON.stringify(c)).join(", ");
        context.report({ messageId: "pattern", at: context.at(tool, "name"), data: { max, bad }, hint: name === "" ? "empty" : "characters" });
      }
    },
  },
});
