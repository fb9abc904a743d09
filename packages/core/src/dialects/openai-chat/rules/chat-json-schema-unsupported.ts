import { createRule, OPENAI_TARGETS } from "../create-rule.js";
import { isRecord } from "../model.js";

export default createRule("chat-json-schema-unsupported", {
  meta: {
    description:
      "A `json_schema` response format (Structured Outputs) is sent to a model older than Structured Outputs (gpt-4, gpt-4-turbo, gpt-3.5-turbo) or to gpt-audio, which also refuses `json_object`; or a `json_object` one to gpt-4o-mini-search-preview.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    needs: { fields: ["response_format"] },
    spec: "providers.md openai-chat §3 (model rules; recorded in Mirascope's cassettes)",
    messages: {
      jsonSchema:
        "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model. Learn more about supported models at the Structured Outputs guide: https://platform.openai.com/docs/guides/structured-outputs",
      jsonObject: "Invalid parameter: 'response_format' of type 'json_object' is not supported with this model.",
      jsonObjectSearch: "Response format 'json_object' is not supported with web_search.",
    },
    hints: {
      jsonSchema:
        "{{model}} does not take Structured Outputs: use gpt-4o-mini, gpt-4o (2024-08-06 or later) or a newer model, or ask for `json_object` (JSON mode, with the word JSON in a message) where the model takes it, and check the schema yourself.",
      jsonObject: "{{model}} answers in free text only: leave `response_format` out and ask for JSON in the prompt, or use a text model.",
      jsonObjectSearch:
        "{{model}} searches the web on every request, and JSON mode does not go with that: ask for `json_schema` (Structured Outputs, which it takes), or use a model that does not search.",
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
      const facts = model.facts;
      if (facts === undefined || !isRecord(format)) return;
      const messageId =
        format.type === "json_schema" && facts.rejectsJsonSchema
          ? "jsonSchema"
          : format.type === "json_object" && facts.rejectsJsonObject
            ? "jsonObject"
            : format.type === "json_object" && facts.jsonObjectRefusedWithSearch
              ? "jsonObjectSearch"
              : undefined;
      if (messageId === undefined) return;
      context.report({ messageId, at: context.at(context.root, "response_format"), data: { model: facts.raw }, hint: messageId });
    },
  },
});
