import { CLAUDE_TEXTS } from "../../../model/claude-texts.js";
import { createRule } from "../create-rule.js";
import { isRecord } from "../model.js";

/** With this beta the budget may exceed `max_tokens`: it is a budget for all thinking blocks of the turn. */
const INTERLEAVED_THINKING_BETA = "interleaved-thinking-2025-05-14";

export default createRule("bedrock-thinking-budget", {
  meta: {
    description: "Claude's thinking budget is below 1,024 tokens, or not below `inferenceConfig.maxTokens`.",
    category: "api",
    recommended: true,
    needs: { fields: ["additionalModelRequestFields"] },
    spec: "providers.md bedrock-converse §4 (Claude's extended thinking through additionalModelRequestFields)",
    messages: {
      tooSmall: `The model returned the following errors: ${CLAUDE_TEXTS.budgetTooSmall}`,
      notBelow: CLAUDE_TEXTS.budgetNotBelowMaxTokens,
    },
    hints: {
      tooSmall: "Claude's thinking budget ({{budget}}) must be at least 1,024 tokens.",
      notBelow:
        "The thinking budget ({{budget}}) counts toward `maxTokens` ({{maxTokens}}), so it must be smaller, leaving room for the answer (or send the `{{beta}}` beta in `anthropic_beta`).",
    },
    api: {
      status: "C",
      area: "thinking",
      texts: [
        CLAUDE_TEXTS.budgetNotBelowMaxTokensWithLink,
        "The model returned the following errors: `max_tokens` must be greater than `thinking.budget_tokens`. Please consult our documentation at https://docs.anthropic.com/en/docs/build-with-claude/extended-thinking#max-tokens-and-context-window-size",
      ],
      reason: "Thinking enabled with a budget (`additionalModelRequestFields`) against 1,024 and `inferenceConfig.maxTokens`, on Claude.",
    },
  },
  visit: {
    request(context) {
      const { model } = context;
      if (model.facts?.family !== "claude") return;
      const fields = model.request.additionalModelRequestFields;
      if (!isRecord(fields)) return;
      const key = isRecord(fields.thinking) ? "thinking" : isRecord(fields.reasoning_config) ? "reasoning_config" : undefined;
      if (key === undefined) return;
      const config = fields[key] as Record<string, unknown>;
      const budget = config.budget_tokens;
      if (config.type !== "enabled" || typeof budget !== "number") return;
      const at = context.at(context.root, "additionalModelRequestFields", key, "budget_tokens");
      if (budget < 1024) {
        context.report({ messageId: "tooSmall", at, data: { path: "", budget }, hint: "tooSmall" });
        return;
      }
      const inference = model.request.inferenceConfig;
      const maxTokens = isRecord(inference) ? inference.maxTokens : undefined;
      if (typeof maxTokens !== "number" || budget < maxTokens) return;
      const betas = fields.anthropic_beta;
      if (Array.isArray(betas) ? betas.includes(INTERLEAVED_THINKING_BETA) : betas === INTERLEAVED_THINKING_BETA) return;
      context.report({ messageId: "notBelow", at, data: { path: "", budget, maxTokens, beta: INTERLEAVED_THINKING_BETA }, hint: "notBelow" });
    },
  },
});
