import { reasons } from "../../../model/openai-models.js";
import { createRule, OPENAI_TARGETS } from "../create-rule.js";

export default createRule("chat-logprobs-reasoning", {
  meta: {
    description:
      "`logprobs` is sent to a model that refuses it while it reasons (gpt-5.5, gpt-5.6-luna, -sol and -terra, gpt-5.2-chat-latest; a `reasoning_effort` other than `none`, or none set), or to gpt-audio, which refuses it always.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    hasSuggestions: true,
    needs: { fields: ["logprobs"] },
    spec: "providers.md openai-chat §3 (model rules)",
    messages: {
      logprobs: "Unsupported parameter: 'logprobs' is not supported with this model.",
      model: "This model does not support the 'logprobs' parameter.",
    },
    hints: {
      logprobs: "{{model}} returns no log probabilities while it reasons: drop `logprobs` (and `top_logprobs`), or use a model that does not reason.",
      model: "{{model}} returns no log probabilities: drop `logprobs` (and `top_logprobs`), or use a text model.",
    },
    api: { status: "C", area: "models", errorCode: "unsupported_parameter", reason: "Reads the model table and the reasoning effort." },
  },
  visit: {
    request(context) {
      const { request, model } = context;
      const facts = model.facts;
      if (facts === undefined || request.logprobs !== true) return;
      const messageId = facts.rejectsLogprobs
        ? "model"
        : facts.rejectsLogprobsReasoning && reasons(facts, request.reasoning_effort) === true
          ? "logprobs"
          : undefined;
      if (messageId === undefined) return;
      const at = context.at(context.root, "logprobs");
      context.report({
        messageId,
        at,
        data: { model: facts.raw },
        hint: messageId,
        suggestions: [{ description: "Remove `logprobs`", edits: [{ op: "remove", path: at.pointer }] }],
      });
    },
  },
});
