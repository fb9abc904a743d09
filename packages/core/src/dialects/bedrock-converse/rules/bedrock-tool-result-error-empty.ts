import { createRule } from "../create-rule.js";
import { isRecord } from "../model.js";

export default createRule("bedrock-tool-result-error-empty", {
  meta: {
    description: 'A `toolResult` with `status: "error"` has an empty `content` list.',
    category: "api",
    recommended: true,
    hasSuggestions: true,
    needs: { blocks: ["toolResult"] },
    spec: "providers.md bedrock-converse §3 (bedrock-tool-result-error-empty)",
    messages: { empty: "The content field at {{path}} cannot be empty when status value is error." },
    hints: { describe: "Say what went wrong in a text block: the model reads it to decide what to do next." },
    api: { status: "C", area: "tool pairing", reason: 'Each toolResult with status "error" and content [].' },
  },
  visit: {
    // One loop of the request's own, not a visit per block: the walk's dispatch costs more than the check.
    request(context) {
      for (const message of context.model.messages)
        for (const block of message.blocks) {
          if (block.type !== "toolResult") continue;
          const result = block.body;
          if (!isRecord(result) || result.status !== "error" || !Array.isArray(result.content) || result.content.length > 0) continue;
          const at = context.at(block, "toolResult");
          context.report({
            messageId: "empty",
            at,
            hint: "describe",
            suggestions: [
              {
                description: "Give the error result a text block",
                edits: [{ op: "add", path: `${at.pointer}/content/0`, value: { text: "The tool call failed." } }],
              },
            ],
          });
        }
    },
  },
});
