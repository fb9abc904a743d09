import { OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule } from "../create-rule.js";

export default createRule("chat-messages-empty", {
  meta: {
    description: "`messages` is an empty array, or missing.",
    category: "api",
    recommended: true,
    spec: "providers.md openai-chat §3",
    messages: { empty: OPENAI_TEXTS.emptyArray, missing: OPENAI_TEXTS.missing },
    hints: {
      empty: "Nothing is left to send: a history truncated or filtered to nothing. Send at least one message.",
      missing: "The request has no `messages` at all: Chat Completions needs at least one message.",
    },
    api: {
      paths: ["messages"],
      status: "C",
      area: "messages",
      errorCode: "empty_array",
      reason: "Looks at the length of `messages`, and that it is there.",
    },
  },
  visit: {
    request(context) {
      const { messages } = context.request;
      if (messages === undefined) {
        context.report({ messageId: "missing", at: context.root, data: { path: "messages" }, hint: "missing" });
        return;
      }
      if (!Array.isArray(messages) || messages.length > 0) return;
      context.report({ messageId: "empty", at: context.at(context.root, "messages"), hint: "empty" });
    },
  },
});
