import { isCompactionRequest } from "../analyses/compaction.js";
import { createRule } from "../create-rule.js";
import { isApi20261021 } from "../analyses/tool-changes.js";

/** Results that complete a server-side tool call within the assistant turn. */
const SERVER_CALLS = new Set(["server_tool_use", "mcp_tool_use"]);

export default createRule("compaction-incomplete-turn", {
  meta: {
    description: "A compaction request ends on an `assistant` turn that is not finished: a tool call without its result (API version 2026-10-21).",
    category: "api",
    needs: { fields: ["compaction"] },
    recommended: true,
    spec: "§15 (error_code compaction_incomplete_turn)",
    messages: {
      incomplete: "{{path}}: The compaction request ends on an `assistant` turn that is not finished.",
    },
    hints: {
      toolUse:
        "The last turn ends with a tool call that has no result. Run the call and append its result (then compact), or compact before the turn that made it.",
      paused: "The last turn was paused in a server tool call. Resume it (send it back without `compaction`) until it finishes, then compact.",
    },
    api: {
      wording: "msglint",
      row: "§15",
      area: "compaction",
      reason: "the last turn of a compaction request",
      errorCode: "compaction_incomplete_turn",
    },
  },
  visit: {
    request(context) {
      if (!isApi20261021(context.settings.apiVersion) || !isCompactionRequest(context.request)) return;
      const turn = context.model.turns.at(-1);
      if (!turn || turn.role !== "assistant") return;
      // The turn stopped for a call: a client tool_use (nothing after it can answer it), or a server call without its
      // result in the turn (a paused turn).
      const resolved = new Set(turn.blocks.map((block) => block.value.tool_use_id).filter((id): id is string => typeof id === "string"));
      const open = turn.blocks.find(
        (block) =>
          block.type === "tool_use" || (SERVER_CALLS.has(block.type ?? "") && typeof block.value.id === "string" && !resolved.has(block.value.id)),
      );
      if (!open) return;
      const message = turn.messages.at(-1)!;
      context.report({ messageId: "incomplete", at: open, data: { path: message.path }, hint: open.type === "tool_use" ? "toolUse" : "paused" });
    },
  },
});
