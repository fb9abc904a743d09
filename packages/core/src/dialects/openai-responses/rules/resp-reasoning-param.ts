import { reportEffortWithoutReasoning } from "../../../model/openai-parameters.js";
import { createRule } from "../create-rule.js";

export default createRule("resp-reasoning-param", {
  meta: {
    description: "`reasoning.effort` is sent to a model that does not reason (gpt-4o, gpt-4.1).",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    needs: { fields: ["reasoning"] },
    spec: "providers.md openai-responses §3",
    messages: { effort: "Unsupported parameter: 'reasoning.effort' is not supported with this model." },
    hints: { effort: "{{model}} does not reason: leave `reasoning` out." },
    api: { status: "C", area: "models", errorCode: "unsupported_parameter", reason: "Reads the model table." },
  },
  visit: {
    request(context) {
      reportEffortWithoutReasoning(context, context.model.facts, ["reasoning", "effort"]);
    },
  },
});
