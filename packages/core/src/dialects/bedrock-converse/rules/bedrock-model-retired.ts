import { createRule } from "../create-rule.js";
import { isPastEndOfLife } from "../models.js";

export default createRule("bedrock-model-retired", {
  meta: {
    description:
      "The model is past its end-of-life date on Bedrock (as of the `now` setting), by its base id or through an inference profile: Claude 3.7 Sonnet, Opus 4, 3.5 Haiku, 3 Sonnet, 3.5 Sonnet v1 and v2, Sonnet 4, Opus 4.1, Llama 3.2, Llama 3.1 405B, Command R and R+, Nova Premier.",
    category: "api",
    recommended: true,
    spec: "providers.md bedrock-converse §3",
    // `x-amzn-errortype: ResourceNotFoundException` (rig's recording).
    messages: { retired: "This model version has reached the end of its life. Please refer to the AWS documentation for more details." },
    hints: {
      retired:
        "{{model}} reached its end of life on Bedrock on {{date}} (checked against the `now` setting, {{now}}): Bedrock no longer serves it, on demand or through an inference profile. Choose an active model (AWS's model lifecycle page and model cards list them).",
    },
    api: {
      httpStatus: 404,
      status: "C",
      area: "model families",
      reason: "The model id (base id, inference profile or ARN of either) against the model table's end-of-life dates and the `now` setting.",
    },
  },
  visit: {
    request(context) {
      const { model, settings } = context;
      if (!isPastEndOfLife(model.facts, settings.now)) return;
      context.report({
        messageId: "retired",
        at: context.root,
        data: { model: model.modelId!.trim(), date: model.facts!.endOfLife!, now: settings.now },
        hint: "retired",
      });
    },
  },
});
