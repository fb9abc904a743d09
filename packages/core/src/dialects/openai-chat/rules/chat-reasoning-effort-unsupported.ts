import { reportEffortWithoutReasoning } from "../../../model/openai-parameters.js";
import { createRule, OPENAI_TARGETS } from "../create-rule.js";

export default createRule("chat-reasoning-effort-unsupported", {
  meta: {
    description: "`reasoning_effort` is sent to a model that does not reason (gpt-4o, gpt-4.1).",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    hasSuggestions: true,
    needs: { fields: ["reasoning_effort"] },
    spec: "providers.md openai-chat §3 (model rules)",
    messages: { effort: "Unsupported parameter: 'reasoning_effort' is not supported with this model." },
    hints: { effort: "{{model}} does not reason: leave `reasoning_effort` out." },
    api: {
      status: "L",
      area: "models",
      errorCode: "unsupported_parameter",
      reason: "Reads the model table, as resp-reasoning-param does for the Responses API.",
    },
  },
  visit: {
    request(context) {
      reportEffortWithoutReasoning(context, context.model.facts, ["reasoning_effort"]);
    },
  },
});
