import { createRule } from "../create-rule.js";
import { isBareBaseId } from "../models.js";

export default createRule("bedrock-inference-profile-required", {
  meta: {
    description:
      "A bare base model id for a model Bedrock serves only through inference profiles (Claude Sonnet 4, Opus 4, 4.1 and 4.5, Sonnet 4.5, Haiku 4.5, Llama 3.2 11B and 90B, Llama 4, Nova Premier, Nova 2 Lite, DeepSeek R1).",
    category: "api",
    recommended: true,
    spec: "providers.md bedrock-converse §3",
    messages: {
      onDemand:
        "Invocation of model ID {{model}} with on-demand throughput isn’t supported. Retry your request with the ID or ARN of an inference profile that contains this model.",
    },
    hints: {
      onDemand:
        "Bedrock serves {{model}} in no Region on demand. Send the request to a cross-Region inference profile: prefix the id with `us.`, `eu.`, `apac.` or `global.` as your account's geography allows (`us.{{model}}`), or use an inference profile's ARN.",
    },
    api: {
      status: "C",
      area: "model families",
      reason: "Bare base ids of the models Bedrock serves only through cross-Region inference profiles, in every Region.",
    },
  },
  visit: {
    request(context) {
      const { model } = context;
      const modelId = model.modelId;
      if (!model.facts?.inferenceProfileOnly || modelId === undefined || !isBareBaseId(modelId)) return;
      context.report({ messageId: "onDemand", at: context.root, data: { model: modelId.trim() }, hint: "onDemand" });
    },
  },
});
