import { createRule } from "../create-rule.js";
import { lifecycle, modelNode } from "../analyses/lifecycle.js";

export default createRule("model-retired", {
  meta: {
    description:
      "The model is past the end-of-life date of the official SDK's table of deprecated models (as of the `now` setting): the API no longer serves it.",
    category: "risk",
    recommended: true,
    spec: "§14 (issue 21: model lifecycle)",
    // The API's answer for a model it does not serve (HTTP 404, not_found_error).
    messages: { retired: "model: {{model}}" },
    hints: {
      endOfLife:
        "{{model}} reached its end of life on {{date}} (the official SDK's table of deprecated models; checked against {{now}}). The API answers 404 not_found_error for a retired model: migrate to a newer model, see https://docs.anthropic.com/en/docs/resources/model-deprecations.",
    },
    api: {
      row: "§14",
      area: "model",
      errorCode: "not_found_error",
      reason:
        "the model id against the SDK's end-of-life dates and the `now` setting (a warning on recordings, an error in assertValid and the request guards)",
    },
  },
  visit: {
    request(context) {
      const found = lifecycle(context);
      if (!found?.retired) return;
      context.report({
        messageId: "retired",
        at: modelNode(context),
        data: { model: found.model, date: found.date, now: context.settings.now },
        hint: "endOfLife",
      });
    },
  },
});
