import { impossibleModelId, MODEL_ID_WHITESPACE_HINT, shownModelId } from "../../../model/openai-models.js";
import { createRule } from "../create-rule.js";

export default createRule("chat-model-id-invalid", {
  meta: {
    description: "`model` holds whitespace (`gpt-4o ` or `gpt 4o`): no OpenAI model id does.",
    category: "api",
    recommended: true,
    // Recorded against api.openai.com; on Azure OpenAI the URL's deployment picks the model.
    targets: ["openai"],
    needs: { fields: ["model"] },
    spec: "providers.md openai-chat §5 (model access; an id with whitespace exists nowhere, so it is decidable)",
    messages: { invalid: "invalid model ID" },
    hints: { invalid: MODEL_ID_WHITESPACE_HINT },
    api: { paths: ["model"], status: "C", area: "models", reason: "Looks for whitespace in `model`." },
  },
  visit: {
    request(context) {
      const model = impossibleModelId(context.request);
      if (model === undefined) return;
      context.report({
        messageId: "invalid",
        at: context.at(context.root, "model"),
        data: { shown: shownModelId(model) },
        hint: "invalid",
      });
    },
  },
});
