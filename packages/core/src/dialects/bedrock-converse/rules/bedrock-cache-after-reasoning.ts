import { createRule, type Context } from "../create-rule.js";
import type { Block } from "../model.js";

export default createRule("bedrock-cache-after-reasoning", {
  meta: {
    description: "A `cachePoint` block right after a `reasoningContent` block, on Claude.",
    category: "api",
    recommended: true,
    fixable: true,
    needs: { blocks: ["cachePoint"] },
    spec: "providers.md bedrock-converse §3 (bedrock-cache-after-reasoning)",
    messages: { afterReasoning: "Cache point cannot be inserted after reasoning block. Please remove the invalid cache point and try again." },
    hints: {
      afterReasoning: "Put the cache point after the message's last text or tool block instead; reasoning is cached with the blocks around it.",
    },
    api: { status: "C", area: "caching", reason: "The block before each cachePoint, on Claude." },
  },
  visit: {
    "block:cachePoint"(block: Block, context: Context) {
      if (context.model.facts?.family !== "claude" || block.parent !== undefined) return;
      const before = block.message.blocks[block.position - 1];
      if (before?.type !== "reasoningContent" || before.index !== block.index - 1) return;
      context.report({
        messageId: "afterReasoning",
        at: block,
        data: { path: "" },
        hint: "afterReasoning",
        // A cache point is a caching hint, not content: removing it keeps what the model reads.
        fix: { description: `Remove the cache point ${block.path}`, edits: [{ op: "remove", path: block.pointer }] },
      });
    },
  },
});
