import { createRule, OPENAI_TARGETS } from "../create-rule.js";
import { isRecord } from "../model.js";

export default createRule("chat-json-schema-unsupported", {
  meta: {
    description:
      "A `json_schema` response format (Structured Outputs) is sent to a model older than Structured Outputs (gpt-4, gpt-4-turbo, gpt-3.5-turbo).",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    spec: "providers.md openai-chat §3 (model rules; recorded in Mirascope's cassettes)",
    messages: {
      jsonSchema:
        "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model. Learn more about supported models at the Structured Outputs guide: https://platform.openai.com/docs/guides/structured-outputs",
    },
    hints: {
      jsonSchema:
        "{{model}} predates Structured Outputs: use gpt-4o-mini, gpt-4o (2024-08-06 or later) or a newer model, or ask for `json_object` (JSON mode, with the word JSON in a message) and check the schema yourself.",
    },
    api: {
      status: "C",
      area: "models",
      reason: "Reads the model table and `response_format.type`.",
    },
  },
  visit: {
    request(context) {
      const { request, model } = context;
      const format = request.response_format;
      if (!model.facts?.rejectsJsonSchema || !isRecord(format) || format.type !== "json_schema") return;
      context.report({
        messageId: "jsonSchema",
        at: context.at(context.root, "response_format"),
        data: { model: model.facts.raw },
        hint: "jsonSchema",
      });
    },
  },
});
