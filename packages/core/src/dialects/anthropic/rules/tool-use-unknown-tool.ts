import { createRule, type Context } from "../create-rule.js";
import { isRecord, shared, type Conversation, type Message } from "../conversation.js";
import { tagged } from "../paths.js";
import { toolAnalysis, type ToolAnalysis } from "../analyses/tool-definitions.js";
import { listForHint } from "../../../model/values.js";

/** Toolset members by family (`BETA_BROWSER_MEMBER_NAME_VALUES`, `BETA_COMPUTER_MEMBER_NAME_VALUES`, SDK 1.10.0). */
const TOOLSET_MEMBERS: Readonly<Record<string, readonly string[]>> = {
  browser: [
    ...["navigate", "list_tabs", "new_tab", "switch_tab", "close_tab", "read_page", "get_page_text", "read_console", "read_network", "find"],
    ...["form_input", "file_upload", "scroll_to", "screenshot", "zoom", "left_click", "right_click", "middle_click", "double_click"],
    ...["triple_click", "hover", "left_click_drag", "left_mouse_down", "left_mouse_up", "mouse_move", "scroll", "type", "key", "hold_key"],
    ...["wait", "javascript_exec"],
  ],
  computer: [
    ...["key", "hold_key", "type", "cursor_position", "mouse_move", "left_mouse_down", "left_mouse_up", "left_click", "left_click_drag"],
    ...["right_click", "middle_click", "double_click", "triple_click", "scroll", "wait", "screenshot", "zoom"],
  ],
};

/** The tools a request makes known, by every way the API lets one be declared or loaded. */
interface DeclaredTools {
  /** Every name known anywhere: `tools`, tool additions, MCP listings and pinned tools, tool references. */
  names: Set<string>;
  /** Toolset families present (`browser`, `computer`): their members are known. */
  toolsets: Set<string>;
  /** An MCP server whose tools the body does not list: any name may be one of its tools. */
  openMcpServer: boolean;
}

const TOOLSET_TYPE = /^([a-z_]+)_toolset_\d{8}$/;

/**
 * Every way a tool becomes known (SDK 1.10.0 `BetaToolUnion` and content blocks): an entry of `tools` (custom, server,
 * client-defined like `bash`, deferred with `defer_loading` alike); a toolset (`browser_toolset_20260801`: its members);
 * an `mcp_toolset` or an `mcp_servers` entry (its tools, when pinned in `tools` or listed by an `mcp_tool_listing`
 * block; unknown otherwise); a tool loaded by tool search (`tool_reference` blocks in a `tool_search_tool_result` or a
 * client `tool_result`); a `tool_addition` in the messages or a compaction's `tool_changes` (API 2026-10-21).
 */
function declaredTools(conversation: Conversation): DeclaredTools | undefined {
  const analysis = toolAnalysis(conversation);
  if (analysis === undefined) return undefined;
  // Most requests declare tools in `tools` alone: what it declares is worked out once per tool set.
  if (!declaresBeyondTools(conversation)) return analysis.derived(declaredByTools);
  return declare(conversation.request.tools as readonly unknown[], conversation);
}

/** Block types that can declare a tool (nested ones are in the index too), besides `tools` and `mcp_servers`. */
const DECLARING_BLOCKS = ["tool_addition", "compaction", "mcp_tool_listing", "tool_reference", "tool_search_tool_result"];

function declaresBeyondTools({ request, index }: Conversation): boolean {
  return request.mcp_servers !== undefined || DECLARING_BLOCKS.some((type) => index.blockTypes.has(type));
}

function declaredByTools(analysis: ToolAnalysis): DeclaredTools {
  return declare(
    analysis.entries.map((entry) => entry.value),
    undefined,
  );
}

