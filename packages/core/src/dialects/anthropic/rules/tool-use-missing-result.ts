import { INTERRUPTED_TOOL_RESULT_TEXT, LEGACY_TOOL_RESULT_ROW, TOOL_USE_WITHOUT_RESULT } from "../analyses/api-texts.js";
import { createRule } from "../create-rule.js";
import { reportToolUses, type ToolUseHint } from "../analyses/report-tool-uses.js";
import type { ToolUseFinding } from "../analyses/tool-pairing.js";
import { at, ROOT } from "../paths.js";
import type { Edit, Fix } from "../../../types.js";

const HINTS = {
  split:
    "The `tool_result` for {{id}} is at {{result}}, not in the user turn right after the call: the pair was split (by a compaction, a truncation or a reordering).",
  interrupted:
    "The conversation ends after the call {{id}}: it was interrupted or never answered. Add a user turn that starts with its `tool_result`.",
  noResult: "The user turn right after it ({{turn}}) holds no `tool_result` for {{id}}.",
  each: "{{each}}",
};

export default createRule("tool-use-missing-result", {
  meta: {
    description: "A `tool_use` block has no `tool_result` in the user turn right after it.",
    category: "api",
    needs: { blocks: ["tool_use"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#1, §13.1",
    messages: { toolUseWithoutResult: TOOL_USE_WITHOUT_RESULT },
    hints: HINTS,
    api: { row: "1", area: "tool pairing", status: "C", reason: "pairs ids across merged turns", rows: [LEGACY_TOOL_RESULT_ROW] },
  },
  visit: {
    request(context) {
      reportToolUses(context, "missing", HINTS, hintOf, (findings) => ({ suggestions: [synthesizeResults(findings)] }));
    },
  },
});

function hintOf({ id, nextTurn, strayResult }: ToolUseFinding): ToolUseHint {
  if (strayResult) return { hint: "split", data: { id, result: strayResult.path } };
  if (!nextTurn) return { hint: "interrupted", data: { id } };
  return { hint: "noResult", data: { id, turn: nextTurn.messages[0]!.path } };
}

/** An `is_error` result for each unanswered call, at the front of the next user turn (or in a new one). */
function synthesizeResults(findings: ToolUseFinding[]): Fix {
  const results = findings.map(({ id }) => ({
    type: "tool_result",
    tool_use_id: id,
    is_error: true,
    content: INTERRUPTED_TOOL_RESULT_TEXT,
  }));
  const nextTurn = findings[0]!.nextTurn;
  const first = nextTurn?.messages[0];
  let edits: Edit[];
  if (!first) {
    edits = [{ op: "add", path: at(ROOT, "messages", "-").pointer, value: { role: "user", content: results } }];
  } else if (Array.isArray(first.value.content)) {
    edits = results.map((value, i) => ({ op: "add", path: at(first, "content", i).pointer, value }));
  } else {
    const text = first.value.content;
    const rest = typeof text === "string" && text !== "" ? [{ type: "text", text }] : [];
    edits = [{ op: "replace", path: at(first, "content").pointer, value: [...results, ...rest] }];
  }
  return { description: `Add an \`is_error\` tool_result for ${findings.map((f) => f.id).join(", ")}`, edits };
}
