import { createRule, type Context } from "../create-rule.js";
import type { Block } from "../conversation.js";
import { tagged } from "../paths.js";
import { toolNameMaxLength, toolSelection } from "../analyses/tool-definitions.js";

const NAME_CHARS = /^[a-zA-Z0-9_-]*$/;

/** Custom tools whose name is empty or has characters outside the pattern. */
const badNames = toolSelection(({ custom, value: { name } }) => custom && typeof name === "string" && (name === "" || !NAME_CHARS.test(name)));

export default createRule("tool-name-pattern", {
  meta: {
    description:
      "A custom tool's name, or a `tool_use` block's name in the history, is empty or has characters other than letters, digits, `_` and `-`.",
    category: "api",
    needs: { fields: ["tools"], blocks: ["tool_use"] },
    recommended: true,
    spec: "#49, §10",
    // The same pattern applies to `tool_use.name` in the history: `messages.1.content.1.tool_use.name: String should match
    // pattern '^[a-zA-Z0-9_-]{1,64}$'` (2025, drorm/vmpilot's user guide; msglint issue 21). Server tool uses (`server_tool_use`: an enum the
    // schema checks) and MCP tool uses (`mcp_tool_use`: any string, named by its server) are not held to it.
    messages: { pattern: "{{path}}: String should match pattern '^[a-zA-Z0-9_-]{1,{{max}}}$'" },
    hints: {
      empty: "The name is empty.",
      characters:
        "The name has {{bad}}: MCP-style names (`server.tool`, `server/tool`) and names with spaces must be mapped to letters, digits, `_` and `-`, in `tools`, `tool_choice` and every `tool_use` of the history alike.",
      historyEmpty: "The `tool_use` block's name is empty: a call replayed without its tool's name.",
      historyCharacters:
        "The `tool_use` block's name has {{bad}}: the history keeps a tool's original name (MCP-style `server.tool`, a name with spaces, another provider's naming) that `tools` maps. Map it the same way in every `tool_use` of the history.",
    },
    api: {
      row: "49",
      area: "tools",
      status: "C",
      reason: "a pattern",
      texts: ["{{path}}: String should match pattern '^[a-zA-Z0-9_-]{1,128}$'", "{{path}}: String should match pattern '^[a-zA-Z0-9_-]{1,64}$'"],
      paths: ["tools.i.custom.name", "messages.N.content.M.tool_use.name"],
    },
  },
  visit: {
    request(context) {
      const max = toolNameMaxLength(context.settings.target);
      for (const tool of badNames(context.model)) {
        const { name } = tool.value;
        // A name that is too long is reported by tool-name-too-long: the API checks the length first.
        if (typeof name !== "string" || name.length > max) continue;
        const bad = badCharacters(name);
        context.report({ messageId: "pattern", at: context.at(tool, "name"), data: { max, bad }, hint: name === "" ? "empty" : "characters" });
      }
    },
    "block:tool_use"(block: Block, context: Context) {
      const { name } = block.value;
      const max = toolNameMaxLength(context.settings.target);
      // A name that is too long is reported by tool-name-too-long, in the history as in `tools`.
      if (typeof name !== "string" || name.length > max || (name !== "" && NAME_CHARS.test(name))) return;
      const at = context.at(tagged(block, "tool_use"), "name");
      if (name === "") context.report({ messageId: "pattern", at, data: { max }, hint: "historyEmpty" });
      else context.report({ messageId: "pattern", at, data: { max, bad: badCharacters(name) }, hint: "historyCharacters" });
    },
  },
});

/** The characters outside the pattern, each once, quoted. */
function badCharacters(name: string): string {
  return [...new Set(name.replace(/[a-zA-Z0-9_-]/g, ""))].map((c) => JSON.stringify(c)).join(", ");
}