/** The tools `definitions` declare, and with `conversation`, its `mcp_servers` and messages too. */
function declare(definitions: readonly unknown[], conversation: Conversation | undefined): DeclaredTools {
  const declared: DeclaredTools = { names: new Set(), toolsets: new Set(), openMcpServer: false };
  const mcpServers = new Set<string>();
  const listedServers = new Set<string>();
  const define = (definition: unknown) => {
    if (!isRecord(definition)) return;
    if (typeof definition.name === "string") declared.names.add(definition.name);
    const toolset = typeof definition.type === "string" ? TOOLSET_TYPE.exec(definition.type) : null;
    if (toolset) declared.toolsets.add(toolset[1]!);
    if (definition.type === "mcp_toolset" && typeof definition.mcp_server_name === "string") {
      mcpServers.add(definition.mcp_server_name);
      if (Array.isArray(definition.tools)) {
        listedServers.add(definition.mcp_server_name);
        for (const tool of definition.tools) if (isRecord(tool) && typeof tool.name === "string") declared.names.add(tool.name);
      }
      if (isRecord(definition.configs)) for (const name of Object.keys(definition.configs)) declared.names.add(name);
    }
  };
  for (const tool of definitions) define(tool);
  const request: Readonly<Record<string, unknown>> = conversation?.request ?? {};
  if (Array.isArray(request.mcp_servers)) {
    for (const server of request.mcp_servers) if (isRecord(server) && typeof server.name === "string") mcpServers.add(server.name);
  }
  const change = (entry: unknown) => {
    if (!isRecord(entry) || entry.type !== "tool_addition" || !isRecord(entry.tool)) return;
    const { tool } = entry;
    if (tool.type === "tool_definition") define(tool.definition);
    else if ((tool.type === "tool_reference" || tool.type === "mcp_tool_reference") && typeof tool.name === "string") declared.names.add(tool.name);
    else if (tool.type === "mcp_toolset_reference" && typeof tool.server_name === "string") mcpServers.add(tool.server_name);
  };
  const reference = (item: unknown) => {
    if (isRecord(item) && item.type === "tool_reference" && typeof item.tool_name === "string") declared.names.add(item.tool_name);
  };
  for (const message of conversation?.messages ?? []) {
    for (const block of message.blocks) {
      const { value } = block;
      if (block.type === "tool_addition") change(value);
      else if (block.type === "compaction" && Array.isArray(value.tool_changes)) value.tool_changes.forEach(change);
      else if (block.type === "mcp_tool_listing" && typeof value.mcp_server_name === "string" && Array.isArray(value.tools)) {
        listedServers.add(value.mcp_server_name);
        for (const tool of value.tools) if (isRecord(tool) && typeof tool.name === "string") declared.names.add(tool.name);
      } else if (block.type === "tool_result" && Array.isArray(value.content)) value.content.forEach(reference);
      else if (block.type === "tool_search_tool_result" && isRecord(value.content) && Array.isArray(value.content.tool_references)) {
        value.content.tool_references.forEach(reference);
      }
    }
  }
  for (const server of mcpServers) if (!listedServers.has(server)) declared.openMcpServer = true;
  return declared;
}

/** What the hint lists (built once per request, not per finding), and how many names and toolsets are known. */
function toldOf(conversation: Conversation): { names: string; count: number } | undefined {
  const declared = shared(conversation, declaredTools);
  if (!declared) return undefined;
  const names = [...declared.names, ...[...declared.toolsets].map((family) => `the ${family} toolset`)];
  return { names: listForHint(names), count: names.length };
}

function isKnown(declared: DeclaredTools, name: string, toolsetName: unknown): boolean {
  if (declared.openMcpServer || declared.names.has(name)) return true;
  if (typeof toolsetName === "string") return declared.toolsets.has(toolsetName);
  for (const family of declared.toolsets) if (TOOLSET_MEMBERS[family]?.includes(name)) return true;
  return false;
}

export default createRule("tool-use-unknown-tool", {
  meta: {
    description:
      "A `tool_use` calls a tool that the request does not declare (in `tools`, a toolset, an MCP toolset, or a tool loaded by tool search).",
    category: "risk",
    needs: { blocks: ["tool_use"] },
    recommended: true,
    spec: "§14",
    messages: { unknown: "{{path}}: tool `{{name}}` is not defined in `tools`" },
    hints: {
      toldOnlyOf: "The API accepts it, but the model is told only of: {{names}}. A renamed or removed tool leaves calls it cannot repeat.",
      noTools: "The API accepts it, but `tools` is empty: the model cannot call this tool again.",
    },
    api: { wording: "msglint", row: "§14", area: "tools", reason: "names against every way a tool is declared; the API accepts it" },
  },
  visit: {
    "message:assistant"(message: Message, context: Context) {
      for (const block of message.blocks) {
        const { name } = block.value;
        if (block.type !== "tool_use" || typeof name !== "string") continue;
        const declared = shared(context.model, declaredTools);
        if (!declared || isKnown(declared, name, block.value.toolset_name)) continue;
        const told = shared(context.model, toldOf)!;
        context.report({
          messageId: "unknown",
          at: context.at(tagged(block, "tool_use"), "name"),
          data: { name, names: told.names },
          hint: told.count ? "toldOnlyOf" : "noTools",
        });
      }
    },
  },
});
