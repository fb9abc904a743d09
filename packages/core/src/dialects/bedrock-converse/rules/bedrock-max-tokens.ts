import { createRule } from "../create-rule.js";
import { isRecord } from "../model.js";

export default createRule("bedrock-max-tokens", {
  meta: {
    description: "`inferenceConfig.maxTokens` is above the model's output limit.",
    category: "api",
    recommended: true,
    needs: { fields: ["inferenceConfig"] },
    spec: "providers.md bedrock-converse §3 (bedrock-max-tokens)",
    messages: {
      overLimit:
        "The maximum tokens you requested exceeds the model limit of {{limit}}. Try again with a maximum tokens value that is lower than {{limit}}.",
    },
    hints: { overLimit: "{{model}} writes at most {{limit}} tokens." },
    api: { status: "C", area: "sampling", reason: "maxTokens against the model table's output limit (Claude models; others unknown, so silent)." },
  },
  visit: {
    request(context) {
      const { model } = context;
      const limit = model.facts?.maxTokens;
      const inference = model.request.inferenceConfig;
      if (limit === undefined || !isRecord(inference) || typeof inference.maxTokens !== "number" || inference.maxTokens <= limit) return;
      context.report({
        messageId: "overLimit",
        at: context.at(context.root, "inferenceConfig", "maxTokens"),
        data: { path: "", limit, model: model.modelId! },
        hint: "overLimit",
      });
    },
  },
});
