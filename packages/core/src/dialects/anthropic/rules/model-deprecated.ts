import { createRule } from "../create-rule.js";
import { lifecycle, modelNode } from "../analyses/lifecycle.js";

export default createRule("model-deprecated", {
  meta: {
    description: "The model is deprecated: the official SDK lists its end-of-life date, still ahead (as of the `now` setting).",
    category: "risk",
    // Off by default: the API serves the model until its end of life, and the SDK itself warns at run time.
    recommended: false,
    spec: "§14 (issue 21: model lifecycle)",
    // The first line of the SDK's warning (messages.create), verbatim.
    messages: { deprecated: "The model '{{model}}' is deprecated and will reach end-of-life on {{date}}" },
    hints: {
      migrate:
        "Please migrate to a newer model before {{date}}: after it the API answers 404 for {{model}} (see https://docs.anthropic.com/en/docs/resources/model-deprecations).",
    },
    api: { row: "§14", area: "model", reason: "the model id against the SDK's table of deprecated models; the API accepts the request" },
  },
  visit: {
    request(context) {
      const found = lifecycle(context);
      if (!found || found.retired) return;
      context.report({ messageId: "deprecated", at: modelNode(context), data: { model: found.model, date: found.date }, hint: "migrate" });
    },
  },
});
