import { reasons } from "../../../model/openai-models.js";
import { createRule, OPENAI_TARGETS } from "../create-rule.js";

export default createRule("chat-temperature-reasoning", {
  meta: {
    description: "`temperature` other than 1 is sent to a reasoning model while it reasons.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    hasSuggestions: true,
    needs: { fields: ["temperature"] },
    spec: "providers.md openai-chat §3",
    messages: {
      value: "Unsupported value: 'temperature' does not support {{value}} with this model. Only the default (1) value is supported.",
      parameter: "Unsupported parameter: 'temperature' is not supported with this model.",
    },
    hints: {
      temperature:
        '{{model}} samples at its default while it reasons; leave `temperature` out (gpt-5.1 and later take it again with `reasoning_effort: "none"`).',
    },
    api: { status: "C", area: "models", errorCode: "unsupported_value", reason: "Reads the model table and the reasoning effort." },
  },
  visit: {
    request(context) {
      const { request, model } = context;
      const { temperature } = request;
      if (typeof temperature !== "number" || temperature === 1) return;
      if (reasons(model.facts, request.reasoning_effort) !== true) return;
      const at = context.at(context.root, "temperature");
      context.report({
        messageId: model.facts!.temperatureText,
        at,
        data: { value: temperature, model: model.facts!.raw },
        hint: "temperature",
        suggestions: [{ description: "Remove `temperature`", edits: [{ op: "remove", path: at.pointer }] }],
      });
    },
  },
});
