import { OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule } from "../create-rule.js";

export default createRule("chat-messages-empty", {
  meta: {
    description: "`messages` is an empty array.",
    category: "api",
    recommended: true,
    spec: "providers.md openai-chat §3",
    messages: { empty: OPENAI_TEXTS.emptyArray },
    hints: { empty: "Nothing is left to send: a history truncated or filtered to nothing. Send at least one message." },
    api: { paths: ["messages"], status: "C", area: "messages", errorCode: "empty_array", reason: "Looks at the length of `messages`." },
  },
  visit: {
    request(context) {
      const { messages } = context.request;
      if (!Array.isArray(messages) || messages.length > 0) return;
      context.report({ messageId: "empty", at: context.at(context.root, "messages"), hint: "empty" });
    },
  },
});
