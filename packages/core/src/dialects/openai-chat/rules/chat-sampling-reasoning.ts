import { reportRefusedWhileReasoning, SAMPLING_TEXTS } from "../../../model/openai-parameters.js";
import { createRule, OPENAI_TARGETS } from "../create-rule.js";

/** `temperature` has its own rule and text on Chat Completions (chat-temperature-reasoning). */
const SAMPLING = ["top_p", "presence_penalty", "frequency_penalty"];

export default createRule("chat-sampling-reasoning", {
  meta: {
    description: "`top_p` or a penalty is sent to a reasoning model while it reasons (`reasoning_effort` other than `none`, or its default).",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    hasSuggestions: true,
    needs: { fields: SAMPLING },
    spec: "providers.md openai-chat §3 (chat-sampling-range: `top_p` on reasoning models)",
    messages: SAMPLING_TEXTS,
    hints: {
      sampling:
        '{{model}} samples at its default while it reasons; leave `{{param}}` out, or set `reasoning_effort: "none"` on a model that allows it (gpt-5.1 and later).',
    },
    api: {
      status: "C",
      area: "models",
      errorCode: "unsupported_parameter",
      reason: "Reads the model table and the reasoning effort, as resp-sampling-reasoning does (one implementation).",
    },
  },
  visit: {
    request(context) {
      const { request, model } = context;
      reportRefusedWhileReasoning(context, model.facts, request.reasoning_effort, SAMPLING);
    },
  },
});
