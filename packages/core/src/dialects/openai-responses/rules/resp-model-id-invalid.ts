import { impossibleModelId, MODEL_ID_WHITESPACE_HINT, shownModelId } from "../../../model/openai-models.js";
import { createRule } from "../create-rule.js";

export default createRule("resp-model-id-invalid", {
  meta: {
    description: "`model` holds whitespace (`gpt-4o ` or `gpt 4o`): no OpenAI model id does, so no such model exists.",
    category: "api",
    recommended: true,
    // Recorded against api.openai.com; on Azure OpenAI `model` is a deployment name.
    targets: ["openai"],
    needs: { fields: ["model"] },
    spec: "providers.md openai-responses §5 (model; an id with whitespace exists nowhere, so it is decidable)",
    messages: { invalid: "The requested model '{{model}}' does not exist." },
    hints: { invalid: MODEL_ID_WHITESPACE_HINT },
    api: { status: "C", area: "models", errorCode: "model_not_found", reason: "Looks for whitespace in `model`." },
  },
  visit: {
    request(context) {
      const model = impossibleModelId(context.request);
      if (model === undefined) return;
      const data = { model, shown: shownModelId(model), path: "model" };
      context.report({ messageId: "invalid", at: context.at(context.root, "model"), data, hint: "invalid" });
    },
  },
});
