import { createRule } from "../create-rule.js";

export default createRule("max-tokens-min", {
  meta: {
    description: "`max_tokens` is negative.",
    category: "api",
    needs: { fields: ["max_tokens"] },
    recommended: true,
    spec: "#80b, §10",
    messages: { min: "max_tokens: Input should be greater than or equal to {{min}}" },
    hints: {
      negative:
        "A negative `max_tokens` is usually a computed budget gone below zero (context window minus input): check the arithmetic, and compact the conversation instead when the input leaves no room.",
    },
    api: { row: "80b", area: "request", status: "I", reason: "a number (0 is accepted since 2026-05)" },
  },
  visit: {
    request(context) {
      const maxTokens = context.request.max_tokens;
      // 0 is accepted since 2026-05 (a request that only warms the prompt cache).
      if (typeof maxTokens !== "number" || maxTokens >= 0) return;
      context.report({ messageId: "min", at: context.at(context.root, "max_tokens"), data: { min: 0 }, hint: "negative" });
    },
  },
});
