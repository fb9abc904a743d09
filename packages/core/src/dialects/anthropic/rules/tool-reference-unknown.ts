import { isRecord, shared, type Block } from "../conversation.js";
import { createRule, type Context } from "../create-rule.js";
import { toolNames, toolNamesFullyKnown } from "../analyses/tool-definitions.js";
import type { Node } from "../../../types.js";

/** Reports a reference to a tool that `tools` does not define; silent when the available tools are not all known. */
function checkReference(name: unknown, at: () => Node, context: Context): void {
  // Toolsets, MCP toolsets and tools added inside messages make tools available that `tools` does not name.
  if (typeof name !== "string" || !shared(context.model, toolNamesFullyKnown)) return;
  const names = toolNames(context.model);
  if (names.has(name)) return;
  context.report({ messageId: "unknown", at: at(), data: { path: context.root.path, name }, hint: names.size ? "notAvailable" : "noTools" });
}

export default createRule("tool-reference-unknown", {
  meta: {
    description: "A `tool_reference` (a tool-search result) names a tool that `tools` does not define.",
    category: "api",
    needs: { blocks: ["tool_reference", "tool_search_tool_result"] },
    recommended: true,
    spec: "#12",
    messages: { unknown: "Tool reference '{{name}}' not found in available tools" },
    hints: {
      notAvailable:
        "The API names no position: this is the reference. A tool a search once returned must stay in `tools` (with `defer_loading` if it should stay hidden) for as long as the history refers to it; a disconnected MCP server or a renamed tool breaks it.",
      noTools: "The request has no `tools`: a history with tool-search results needs the tools they name.",
    },
    api: { row: "12", area: "tool search", status: "C", reason: "names against `tools`, where every available tool is known" },
  },
  visit: {
    "block:tool_result"(block: Block, context: Context) {
      const { content } = block.value;
      if (!Array.isArray(content)) return;
      content.forEach((item, k) => {
        if (isRecord(item) && item.type === "tool_reference")
          checkReference(item.tool_name, () => context.at(block, "content", k, "tool_name"), context);
      });
    },
    "block:tool_search_tool_result"(block: Block, context: Context) {
      const { content } = block.value;
      if (!isRecord(content) || !Array.isArray(content.tool_references)) return;
      content.tool_references.forEach((item, k) => {
        if (isRecord(item)) checkReference(item.tool_name, () => context.at(block, "content", "tool_references", k, "tool_name"), context);
      });
    },
  },
});
