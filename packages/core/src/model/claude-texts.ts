/**
 * Texts Claude's API writes wherever Claude is served: the Messages API (the `anthropic` dialect) and Bedrock's
 * Converse, which passes Claude's own validation errors through (`bedrock-converse` dialect). One copy for both.
 */
export const CLAUDE_TEXTS = {
  budgetTooSmall: "thinking.enabled.budget_tokens: Input should be greater than or equal to 1024",
  budgetNotBelowMaxTokens: "`max_tokens` must be greater than `thinking.budget_tokens`.",
  budgetNotBelowMaxTokensWithLink:
    "`max_tokens` must be greater than `thinking.budget_tokens`. Please consult our documentation at https://docs.claude.com/en/docs/build-with-claude/extended-thinking#max-tokens-and-context-window-size",
} as const;
