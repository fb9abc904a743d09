import { createRule } from "../create-rule.js";
import { isRecord } from "../model.js";

export default createRule("resp-reasoning-param", {
  meta: {
    description: "`reasoning.effort` is sent to a model that does not reason (gpt-4o, gpt-4.1).",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    spec: "providers.md openai-responses §3",
    messages: { effort: "Unsupported parameter: 'reasoning.effort' is not supported with this model." },
    hints: { effort: "{{model}} does not reason: leave `reasoning` out." },
    api: { status: "C", area: "models", errorCode: "unsupported_parameter", reason: "Reads the model table." },
  },
  visit: {
    request(context) {
      const { request, model } = context;
      if (model.facts === undefined || model.facts.reasoning || !isRecord(request.reasoning) || request.reasoning.effort == null) return;
      const at = context.at(context.root, "reasoning", "effort");
      context.report({
        messageId: "effort",
        at,
        data: { model: model.facts.raw },
        hint: "effort",
        suggestions: [{ description: "Remove `reasoning.effort`", edits: [{ op: "remove", path: at.pointer }] }],
      });
    },
  },
});
