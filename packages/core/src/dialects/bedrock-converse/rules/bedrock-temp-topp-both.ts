import { createRule } from "../create-rule.js";
import { isRecord } from "../model.js";
import { MODEL_ERRORS } from "../paths.js";

export default createRule("bedrock-temp-topp-both", {
  meta: {
    description: "`temperature` and `topP` together, on Claude 4.5 and later (and Opus 4.1).",
    category: "api",
    recommended: true,
    needs: { fields: ["inferenceConfig"] },
    spec: "providers.md bedrock-converse §3 (bedrock-temp-topp-both)",
    messages: { both: `${MODEL_ERRORS}\`temperature\` and \`top_p\` cannot both be specified for this model. Please use only one.` },
    hints: { both: "{{model}} takes one of the two: keep `temperature` and drop `topP` (or the other way round)." },
    api: { status: "C", area: "sampling", reason: "Both sampling settings in inferenceConfig, on the Claude models known to reject them together." },
  },
  visit: {
    request(context) {
      const { model } = context;
      const inference = model.request.inferenceConfig;
      if (!model.facts?.rejectsTemperatureWithTopP || !isRecord(inference)) return;
      if (inference.temperature === undefined || inference.topP === undefined) return;
      context.report({
        messageId: "both",
        at: context.at(context.root, "inferenceConfig", "topP"),
        data: { path: "", model: model.modelId! },
        hint: "both",
      });
    },
  },
});
