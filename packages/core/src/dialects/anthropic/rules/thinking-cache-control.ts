import { createRule, type Context } from "../create-rule.js";
import type { Block } from "../conversation.js";
import { tagged } from "../paths.js";

/** A thinking or redacted thinking block with `cache_control`. */
function checkBlock(block: Block, context: Context): void {
  const value = block.value.cache_control;
  if (value === undefined || value === null) return;
  const at = context.at(tagged(block, block.type!), "cache_control");
  context.report({
    messageId: "extra",
    at,
    hint: "notABreakpoint",
    fix: { description: `Remove \`cache_control\` from ${block.path}`, edits: [{ op: "remove", path: at.pointer }] },
  });
}

export default createRule("thinking-cache-control", {
  meta: {
    description: "A `thinking` or `redacted_thinking` block carries `cache_control`.",
    category: "api",
    needs: { cacheControl: true },
    recommended: true,
    fixable: true,
    spec: "#38, #29",
    messages: { extra: "{{path}}: Extra inputs are not permitted" },
    hints: {
      notABreakpoint:
        "Thinking blocks cannot be cache breakpoints: a client or proxy that marks the last block of a message put the breakpoint on thinking. Put `cache_control` on another block of the message; the thinking blocks are cached with the prefix anyway.",
    },
    api: {
      row: "38",
      area: "thinking/cache",
      status: "C",
      reason: "a field on a block type",
      paths: ["*.thinking.cache_control", "*.redacted_thinking.cache_control"],
    },
  },
  visit: { "block:thinking": checkBlock, "block:redacted_thinking": checkBlock },
});
