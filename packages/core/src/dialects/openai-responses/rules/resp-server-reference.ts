import { createRule, type Context } from "../create-rule.js";
import { isRecord, isSet } from "../model.js";

export default createRule("resp-server-reference", {
  meta: {
    description:
      "The request depends on state only OpenAI holds (a stored response, conversation or prompt, an `item_reference`, a `file_id`): msglint cannot check it.",
    category: "unverifiable",
    recommended: false,
    spec: "providers.md openai-responses §5",
    messages: {
      previousResponse:
        "{{path}}: response '{{id}}' is stored by OpenAI; whether it exists (and holds the calls and items this request builds on) only the server knows.",
      conversation: "{{path}}: conversation '{{id}}' is stored by OpenAI; whether it exists only the server knows.",
      prompt: "{{path}}: prompt '{{id}}' is stored by OpenAI; whether it exists, and what model and input it supplies, only the server knows.",
      itemReference: "{{path}}: item '{{id}}' is stored by OpenAI; whether it exists only the server knows.",
      fileId: "{{path}}: file '{{id}}' is stored by OpenAI; whether it exists and is of a type the model reads only the server knows.",
    },
    hints: {
      previousResponse: "OpenAI answers `Previous response with id '{{id}}' not found.` when it does not.",
      conversation: "OpenAI answers `Conversation with id '{{id}}' not found.` when it does not.",
      prompt: "OpenAI answers `Prompt with id '{{id}}' not found.` when it does not.",
    },
    api: {
      status: "C",
      area: "server state",
      reason: "Lists the references to server state; off unless turned on.",
      texts: ["Previous response with id '{{id}}' not found.", "Conversation with id '{{id}}' not found.", "Prompt with id '{{id}}' not found."],
    },
  },
  visit: {
    request(context) {
      const { request } = context;
      if (isSet(request.previous_response_id) && typeof request.previous_response_id === "string") {
        const id = request.previous_response_id;
        context.report({
          messageId: "previousResponse",
          at: context.at(context.root, "previous_response_id"),
          data: { id },
          hint: "previousResponse",
        });
      }
      const conversation = request.conversation;
      const conversationId =
        typeof conversation === "string" ? conversation : isRecord(conversation) && typeof conversation.id === "string" ? conversation.id : undefined;
      if (conversationId)
        context.report({
          messageId: "conversation",
          at: context.at(context.root, "conversation"),
          data: { id: conversationId },
          hint: "conversation",
        });
      if (isRecord(request.prompt) && typeof request.prompt.id === "string") {
        context.report({ messageId: "prompt", at: context.at(context.root, "prompt", "id"), data: { id: request.prompt.id }, hint: "prompt" });
      }
      checkInput(context);
    },
  },
});

/** The stored items and files the input refers to. */
function checkInput(context: Context): void {
  for (const item of context.model.references)
    if (item.id !== undefined) context.report({ messageId: "itemReference", at: context.at(item, "id"), data: { id: item.id } });
  for (const part of context.model.parts)
    if (part.type === "input_file" && typeof part.value.file_id === "string")
      context.report({ messageId: "fileId", at: context.at(part, "file_id"), data: { id: part.value.file_id } });
}
