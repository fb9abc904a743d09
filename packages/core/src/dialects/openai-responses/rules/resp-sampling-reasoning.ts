import { reasons } from "../../../model/openai-models.js";
import { createRule } from "../create-rule.js";
import { isRecord } from "../model.js";

const SAMPLING = ["temperature", "top_p", "presence_penalty", "frequency_penalty"];
/** `temperature: 1`, the default, is accepted while the model reasons (recorded 200s for gpt-5-mini, Future-House/ldp), as on Chat Completions. */
const isDefault = (param: string, value: unknown) => param === "temperature" && value === 1;

export default createRule("resp-sampling-reasoning", {
  meta: {
    description:
      "`temperature` other than 1, `top_p` or a penalty is sent to a reasoning model while it reasons (`reasoning.effort` other than `none`, or its default).",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    spec: "providers.md openai-responses §3",
    messages: { sampling: "Unsupported parameter: '{{param}}' is not supported with this model." },
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
      if (reasons(model.facts, effort) !== true) return;
      for (const param of SAMPLING) {
        if (request[param] === undefined || request[param] === null || isDefault(param, request[param])) continue;
        const at = context.at(context.root, param);
        context.report({
          messageId: "sampling",
          at,
          data: { param, model: model.facts!.raw },
          hint: "sampling",
          suggestions: [{ description: `Remove \`${param}\``, edits: [{ op: "remove", path: at.pointer }] }],
        });
      }
    },
  },
});
