import { reportRefusedWhileReasoning, SAMPLING_TEXTS } from "../../../model/openai-parameters.js";
import { createRule } from "../create-rule.js";
import { isRecord } from "../model.js";

const SAMPLING = ["temperature", "top_p", "presence_penalty", "frequency_penalty"];

export default createRule("resp-sampling-reasoning", {
  meta: {
    description:
      "`temperature` other than 1, `top_p` or a penalty is sent to a reasoning model while it reasons (`reasoning.effort` other than `none`, or its default).",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    needs: { fields: SAMPLING },
    spec: "providers.md openai-responses §3",
    messages: SAMPLING_TEXTS,
    hints: {
      sampling:
        '{{model}} samples at its default while it reasons; leave `{{param}}` out, or set `reasoning: {effort: "none"}` on a model that allows it.',
    },
    api: { status: "C", area: "models", errorCode: "unsupported_parameter", reason: "Reads the model table and the reasoning effort." },
  },
  visit: {
    request(context) {
      const { request, model } = context;
      const effort = isRecord(request.reasoning) ? request.reasoning.effort : undefined;
      reportRefusedWhileReasoning(context, model.facts, effort, SAMPLING);
    },
  },
});
