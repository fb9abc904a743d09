/** OpenAI Chat Completions bodies (`POST /v1/chat/completions`), on OpenAI, Azure OpenAI and the servers that copy the format. */
import type { Dialect } from "../../engine/dialect.js";
import { CHAT_TARGETS } from "./create-rule.js";
import { detectChat } from "./detect.js";
import { buildChatModel, chatNodeShapes, type ChatModel } from "./model.js";
import { chatPaths } from "./paths.js";
import { rules } from "./rules/index.js";
import { createChatState, type ChatState } from "./state.js";
import { unchecked } from "./unchecked.js";
import { chatView } from "./view.js";

export const openaiChat: Dialect<ChatModel, ChatState> = {
  id: "openai-chat",
  title: "OpenAI Chat Completions",
  targets: CHAT_TARGETS,
  rules,
  unchecked,
  detect: detectChat,
  detectMax: 3,
  list: { key: "messages" },
  createState: createChatState,
  model: (request, settings, state) => buildChatModel(request, settings, state),
  // Their rules' needs name top-level fields only (a test holds them to it): the model's request is all there is to ask.
  presence: (model) => model,
  nodeShapes: chatNodeShapes,
  walk(model, visitOf) {
    const visitMessage = visitOf("message");
    const visitPart = visitOf("part");
    const visitToolCall = visitOf("tool_call");
    for (const message of model.messages) {
      visitMessage?.(message, message.role);
      if (visitPart) for (const part of message.parts) visitPart(part, part.type);
      if (visitToolCall) for (const call of message.toolCalls) visitToolCall(call);
    }
  },
  paths: chatPaths,
  requestModel: (request) => (typeof request.model === "string" ? request.model : undefined),
  view: chatView,
};
