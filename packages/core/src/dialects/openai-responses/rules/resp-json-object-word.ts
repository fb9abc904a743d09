import { createRule } from "../create-rule.js";
import { isRecord, textsOf } from "../model.js";

export default createRule("resp-json-object-word", {
  meta: {
    description: '`text.format` is `json_object`, but no input message contains the word "json" (`instructions` do not count).',
    category: "api",
    recommended: true,
    needs: { fields: ["text"] },
    spec: "providers.md openai-responses §3",
    messages: { jsonWord: "Response input messages must contain the word 'json' in some form to use 'text.format' of type 'json_object'." },
    hints: { jsonWord: "Ask for JSON in an input message: the API does not look in `instructions`." },
    api: { status: "C", area: "response format", reason: 'Searches the input messages\' text for "json" in any case.' },
  },
  visit: {
    request(context) {
      const { request, model } = context;
      const format = isRecord(request.text) ? request.text.format : undefined;
      if (!isRecord(format) || format.type !== "json_object") return;
      // With earlier turns stored server-side, the word may be in them.
      if (model.serverState) return;
      if (
        typeof request.input === "string" ? /json/i.test(request.input) : model.items.some((item) => textsOf(item).some((text) => /json/i.test(text)))
      )
        return;
      context.report({ messageId: "jsonWord", at: context.at(context.root, "text", "format", "type"), data: { path: "" }, hint: "jsonWord" });
    },
  },
});
