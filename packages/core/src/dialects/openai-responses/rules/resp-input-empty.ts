import { createRule } from "../create-rule.js";
import { isRecord, isSet } from "../model.js";

export default createRule("resp-input-empty", {
  meta: {
    description:
      '`input` is empty (`[]` or `""`) and nothing else gives the model something to answer (`previous_response_id`, `prompt`, `conversation`).',
    category: "api",
    recommended: true,
    spec: "providers.md openai-responses §3",
    messages: { empty: "One of \"input\" or \"previous_response_id\" or 'prompt' or 'conversation' must be provided." },
    hints: { empty: "Nothing is left to answer: the input was filtered to nothing. Send at least one item." },
    api: { status: "C", area: "parameters", reason: "Looks at `input` and the fields that can stand in for it." },
  },
  visit: {
    request(context) {
      const { request } = context;
      const empty = request.input === "" || (Array.isArray(request.input) && request.input.length === 0);
      if (!empty || isSet(request.previous_response_id) || isSet(request.conversation) || isRecord(request.prompt)) return;
      context.report({ messageId: "empty", at: context.at(context.root, "input"), data: { path: "" }, hint: "empty" });
    },
  },
});
