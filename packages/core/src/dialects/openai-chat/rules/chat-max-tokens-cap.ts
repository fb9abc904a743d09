import { createRule, OPENAI_TARGETS } from "../create-rule.js";

export default createRule("chat-max-tokens-cap", {
  meta: {
    description: "`max_tokens` asks for more completion tokens than the model can write.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    hasSuggestions: true,
    needs: { fields: ["max_tokens"] },
    spec: "providers.md openai-chat §3",
    messages: {
      tooLarge: "max_tokens is too large: {{value}}. This model supports at most {{max}} completion tokens, whereas you provided {{value}}.",
    },
    hints: { tooLarge: "{{model}} writes at most {{max}} tokens per answer; a limit set for another model was kept when the model changed." },
    api: { status: "C", area: "models", reason: "Reads the output caps of the model table." },
  },
  visit: {
    request(context) {
      const { request, model } = context;
      const max = model.facts?.maxOutputTokens;
      const value = request.max_tokens;
      if (max === undefined || typeof value !== "number" || value <= max) return;
      const at = context.at(context.root, "max_tokens");
      context.report({
        messageId: "tooLarge",
        at,
        data: { value, max, model: model.facts!.raw },
        hint: "tooLarge",
        suggestions: [{ description: `Set \`max_tokens\` to ${max}`, edits: [{ op: "replace", path: at.pointer, value: max }] }],
      });
    },
  },
});
