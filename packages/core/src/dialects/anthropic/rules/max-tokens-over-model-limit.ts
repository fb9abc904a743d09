import { createRule } from "../create-rule.js";

export default createRule("max-tokens-over-model-limit", {
  meta: {
    description: "`max_tokens` exceeds the model's maximum output.",
    category: "api",
    needs: { fields: ["max_tokens"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#80",
    messages: {
      overLimit: "max_tokens: {{value}} > {{max}}, which is the maximum allowed number of output tokens for {{model}}",
    },
    hints: {
      carriedOver: "{{model}} writes at most {{max}} tokens per response. A `max_tokens` carried over from another model is the usual cause.",
    },
    api: { row: "80", area: "request", status: "C", reason: "the model table's maximum output" },
  },
  visit: {
    request(context) {
      const { request, settings } = context;
      const value = request.max_tokens;
      if (typeof value !== "number" || settings.model === undefined) return;
      const facts = context.model.facts;
      if (!facts || facts.maxOutputTokens === undefined) return;
      let max = facts.maxOutputTokens;
      const betas = settings.betas;
      // The 300k-output beta raises limits the docs do not list per model: with it, msglint does not guess.
      if (betas?.some((beta) => beta.startsWith("output-300k-"))) return;
      // Sonnet 3.7 writes up to 128k with the output-128k beta; a bare body does not say whether it was sent.
      const sonnet37 = facts.id.family === "sonnet" && facts.id.version === 3.7;
      if (sonnet37 && (betas === undefined || betas.includes("output-128k-2025-02-19"))) max = 128000;
      if (value <= max) return;
      const at = context.at(context.root, "max_tokens");
      context.report({
        messageId: "overLimit",
        at,
        data: { value, max, model: settings.model },
        hint: "carriedOver",
        suggestions: [{ description: `Set max_tokens to ${max}`, edits: [{ op: "replace", path: at.pointer, value: max }] }],
      });
    },
  },
});
