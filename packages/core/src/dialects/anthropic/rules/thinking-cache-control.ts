import { createRule } from "../create-rule.js";
import { isThinkingBlock } from "../analyses/thinking.js";

export default createRule("thinking-cache-control", {
  meta: {
    description: "A `thinking` or `redacted_thinking` block carries `cache_control`.",
    category: "api",
    needs: { cacheControl: true },
    recommended: true,
    fixable: true,
    spec: "#38, #29",
    messages: { extra: "{{path}}: Extra inputs are not permitted" },
  },
  check(context) {
    for (const message of context.model.messages) {
      for (const block of message.blocks) {
        const value = block.value.cache_control;
        if (!isThinkingBlock(block) || value === undefined || value === null) continue;
        const pointer = `${block.pointer}/cache_control`;
        context.report({
          messageId: "extra",
          path: `${block.path}.${block.type}.cache_control`,
          pointer,
          hint: "Thinking blocks cannot be cache breakpoints: a client or proxy that marks the last block of a message put the breakpoint on thinking. Put `cache_control` on another block of the message; the thinking blocks are cached with the prefix anyway.",
          fix: { description: `Remove \`cache_control\` from ${block.path}`, edits: [{ op: "remove", path: pointer }] },
        });
      }
    }
  },
});
