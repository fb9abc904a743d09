import { createRule } from "../create-rule.js";

export default createRule("resp-model-not-responses", {
  meta: {
    description: "The model is one OpenAI serves on Chat Completions only (gpt-5-search-api, o1-mini, o1-preview).",
    category: "api",
    recommended: true,
    // Every refusal was recorded against api.openai.com; on Azure `model` is a deployment name.
    targets: ["openai"],
    spec: "providers.md openai-responses §3",
    messages: { model: "The requested model '{{model}}' is not supported with the Responses API." },
    hints: {
      model:
        "{{model}} answers on /v1/chat/completions: send the request there, or use a model the Responses API serves (for search, an ordinary model with the `web_search` tool).",
    },
    api: { status: "C", area: "models", reason: "Reads the model table." },
  },
  visit: {
    request(context) {
      const { model } = context;
      if (!model.facts?.notOnResponses) return;
      const data = { model: model.facts.raw, path: "model" };
      context.report({ messageId: "model", at: context.at(context.root, "model"), data, hint: "model" });
    },
  },
});
