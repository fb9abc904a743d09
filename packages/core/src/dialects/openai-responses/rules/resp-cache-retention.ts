import { createRule } from "../create-rule.js";

export default createRule("resp-cache-retention", {
  meta: {
    description: '`prompt_cache_retention: "in_memory"` is sent to a gpt-5.5 model, which caches for 24 hours only.',
    category: "api",
    recommended: true,
    fixable: true,
    needs: { fields: ["prompt_cache_retention"] },
    spec: "providers.md openai-responses §3",
    messages: { retention: "This model is compatible only with 24h extended prompt caching" },
    hints: { retention: '{{model}} keeps prompt caches for 24 hours: send `"24h"` or leave `prompt_cache_retention` out.' },
    api: { status: "C", area: "models", reason: "Reads the model table." },
  },
  visit: {
    request(context) {
      const { request, model } = context;
      if (!model.facts?.rejectsInMemoryCache || request.prompt_cache_retention !== "in_memory") return;
      const at = context.at(context.root, "prompt_cache_retention");
      context.report({
        messageId: "retention",
        at,
        data: { model: model.facts.raw },
        hint: "retention",
        fix: { description: 'Set it to "24h"', edits: [{ op: "replace", path: at.pointer, value: "24h" }] },
      });
    },
  },
});
