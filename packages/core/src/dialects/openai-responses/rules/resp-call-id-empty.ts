import { OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule } from "../create-rule.js";

export default createRule("resp-call-id-empty", {
  meta: {
    description: "A `call_id` (of a call or an output) is an empty string.",
    category: "api",
    recommended: true,
    spec: "providers.md openai-responses §3",
    messages: { empty: OPENAI_TEXTS.emptyString },
    hints: { empty: "A call converted from a format whose calls have no ids; give each call an id and copy it into its output." },
    api: { paths: ["input.N.call_id"], status: "C", area: "tool pairing", reason: "Looks at each `call_id`." },
  },
  visit: {
    request(context) {
      for (const item of context.model.withCallId)
        if (item.callId === "") context.report({ messageId: "empty", at: context.at(item, "call_id"), hint: "empty" });
    },
  },
});
