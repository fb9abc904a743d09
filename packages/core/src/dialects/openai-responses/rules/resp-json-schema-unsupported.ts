import { createRule } from "../create-rule.js";
import { isRecord } from "../model.js";

export default createRule("resp-json-schema-unsupported", {
  meta: {
    description:
      "`text.format` of type `json_schema` (Structured Outputs) is sent to a model older than Structured Outputs (gpt-4, gpt-4-turbo, gpt-3.5-turbo).",
    category: "api",
    recommended: true,
    needs: { fields: ["text"] },
    spec: "providers.md openai-responses §3 (model rules; recorded in maruel/genai's scoreboard)",
    messages: {
      jsonSchema: "Invalid parameter: 'text.format' of type 'json_schema' is not supported with model version `{{model}}`.",
    },
    hints: {
      jsonSchema:
        "{{model}} predates Structured Outputs: use gpt-4o-mini, gpt-4o (2024-08-06 or later) or a newer model, or ask for `json_object` (JSON mode, with the word JSON in an input message) and check the schema yourself.",
    },
    api: { status: "C", area: "models", reason: "Reads the model table and `text.format.type`." },
  },
  visit: {
    request(context) {
      const { request, model } = context;
      // The model table's fact, shared with chat-json-schema-unsupported: silent for a model the table does not know.
      if (!model.facts?.rejectsJsonSchema) return;
      const format = isRecord(request.text) ? request.text.format : undefined;
      if (!isRecord(format) || format.type !== "json_schema") return;
      context.report({
        messageId: "jsonSchema",
        at: context.at(context.root, "text", "format", "type"),
        data: { model: model.facts.raw },
        hint: "jsonSchema",
      });
    },
  },
});
