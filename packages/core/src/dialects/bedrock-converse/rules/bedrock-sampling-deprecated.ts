import { createRule } from "../create-rule.js";
import { isRecord } from "../model.js";
import { MODEL_ERRORS } from "../paths.js";

export default createRule("bedrock-sampling-deprecated", {
  meta: {
    description: "A `temperature` (or `top_k`) on a Claude model that takes no sampling settings (Opus 4.7 and later, Sonnet 5).",
    category: "api",
    recommended: true,
    needs: { fields: ["inferenceConfig", "additionalModelRequestFields"] },
    spec: "providers.md bedrock-converse §3 (bedrock-sampling-deprecated)",
    messages: {
      temperature: `${MODEL_ERRORS}\`temperature\` is deprecated for this model.`,
      topK: "`top_k` is deprecated for this model",
    },
    hints: { deprecated: "{{model}} sets its own sampling: leave the setting out." },
    api: {
      status: "C",
      area: "sampling",
      reason: "inferenceConfig.temperature and additionalModelRequestFields.top_k, on the Claude models known to reject them.",
    },
  },
  visit: {
    request(context) {
      const { model } = context;
      if (!model.facts?.rejectsSampling) return;
      const data = { path: "", model: model.modelId! };
      const inference = model.request.inferenceConfig;
      if (isRecord(inference) && inference.temperature !== undefined) {
        context.report({ messageId: "temperature", at: context.at(context.root, "inferenceConfig", "temperature"), data, hint: "deprecated" });
      }
      const fields = model.request.additionalModelRequestFields;
      if (isRecord(fields) && fields.top_k !== undefined) {
        context.report({ messageId: "topK", at: context.at(context.root, "additionalModelRequestFields", "top_k"), data, hint: "deprecated" });
      }
    },
  },
});
