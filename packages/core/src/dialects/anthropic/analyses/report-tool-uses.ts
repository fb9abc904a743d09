import type { Fix } from "../../../types.js";
import { formatMessage } from "../../../engine/messages.js";
import type { Context } from "../create-rule.js";
import type { Block } from "../conversation.js";
import { shared } from "../conversation.js";
import { pairingForRules, type ToolUseFinding, type ToolUseStatus } from "./tool-pairing.js";
import { withKeys } from "../../../model/values.js";

/** The hint of one unanswered `tool_use`: an id of the rule's `meta.hints`, and the data that fills it. */
export interface ToolUseHint {
  hint: string;
  data: Record<string, string>;
}

/** What a rule's repair of the findings in one message offers. */
export interface ToolUseRepair {
  fix?: Fix | undefined;
  suggestions?: Fix[] | undefined;
}

/**
 * Reports the unanswered `tool_use` blocks of one status, one diagnostic per assistant message, with the ids
 * listed as the API lists them. The pointer names the first of them. One finding gets its hint; several get the
 * rule's `each` hint, their hints (from `hints`, the rule's `meta.hints`) one after another.
 */
export function reportToolUses(
  context: Context,
  status: ToolUseStatus,
  hints: Readonly<Record<string, string>>,
  hintOf: (finding: ToolUseFinding) => ToolUseHint,
  repair?: (findings: ToolUseFinding[]) => ToolUseRepair,
): void {
  // Made only once a finding has the status: most requests have none.
  let byMessage: Map<number, ToolUseFinding[]> | undefined;
  const { toolUses } = shared(context.model, pairingForRules);
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
    const ids = findings.map((f) => f.id).join(", ");
    const path = context.at(context.root, "messages", messageIndex).path;
    const repaired = repair?.(findings);
    const one = findings.length === 1 ? hintOf(findings[0]!) : undefined;
    const each = () => findings.map((finding) => hintOf(finding)).map(({ hint, data }) => formatMessage(hints[hint]!, data));
    context.report({
      messageId: "toolUseWithoutResult",
      at: findings[0]!.call,
      data: one ? withKeys(one.data, { path, ids }) : { path, ids, each: each().join(" ") },
      hint: one ? one.hint : "each",
      fix: repaired?.fix,
      suggestions: repaired?.suggestions,
    });
  }
}

/** A block as hints name it: its type (`untyped` without one) and its path (`messages.4.content.1`; string content reads as `messages.4.content`). */
export function blockData(block: Block): { blockType: string; blockPath: string } {
  return { blockType: block.type ?? "untyped", blockPath: block.path };
}
