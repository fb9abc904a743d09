import { createRule, OPENAI_TARGETS } from "../create-rule.js";

export default createRule("chat-max-tokens-reasoning", {
  meta: {
    description: "`max_tokens` is sent to a reasoning model (o-series, gpt-5 and later), which takes `max_completion_tokens`.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    fixable: true,
    needs: { fields: ["max_tokens"] },
    spec: "providers.md openai-chat §3",
    messages: { maxTokens: "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead." },
    hints: { maxTokens: "{{model}} counts its hidden reasoning tokens against the limit, which is named `max_completion_tokens`." },
    api: { status: "C", area: "models", errorCode: "unsupported_parameter", reason: "Reads the model table." },
  },
  visit: {
    request(context) {
      const { request, model } = context;
      if (!model.facts?.reasoning || request.max_tokens === undefined || request.max_tokens === null) return;
      const at = context.at(context.root, "max_tokens");
      const renamed = context.at(context.root, "max_completion_tokens");
      context.report({
        messageId: "maxTokens",
        at,
        data: { model: model.facts.raw },
        hint: "maxTokens",
        fix:
          request.max_completion_tokens === undefined
            ? { description: "Rename `max_tokens` to `max_completion_tokens`", edits: [{ op: "move", from: at.pointer, path: renamed.pointer }] }
            : { description: "Remove `max_tokens` (`max_completion_tokens` is set)", edits: [{ op: "remove", path: at.pointer }] },
      });
    },
  },
});
