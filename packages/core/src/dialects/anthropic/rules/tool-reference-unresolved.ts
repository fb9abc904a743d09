import { createRule } from "../create-rule.js";
import { isApi20261021, toolChanges } from "../analyses/tool-changes.js";

export default createRule("tool-reference-unresolved", {
  meta: {
    description:
      "A tool change or MCP tool listing names a tool or MCP server that is not defined at that position of the conversation (API version 2026-10-21).",
    category: "api",
    needs: { blocks: ["tool_addition", "tool_removal", "compaction", "mcp_tool_listing"] },
    recommended: true,
    spec: "§15 (error_code tool_reference_unresolved)",
    messages: {
      unresolved:
        "{{path}}: A tool change or MCP tool listing references a tool or MCP server that is not defined at that position in the conversation.",
    },
    hints: {
      server: "No MCP server `{{name}}` is defined here: declare it in `mcp_servers` (or an `mcp_toolset` in `tools`) before it is referenced.",
      serverTool: "The MCP server's listing has no tool `{{name}}`.",
      tool: 'No tool `{{name}}` is declared in `tools` or defined by an earlier `tool_addition`: a reference brings back a known tool; define a new one with `{"type": "tool_definition", "definition": …}`.',
    },
    api: {
      wording: "msglint",
      row: "§15",
      area: "tools",
      reason: "the tools and MCP servers defined at each position",
      errorCode: "tool_reference_unresolved",
    },
  },
  visit: {
    request(context) {
      if (!isApi20261021(context.settings.apiVersion)) return;
      for (const problem of toolChanges(context.model)) {
        if (problem.kind !== "unresolved") continue;
        context.report({
          messageId: "unresolved",
          at: problem,
          data: { name: problem.name },
          hint: problem.reference === "server" ? "server" : problem.reference === "server tool" ? "serverTool" : "tool",
        });
      }
    },
  },
});
