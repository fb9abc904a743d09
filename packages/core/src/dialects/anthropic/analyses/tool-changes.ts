/**
 * The tools available at each position of a conversation under API version 2026-10-21 (api-rules.md §15): the
 * request's `tools` and `mcp_servers`, changed along `messages` by `tool_addition` / `tool_removal` blocks (in system
 * messages, or recorded in a `compaction` block's `tool_changes`) and by `mcp_tool_listing` blocks. Semantics as the
 * SDK 1.10.0 documents them (BetaRequestToolAdditionBlock, BetaToolChangeToolReference, BetaMCPToolListingBlockParam)
 * and as its tool runner applies them. Shared by tool-name-conflict and tool-reference-unresolved.
 */
import type { Node } from "../../../types.js";
import { isRecord, shared, type Conversation } from "../conversation.js";
import { at, tagged } from "../paths.js";

/** A problem found while replaying the changes, at the block (or entry) that makes it. */
export interface ToolChangeProblem extends Node {
  kind: "conflict" | "unresolved";
  /** What is named: the tool, or `server` for an MCP server. */
  name: string;
  /** For a conflict: the kind of the tool that holds the name already, and of the newcomer. */
  holder?: string;
  newcomer?: string;
  /** For an unresolved reference: what was referenced. */
  reference?: "tool" | "server" | "server tool";
}

interface Tool {
  /** `custom`, a server tool's family (`web_search`), a toolset's, or `mcp:<server>`. */
  kind: string;
}

/** A definition's family as the API computes it for a toolset: its type without the date and without `_toolset`. */
export function toolKind(definition: Readonly<Record<string, unknown>>): string {
  const type = typeof definition.type === "string" ? definition.type : "custom";
  return type.replace(/_\d{8}$/, "").replace(/_toolset$/, "");
}

/** The name a `tools` entry takes: its `name`, or a toolset's family (`browser`), or none (an `mcp_toolset`). */
function toolName(definition: Readonly<Record<string, unknown>>): string | undefined {
  if (typeof definition.name === "string") return definition.name;
  const type = definition.type;
  if (typeof type === "string" && /_toolset_\d{8}$/.test(type)) return toolKind(definition);
  return undefined;
}

const mcpServerOf = (definition: Readonly<Record<string, unknown>>) =>
  definition.type === "mcp_toolset" && typeof definition.mcp_server_name === "string" ? definition.mcp_server_name : undefined;

class ToolState {
  readonly available = new Map<string, Tool>();
  /** Every name declared in `tools` or defined by an earlier addition, with its kind (a reference may bring it back). */
  readonly defined = new Map<string, Tool>();
  readonly servers = new Set<string>();
  /** The tools an MCP server is known to list (pinned in `tools`, or from an earlier listing). */
  readonly serverTools = new Map<string, Set<string>>();
  readonly problems: ToolChangeProblem[] = [];

  define(definition: Readonly<Record<string, unknown>>, node?: Node): void {
    const server = mcpServerOf(definition);
    if (server !== undefined) {
      this.servers.add(server);
      if (Array.isArray(definition.tools)) this.list(server, definition.tools, node && at(node, "tools"));
      return;
    }
    const name = toolName(definition);
    if (name === undefined) return;
    this.add(name, { kind: toolKind(definition) }, node);
    this.defined.set(name, { kind: toolKind(definition) });
  }

  /** Makes `name` available; a tool of another kind holding it already is a conflict (same kind: a replacement). */
  add(name: string, tool: Tool, node?: Node): void {
    const holder = this.available.get(name);
    if (node && holder && holder.kind !== tool.kind) {
      this.problems.push({ kind: "conflict", pointer: node.pointer, path: node.path, name, holder: holder.kind, newcomer: tool.kind });
    }
    this.available.set(name, tool);
  }

  list(server: string, tools: readonly unknown[], node?: Node): void {
    const names = this.serverTools.get(server) ?? new Set<string>();
    this.serverTools.set(server, names);
    tools.forEach((entry, k) => {
      if (!isRecord(entry) || typeof entry.name !== "string") return;
      names.add(entry.name);
      this.add(entry.name, { kind: `mcp:${server}` }, node && at(node, k));
    });
  }

  unresolved(node: Node, name: string, reference: ToolChangeProblem["reference"]): void {
    this.problems.push({ kind: "unresolved", pointer: node.pointer, path: node.path, name, reference });
  }

  /** Applies a `tool_addition` or `tool_removal` (a block, or an entry of a compaction's `tool_changes`). */
  change(block: Readonly<Record<string, unknown>>, node: Node): void {
    const adding = block.type === "tool_addition";
    if (!adding && block.type !== "tool_removal") return;
    const tool = block.tool;
    if (!isRecord(tool)) return;
    switch (tool.type) {
      case "tool_reference": {
        if (typeof tool.name !== "string") return;
        const known = this.defined.get(tool.name);
        if (!known) return this.unresolved(node, tool.name, "tool");
        if (adding) this.add(tool.name, known, node);
        else this.available.delete(tool.name);
        return;
      }
      case "mcp_tool_reference":
      case "mcp_toolset_reference": {
        const server = tool.server_name;
        if (typeof server !== "string") return;
        if (!this.servers.has(server)) return this.unresolved(node, server, "server");
        if (tool.type === "mcp_tool_reference" && typeof tool.name === "string") {
          const listed = this.serverTools.get(server);
          if (listed && !listed.has(tool.name)) return this.unresolved(node, tool.name, "server tool");
          if (adding) this.add(tool.name, { kind: `mcp:${server}` }, node);
          else this.available.delete(tool.name);
        } else if (!adding) {
          for (const [name, held] of this.available) if (held.kind === `mcp:${server}`) this.available.delete(name);
        }
        return;
      }
      case "tool_definition":
        if (adding && isRecord(tool.definition)) this.define(tool.definition, node);
        return;
    }
  }
}

/** Replays the conversation's tool changes once per request; every rule that needs them reads the same result. */
export function toolChanges(conversation: Conversation): ToolChangeProblem[] {
  return shared(conversation, replay);
}

function replay(conversation: Conversation): ToolChangeProblem[] {
  const { request } = conversation;
  const state = new ToolState();
  if (Array.isArray(request.mcp_servers)) {
    for (const server of request.mcp_servers) if (isRecord(server) && typeof server.name === "string") state.servers.add(server.name);
  }
  if (Array.isArray(request.tools)) for (const tool of request.tools) if (isRecord(tool)) state.define(tool);
  for (const message of conversation.messages) {
    for (const block of message.blocks) {
      if (block.type === "tool_addition" || block.type === "tool_removal") {
        state.change(block.value, block);
      } else if (block.type === "compaction" && Array.isArray(block.value.tool_changes)) {
        block.value.tool_changes.forEach((entry, k) => {
          if (isRecord(entry)) state.change(entry, at(tagged(block, "compaction"), "tool_changes", k));
        });
      } else if (block.type === "mcp_tool_listing") {
        const server = block.value.mcp_server_name;
        if (typeof server !== "string") continue;
        if (!state.servers.has(server)) {
          state.unresolved(block, server, "server");
          continue;
        }
        if (Array.isArray(block.value.tools)) state.list(server, block.value.tools, at(tagged(block, "mcp_tool_listing"), "tools"));
      }
    }
  }
  return state.problems;
}

/** True when the settings name API version 2026-10-21 or later, whose `error_code` rules these are. */
export function isApi20261021(apiVersion: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(apiVersion) && apiVersion >= "2026-10-21";
}
