import { reasons } from "../../../model/openai-models.js";
import { createRule, OPENAI_TARGETS } from "../create-rule.js";

export default createRule("chat-logprobs-reasoning", {
  meta: {
    description:
      "`logprobs` is sent to a model that refuses it while it reasons (gpt-5.5, gpt-5.6-luna, -sol and -terra, gpt-5.2-chat-latest; a `reasoning_effort` other than `none`, or none set).",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    hasSuggestions: true,
    spec: "providers.md openai-chat §3 (model rules)",
    messages: { logprobs: "Unsupported parameter: 'logprobs' is not supported with this model." },
    hints: {
      logprobs: "{{model}} returns no log probabilities while it reasons: drop `logprobs` (and `top_logprobs`), or use a model that does not reason.",
    },
    api: { status: "C", area: "models", errorCode: "unsupported_parameter", reason: "Reads the model table and the reasoning effort." },
  },
  visit: {
    request(context) {
      const { request, model } = context;
      if (!model.facts?.rejectsLogprobsReasoning || request.logprobs !== true) return;
      if (reasons(model.facts, request.reasoning_effort) !== true) return;
      const at = context.at(context.root, "logprobs");
      context.report({
        messageId: "logprobs",
        at,
        data: { model: model.facts.raw },
        hint: "logprobs",
        suggestions: [{ description: "Remove `logprobs`", edits: [{ op: "remove", path: at.pointer }] }],
      });
    },
  },
});
