import { reasons } from "../../../model/openai-models.js";
import { createRule } from "../create-rule.js";
import { isRecord } from "../model.js";
import { withKeys } from "../../../model/values.js";

export default createRule("resp-logprobs-reasoning", {
  meta: {
    description:
      '`top_logprobs`, or `message.output_text.logprobs` in `include`, is sent to a reasoning model while it reasons (an effort other than `"none"`, or a default effort known to reason).',
    category: "api",
    recommended: true,
    needs: { fields: ["top_logprobs", "include"] },
    spec: "providers.md openai-responses §3",
    messages: { logprobs: "logprobs are not supported with reasoning models." },
    hints: { logprobs: "{{model}} is a reasoning model: it returns no log probabilities." },
    api: { status: "C", area: "models", reason: "Reads the model table and the reasoning effort." },
  },
  visit: {
    request(context) {
      const { request, model } = context;
      if (!model.facts?.reasoning) return;
      // Only while the model is known to reason: gpt-5.4 (default effort `none`) accepted them (posit-dev/chatlas), and
      // a variant whose default effort the table does not know (gpt-5.2-codex) may not reason when no effort is set.
      if (reasons(model.facts, isRecord(request.reasoning) ? request.reasoning.effort : undefined) !== true) return;
      const data = { model: model.facts.raw };
      if (request.top_logprobs !== undefined && request.top_logprobs !== null) {
        context.report({
          messageId: "logprobs",
          at: context.at(context.root, "top_logprobs"),
          data: withKeys(data, { path: "top_logprobs" }),
          hint: "logprobs",
        });
      }
      if (!Array.isArray(request.include)) return;
      request.include.forEach((entry, i) => {
        if (entry !== "message.output_text.logprobs") return;
        context.report({
          messageId: "logprobs",
          at: context.at(context.root, "include", i),
          data: withKeys(data, { path: "include" }),
          hint: "logprobs",
        });
      });
    },
  },
});
