import { createRule, type Context } from "../create-rule.js";
import { isRecord, type Block } from "../model.js";
import { MODEL_ERRORS } from "../paths.js";

export default createRule("bedrock-thinking-signature", {
  meta: {
    description: "A `reasoningText` block has no `signature`, on Claude.",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    needs: { blocks: ["reasoningContent"] },
    spec: "providers.md bedrock-converse §3 (bedrock-thinking-signature)",
    messages: { missing: `${MODEL_ERRORS}{{path}}.thinking.signature: Field required` },
    hints: {
      missing:
        "Claude takes back only the reasoning it signed: keep the `signature` its response carried. Reasoning from another model (or rebuilt from a stream without its signature) cannot be replayed; drop the block.",
    },
    api: { status: "C", area: "thinking", reason: "Each reasoningText block of an assistant message, on Claude." },
  },
  visit: {
    "block:reasoningContent"(block: Block, context: Context) {
      const facts = context.model.facts;
      // Claude 3 Haiku refuses unsigned reasoning with Bedrock's own text (bedrock-reasoning-replay), not Claude's.
      if (facts?.family !== "claude" || facts.rejectsReasoningReplay || block.message.role !== "assistant") return;
      const text = isRecord(block.body) && isRecord(block.body.reasoningText) ? block.body.reasoningText : undefined;
      if (!text || text.signature !== undefined) return;
      context.report({
        messageId: "missing",
        at: block,
        hint: "missing",
        suggestions:
          block.message.blocks.length > 1
            ? [{ description: `Remove the unsigned reasoning block ${block.path}`, edits: [{ op: "remove", path: block.pointer }] }]
            : undefined,
      });
    },
  },
});
