import { impossibleModelId } from "../../../model/openai-models.js";
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
    hints: {
      invalid:
        "`{{model}}` holds whitespace, and OpenAI's model ids have none: a space in place of a hyphen, or a trailing space or line break from a config file or an environment variable. Write the id exactly (`gpt-4o`).",
    },
    api: { paths: ["model"], status: "C", area: "models", reason: "Looks for whitespace in `model`." },
  },
  visit: {
    request(context) {
      const model = impossibleModelId(context.request);
      if (model === undefined) return;
      context.report({
        messageId: "invalid",
        at: context.at(context.root, "model"),
        data: { model: JSON.stringify(model).slice(1, -1) },
        hint: "invalid",
      });
    },
  },
});
