import { createRule, OPENAI_TARGETS } from "../create-rule.js";
import { isRecord, textsOf } from "../model.js";

export default createRule("chat-json-mode-word", {
  meta: {
    description: '`response_format` is `json_object`, but no message contains the word "json".',
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    needs: { fields: ["response_format"] },
    spec: "providers.md openai-chat §3",
    messages: { jsonWord: "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'." },
    hints: { jsonWord: 'JSON mode needs the instructions to ask for JSON: say "Reply in JSON" in the system or user message.' },
    api: { status: "C", area: "response format", reason: 'Searches the messages\' text for "json" in any case.' },
  },
  visit: {
    request(context) {
      const format = context.request.response_format;
      if (!isRecord(format) || format.type !== "json_object") return;
      if (context.model.messages.some((message) => textsOf(message).some((text) => /json/i.test(text)))) return;
      context.report({
        messageId: "jsonWord",
        at: context.at(context.root, "response_format", "type"),
        data: { path: "messages" },
        hint: "jsonWord",
      });
    },
  },
});
