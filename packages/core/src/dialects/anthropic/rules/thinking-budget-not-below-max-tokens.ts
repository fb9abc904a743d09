import { CLAUDE_TEXTS } from "../../../model/claude-texts.js";
import { createRule } from "../create-rule.js";
import { isRecord } from "../conversation.js";

/** With this beta the budget may exceed `max_tokens`: it is a budget for all thinking blocks of the turn (row 41). */
const INTERLEAVED_THINKING_BETA = "interleaved-thinking-2025-05-14";

export default createRule("thinking-budget-not-below-max-tokens", {
  meta: {
    description: "`thinking.budget_tokens` is not below `max_tokens`.",
    category: "api",
    needs: { fields: ["thinking"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#41",
    messages: {
      notBelow: CLAUDE_TEXTS.budgetNotBelowMaxTokensWithLink,
    },
    hints: {
      budgetCounts:
        "The thinking budget ({{budget}}) counts toward `max_tokens` ({{maxTokens}}), so it must be smaller, leaving room for the answer.",
      betasUnknown:
        "The thinking budget ({{budget}}) counts toward `max_tokens` ({{maxTokens}}), so it must be smaller, leaving room for the answer. With the `{{beta}}` beta the budget may exceed `max_tokens`: if the request is sent with it, say so in the `betas` setting.",
    },
    api: { row: "41", area: "thinking config", status: "C", reason: "two numbers" },
  },
  visit: {
    request(context) {
      const { request, settings } = context;
      const { thinking, max_tokens: maxTokens } = request;
      if (!isRecord(thinking) || thinking.type !== "enabled") return;
      const budget = thinking.budget_tokens;
      if (typeof budget !== "number" || typeof maxTokens !== "number" || budget < maxTokens) return;
      if (settings.betas?.includes(INTERLEAVED_THINKING_BETA)) return;
      const lowered = maxTokens - 1;
      const at = context.at(context.root, "thinking", "budget_tokens");
      context.report({
        messageId: "notBelow",
        at,
        data: { path: context.root.path, budget, maxTokens, beta: INTERLEAVED_THINKING_BETA },
        hint: settings.betas === undefined ? "betasUnknown" : "budgetCounts",
        suggestions:
          lowered >= 1024
            ? [{ description: `Lower \`budget_tokens\` to ${lowered}`, edits: [{ op: "replace", path: at.pointer, value: lowered }] }]
            : undefined,
      });
    },
  },
});
