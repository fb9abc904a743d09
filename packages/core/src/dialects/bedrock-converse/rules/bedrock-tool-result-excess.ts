import { toolPairing } from "../analyses/tool-pairing.js";
import { createRule } from "../create-rule.js";
import { stringAt } from "../model.js";

export default createRule("bedrock-tool-result-excess", {
  meta: {
    description: "A message holds more `toolResult` blocks than the message before it holds `toolUse` blocks.",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    needs: { blocks: ["toolResult"] },
    spec: "providers.md bedrock-converse §3 (bedrock-tool-result-excess), §6",
    messages: {
      excess: "The number of toolResult blocks at {{path}} exceeds the number of toolUse blocks of previous turn.",
    },
    hints: {
      unanswerable: "{{results}} toolResult blocks answer {{calls}} toolUse blocks in the message before; these answer none of them: {{unexpected}}.",
      noCalls: "The message before holds no toolUse block, so no toolResult can stand here: {{unexpected}}.",
    },
    api: {
      status: "C",
      area: "tool pairing",
      reason: "Counts each message's toolResult blocks against the toolUse blocks of the message right before it.",
    },
  },
  visit: {
    request(context) {
      for (const { turn, results, calls, unexpected } of toolPairing(context.model).excess) {
        const names = unexpected.map((block) => `${block.path} (${stringAt(block.body, "toolUseId")})`).join(", ");
        context.report({
          messageId: "excess",
          at: context.at(turn.message, "content"),
          data: { results: results.length, calls, unexpected: names || "the extra ones" },
          hint: calls === 0 ? "noCalls" : "unanswerable",
          suggestions:
            unexpected.length > 0
              ? [
                  {
                    description: "Remove the toolResult blocks that answer no toolUse of the message before",
                    edits: removals(
                      unexpected.map((b) => b.pointer),
                      turn.message.blocks.length,
                      turn.message.pointer,
                    ),
                  },
                ]
              : undefined,
        });
      }
    },
  },
});

/** Removes blocks (last first, so earlier pointers stay valid), or the whole message when nothing else is left in it. */
function removals(pointers: string[], blockCount: number, messagePointer: string) {
  if (pointers.length === blockCount) return [{ op: "remove" as const, path: messagePointer }];
  return [...pointers].reverse().map((path) => ({ op: "remove" as const, path }));
}
