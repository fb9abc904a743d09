import { codePointLength, OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule, OPENAI_TARGETS, type Context } from "../create-rule.js";

/** OpenAI's limit on one content string (1048576 until late 2024). */
const MAX_CONTENT = 10485760;

export default createRule("chat-content-too-long", {
  meta: {
    description: "A message's `content` string is longer than 10,485,760 characters.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    spec: "providers.md openai-chat §3",
    messages: { tooLong: OPENAI_TEXTS.stringTooLong },
    hints: { tooLong: "A whole file or log pasted into one message; send a part of it, or upload it as a file." },
    api: {
      paths: ["messages.N.content"],
      status: "C",
      area: "content",
      errorCode: "string_above_max_length",
      reason: "Measures each string content (in code points).",
    },
  },
  visit: {
    // One loop over the messages, not a visit to each: a visitor per message costs every clean body its dispatch.
    request(context: Context) {
      for (const message of context.model.messages) {
        const { content } = message.value;
        if (typeof content !== "string" || content.length <= MAX_CONTENT) continue;
        const length = codePointLength(content, MAX_CONTENT);
        if (length <= MAX_CONTENT) continue;
        context.report({ messageId: "tooLong", at: context.at(message, "content"), data: { max: MAX_CONTENT, length }, hint: "tooLong" });
      }
    },
  },
});
