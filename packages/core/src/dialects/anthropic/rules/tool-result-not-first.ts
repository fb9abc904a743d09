import { TOOL_USE_WITHOUT_RESULT } from "../analyses/api-texts.js";
import { createRule } from "../create-rule.js";
import { blockData, reportToolUses, type ToolUseHint } from "../analyses/report-tool-uses.js";
import type { ToolUseFinding } from "../analyses/tool-pairing.js";
import { at } from "../paths.js";
import { isBlockOfType, partitionEdits } from "../../../fix/apply-edits.js";
import type { Fix } from "../../../types.js";

const HINTS = {
  resultNotFirst:
    "The `tool_result` for {{id}} is there, but the `{{blockType}}` block at {{blockPath}} comes before it: `tool_result` blocks must open the user turn (text after them is fine).",
  each: "{{each}}",
};

export default createRule("tool-result-not-first", {
  meta: {
    description: "The user turn after a `tool_use` holds its `tool_result`, but another block comes before the results.",
    category: "api",
    needs: { blocks: ["tool_use"] },
    recommended: true,
    fixable: true,
    spec: "#1, #2, §13.2, §14",
    messages: { toolUseWithoutResult: TOOL_USE_WITHOUT_RESULT },
    hints: HINTS,
    api: {
      row: "§14",
      area: "tool pairing",
      reason: "the leading run of results in the next user turn (§13.2)",
      rows: [{ row: "2", id: "tool-result-not-first-legacy" }],
    },
  },
  visit: {
    request(context) {
      reportToolUses(context, "result-not-first", HINTS, hintOf, (findings) => ({ fix: hoistResults(findings) }));
    },
  },
});

function hintOf({ id, breaker }: ToolUseFinding): ToolUseHint {
  return { hint: "resultNotFirst", data: { id, ...blockData(breaker!) } };
}

/** Moves every `tool_result` of the next user turn to its front, keeping both groups in order. Only for a turn of one message. */
function hoistResults(findings: ToolUseFinding[]): Fix | undefined {
  const turn = findings[0]!.nextTurn!;
  const message = turn.messages[0]!;
  const content = message.value.content;
  if (turn.messages.length !== 1 || !Array.isArray(content)) return undefined;
  return {
    description: `Move the \`tool_result\` blocks of ${message.path} to the front`,
    edits: partitionEdits(at(message, "content").pointer, content, (block) => isBlockOfType(block, "tool_result")),
  };
}
