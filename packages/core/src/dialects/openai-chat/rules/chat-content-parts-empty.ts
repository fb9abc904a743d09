import { OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule, type Context } from "../create-rule.js";

export default createRule("chat-content-parts-empty", {
  meta: {
    description: "A `user`, `system`, `developer` or `tool` message has `content: []`.",
    category: "api",
    recommended: true,
    spec: "providers.md openai-chat §3",
    messages: { empty: OPENAI_TEXTS.emptyArray },
    hints: {
      empty:
        "A list of parts needs at least one part; every part was filtered out (an image dropped, a file removed). Send the text, or drop the message.",
    },
    api: {
      paths: ["messages.N.content"],
      status: "I",
      area: "content",
      errorCode: "empty_array",
      reason: "Looks at the length of each content list (assistant messages are left alone).",
    },
  },
  visit: {
    // One loop over the messages, not a visit to each: a visitor per message costs every clean body its dispatch.
    request(context: Context) {
      for (const message of context.model.messages) {
        // An assistant message's empty list beside `tool_calls` is not known to be rejected.
        if (message.role === "assistant" || !Array.isArray(message.value.content) || message.value.content.length > 0) continue;
        context.report({ messageId: "empty", at: context.at(message, "content"), hint: "empty" });
      }
    },
  },
});
