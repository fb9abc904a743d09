import { createRule } from "../create-rule.js";

export default createRule("resp-reasoning-nonreasoning", {
  meta: {
    description: "`reasoning` items are sent to a model that does not reason (gpt-4o, gpt-4.1).",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    spec: "providers.md openai-responses §3",
    messages: {
      nonReasoning:
        "Reasoning input items can only be provided to a reasoning or computer use model. Remove reasoning items from your input and try again.",
    },
    hints: { nonReasoning: "The history came from a reasoning model and is now sent to {{model}}: drop its reasoning items." },
    api: { status: "C", area: "models", reason: "Reads the model table." },
  },
  visit: {
    request(context) {
      const { facts, reasoning } = context.model;
      if (facts === undefined || facts.reasoning) return;
      for (const item of reasoning)
        context.report({
          messageId: "nonReasoning",
          at: item,
          data: { model: facts.raw, path: "input" },
          hint: "nonReasoning",
          suggestions: [{ description: "Remove the reasoning item", edits: [{ op: "remove", path: item.pointer }] }],
        });
    },
  },
});
