import { TOOL_USE_WITHOUT_RESULT } from "../analyses/api-texts.js";
import { createRule } from "../create-rule.js";
import { blockData, reportToolUses, type ToolUseHint } from "../analyses/report-tool-uses.js";
import type { ToolUseFinding } from "../analyses/tool-pairing.js";
import { at } from "../paths.js";
import { isBlockOfType, partitionEdits } from "../../../fix/apply-edits.js";
import type { Fix } from "../../../types.js";

const HINTS = {
  notLast:
    "The result for {{id}} is in the next user turn, but the call is followed by the `{{blockType}}` block at {{blockPath}} in the same assistant turn: client `tool_use` blocks must be the last blocks of the turn.",
  each: "{{each}}",
};

export default createRule("tool-use-not-last-in-assistant-turn", {
  meta: {
    description: "A client `tool_use` is followed by other blocks (such as a completed server-tool pair) in its own assistant turn.",
    category: "api",
    needs: { blocks: ["tool_use"] },
    recommended: true,
    fixable: true,
    spec: "§13.3",
    messages: { toolUseWithoutResult: TOOL_USE_WITHOUT_RESULT },
    hints: HINTS,
    api: { row: "§14", area: "tool pairing", reason: "the blocks after a client tool use in its turn (§13.3)" },
  },
  visit: {
    request(context) {
      reportToolUses(context, "not-last", HINTS, hintOf, (findings) => ({ fix: moveToolUsesLast(findings) }));
    },
  },
});

function hintOf({ id, breaker }: ToolUseFinding): ToolUseHint {
  return { hint: "notLast", data: { id, ...blockData(breaker!) } };
}

/** Moves the client `tool_use` blocks to the end of their message, keeping order. Only when the turn is that one message. */
function moveToolUsesLast(findings: ToolUseFinding[]): Fix | undefined {
  const { turn } = findings[0]!;
  const message = turn.messages[0]!;
  const content = message.value.content;
  if (turn.messages.length !== 1 || !Array.isArray(content)) return undefined;
  return {
    description: `Move the \`tool_use\` blocks of ${message.path} to the end`,
    edits: partitionEdits(at(message, "content").pointer, content, (block) => !isBlockOfType(block, "tool_use")),
  };
}
