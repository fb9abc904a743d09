import { createRule } from "../create-rule.js";
import { isApi20261021, toolChanges } from "../analyses/tool-changes.js";

const describeKind = (kind: string) =>
  kind.startsWith("mcp:") ? `a tool of MCP server \`${kind.slice(4)}\`` : kind === "custom" ? "a custom tool" : `a \`${kind}\` tool`;

export default createRule("tool-name-conflict", {
  meta: {
    description:
      "A tool made available in `messages` (a tool addition, an MCP tool listing) takes a name another available tool already holds (API version 2026-10-21).",
    category: "api",
    needs: { blocks: ["tool_addition", "tool_removal", "compaction", "mcp_tool_listing"] },
    recommended: true,
    spec: "§15 (error_code tool_name_conflict)",
    messages: {
      conflict:
        "{{path}}: A tool made available in `messages` takes a name that an available tool of another kind, or of another MCP server, already holds.",
    },
    hints: {
      conflict: "`{{name}}` is {{holder}} already; this makes it {{newcomer}}. Rename one of them, or remove the other first (`tool_removal`).",
    },
    api: { wording: "msglint", row: "§15", area: "tools", reason: "the tools available at each position", errorCode: "tool_name_conflict" },
  },
  visit: {
    request(context) {
      if (!isApi20261021(context.settings.apiVersion)) return;
      for (const problem of toolChanges(context.model)) {
        if (problem.kind !== "conflict") continue;
        context.report({
          messageId: "conflict",
          at: problem,
          data: { name: problem.name, holder: describeKind(problem.holder!), newcomer: describeKind(problem.newcomer!) },
          hint: "conflict",
        });
      }
    },
  },
});
