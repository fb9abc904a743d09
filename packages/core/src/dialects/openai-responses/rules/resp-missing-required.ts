import { OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule } from "../create-rule.js";
import { isRecord, isSet } from "../model.js";

export default createRule("resp-missing-required", {
  meta: {
    description:
      "A required parameter is missing: `model`, `input`, a message's `content`, a text part's `text`, a tool's `type` or `name`, a file_search tool's `vector_store_ids`, `tool_choice.name`, `text.format.name`.",
    category: "api",
    recommended: true,
    spec: "providers.md openai-responses §3",
    messages: { missing: OPENAI_TEXTS.missing },
    hints: {
      chatTool:
        'A Chat Completions tool (`{type, function: {name, …}}`): the Responses API takes it flat, `{type: "function", name, description, parameters}`.',
      plain: "The API requires `{{path}}` here.",
    },
    api: {
      paths: [
        "model",
        "input",
        "input.N.content",
        "input.N.content.M.text",
        "tools.N.type",
        "tools.N.name",
        "tools.N.vector_store_ids",
        "tool_choice.name",
        "text.format.name",
      ],
      status: "C",
      area: "parameters",
      errorCode: "missing_required_parameter",
      reason: "Looks for each required field.",
    },
  },
  visit: {
    request(context) {
      const { request } = context;
      const missing = (path: string, hint = "plain", at = context.root) => context.report({ messageId: "missing", at, data: { path }, hint });
      // A stored prompt can carry the model and the input.
      if (request.model === undefined && !isRecord(request.prompt)) missing("model");
      if (request.input === undefined && !isSet(request.previous_response_id) && !isSet(request.conversation) && !isRecord(request.prompt))
        missing("input");
      for (const tool of context.model.tools) {
        if (tool.value.type === undefined) missing(context.at(tool, "type").path, "plain", tool);
        else if (tool.value.type === "function" && tool.value.name === undefined) {
          missing(context.at(tool, "name").path, isRecord(tool.value.function) ? "chatTool" : "plain", tool);
        } else if (tool.value.type === "file_search" && tool.value.vector_store_ids === undefined)
          missing(context.at(tool, "vector_store_ids").path, "plain", tool);
      }
      const choice = request.tool_choice;
      if (isRecord(choice) && choice.type === "function" && choice.name === undefined)
        missing("tool_choice.name", "plain", context.at(context.root, "tool_choice"));
      const format = isRecord(request.text) ? request.text.format : undefined;
      if (isRecord(format) && format.type === "json_schema" && format.name === undefined)
        missing("text.format.name", "plain", context.at(context.root, "text", "format"));
      for (const item of context.model.messages)
        if (item.value.content === undefined)
          context.report({ messageId: "missing", at: item, data: { path: context.at(item, "content").path }, hint: "plain" });
      for (const part of context.model.parts)
        if (part.type === "input_text" && part.value.text === undefined)
          context.report({ messageId: "missing", at: part, data: { path: context.at(part, "text").path }, hint: "plain" });
    },
  },
});
