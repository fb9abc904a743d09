import { createRule } from "../create-rule.js";
import { isBareBaseId, isPastEndOfLife, onDemandRegions } from "../models.js";
import { withKeys } from "../../../model/values.js";

export default createRule("bedrock-inference-profile-required", {
  meta: {
    description:
      "A bare base model id for a model Bedrock serves only through inference profiles (Claude Sonnet 4, Opus 4, 4.1 and 4.5, Sonnet 4.5, Haiku 4.5, Llama 3.2 3B, 11B and 90B, Llama 4, Nova Premier, Nova 2 Lite, DeepSeek R1), or, with the Region set, one that Region serves only through them (Claude 3.5 and 3.7 Sonnet, Claude 3 Opus, Llama 3.1 and 3.3).",
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
      region:
        "Bedrock serves {{model}} on demand only in {{inRegion}} (AWS's Region table), not in {{region}}. Send the request to a cross-Region inference profile that holds the model (`us.{{model}}` in the United States), or to a Region that serves it in-Region.",
    },
    api: {
      status: "C",
      area: "model families",
      reason:
        "Bare base ids of the models Bedrock serves only through cross-Region inference profiles, in every Region, or in the Region the settings name.",
    },
  },
  visit: {
    request(context) {
      const { model, settings } = context;
      const modelId = model.modelId;
      if (modelId === undefined || !isBareBaseId(modelId)) return;
      // Past its end of life Bedrock answers with that (404), not this (rig's recording): bedrock-model-retired reports it.
      if (isPastEndOfLife(model.facts, settings.now)) return;
      const data = { model: modelId.trim() };
      if (model.facts?.inferenceProfileOnly) {
        context.report({ messageId: "onDemand", at: context.root, data, hint: "onDemand" });
        return;
      }
      // Which Regions serve a model on demand is a fact of the Region: silent when the settings do not name one.
      const regions = settings.region === undefined ? undefined : onDemandRegions(modelId);
      if (regions === undefined || !regions.profileOnly.includes(settings.region!)) return;
      const inRegion = regions.inRegion.join(", ");
      context.report({
        messageId: "onDemand",
        at: context.root,
        data: withKeys(data, { region: settings.region!, inRegion }),
        hint: "region",
      });
    },
  },
});
