import { createRule, OPENAI_TARGETS } from "../create-rule.js";

export default createRule("chat-max-tokens-both", {
  meta: {
    description: "Both `max_tokens` and `max_completion_tokens` are set.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    hasSuggestions: true,
    needs: { fields: ["max_tokens"] },
    spec: "providers.md openai-chat §3 (`max_tokens` is the deprecated name of `max_completion_tokens`)",
    messages: { both: "Setting 'max_tokens' and 'max_completion_tokens' at the same time is not supported." },
    hints: { both: "`max_tokens` is the deprecated name of `max_completion_tokens`: keep one of them (`max_completion_tokens`)." },
    api: {
      paths: ["max_tokens"],
      status: "C",
      area: "parameters",
      errorCode: "invalid_parameter_combination",
      reason: "Looks for both limits in the request.",
    },
  },
  visit: {
    request(context) {
      const { request, model } = context;
      if (request.max_tokens === undefined || request.max_tokens === null) return;
      if (request.max_completion_tokens === undefined || request.max_completion_tokens === null) return;
      // A reasoning model refuses `max_tokens` itself: chat-max-tokens-reasoning reports it there (which of the two
      // texts OpenAI names first for such a model is not recorded).
      if (model.facts?.reasoning) return;
      const at = context.at(context.root, "max_tokens");
      context.report({
        messageId: "both",
        at,
        hint: "both",
        suggestions: [{ description: "Remove `max_tokens`", edits: [{ op: "remove", path: at.pointer }] }],
      });
    },
  },
});
