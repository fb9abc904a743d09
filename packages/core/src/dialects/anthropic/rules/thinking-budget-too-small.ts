import { CLAUDE_TEXTS } from "../../../model/claude-texts.js";
import { createRule } from "../create-rule.js";
import { tagged } from "../paths.js";
import { isRecord } from "../conversation.js";

const MIN_BUDGET = 1024;

export default createRule("thinking-budget-too-small", {
  meta: {
    description: "`thinking.budget_tokens` is below 1,024 with `thinking.type` `enabled`.",
    category: "api",
    needs: { fields: ["thinking"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#40",
    messages: { tooSmall: CLAUDE_TEXTS.budgetTooSmall },
    hints: {
      tooSmall:
        'Extended thinking needs a budget of at least 1,024 tokens. A budget computed from a small `max_tokens` (a fraction of it, or a low "reasoning effort" mapping) falls below it: raise it, or leave thinking off for this request.',
    },
    api: {
      row: "40",
      area: "thinking config",
      status: "C",
      reason: "a number",
      texts: ["thinking.budget_tokens: Input should be greater than or equal to 1024"],
    },
  },
  visit: {
    request(context) {
      const { thinking, max_tokens: maxTokens } = context.request;
      if (!isRecord(thinking) || thinking.type !== "enabled") return;
      const budget = thinking.budget_tokens;
      if (typeof budget !== "number" || budget >= MIN_BUDGET) return;
      const raise = typeof maxTokens !== "number" || maxTokens > MIN_BUDGET;
      const at = context.at(context.root, "thinking", "budget_tokens");
      context.report({
        messageId: "tooSmall",
        at,
        data: { path: context.at(tagged(context.at(context.root, "thinking"), "enabled"), "budget_tokens").path },
        hint: "tooSmall",
        suggestions: raise
          ? [{ description: "Set `budget_tokens` to 1024", edits: [{ op: "replace", path: at.pointer, value: MIN_BUDGET }] }]
          : undefined,
      });
    },
  },
});
