import type { Fix } from "../../../types.js";
import type { Context } from "../create-rule.js";
import type { Block } from "../conversation.js";
import { shared } from "../conversation.js";
import { analyzeToolPairing, type ToolUseFinding, type ToolUseStatus } from "./tool-pairing.js";

/**
 * Reports the unanswered `tool_use` blocks of one status, one diagnostic per assistant message, with the ids
 * listed as the API lists them. The pointer names the first of them.
 */
export function reportToolUses(
  context: Context,
  status: ToolUseStatus,
  describe: (finding: ToolUseFinding) => string,
  fixFor?: (findings: ToolUseFinding[]) => { fix?: Fix; suggestions?: Fix[] },
): void {
  // Made only once a finding has the status: most requests have none.
  let byMessage: Map<number, ToolUseFinding[]> | undefined;
  const { toolUses } = shared(context.model, analyzeToolPairing);
  for (let i = 0; i < toolUses.length; i++) {
    const finding = toolUses[i]!;
    if (finding.status !== status) continue;
    byMessage ??= new Map();
    const list = byMessage.get(finding.call.messageIndex);
    if (list) list.push(finding);
    else byMessage.set(finding.call.messageIndex, [finding]);
  }
  if (byMessage === undefined) return;
  for (const [messageIndex, findings] of byMessage) {
    const first = findings[0]!.call;
    context.report({
      messageId: "toolUseWithoutResult",
      path: `messages.${messageIndex}`,
      pointer: first.pointer,
      data: { ids: findings.map((f) => f.id).join(", ") },
      hint: findings.map(describe).join(" "),
      ...fixFor?.(findings),
    });
  }
}

/** `messages.4.content.1` names a block for people; string content reads as `messages.4.content`. */
export function blockName(block: Block): string {
  return `\`${block.type ?? "untyped"}\` block at ${block.path}`;
}
