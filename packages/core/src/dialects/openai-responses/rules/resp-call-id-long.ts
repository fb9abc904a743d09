import { OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule } from "../create-rule.js";
import { eachLongId, MAX_ITEM_ID } from "../item-ids.js";

export default createRule("resp-call-id-long", {
  meta: {
    description: "A `call_id` (of a call or an output) is longer than 64 characters.",
    category: "api",
    recommended: true,
    spec: "providers.md openai-responses §3",
    messages: { tooLong: OPENAI_TEXTS.stringTooLong },
    hints: {
      tooLong:
        "Ids made elsewhere (another provider's, a framework's) outgrow 64 characters; map them to short ones, the same way in the call and its output.",
    },
    api: { paths: ["input.N.call_id"], status: "C", area: "tool pairing", errorCode: "string_above_max_length", reason: "Measures each `call_id`." },
  },
  visit: {
    request(context) {
      eachLongId(context.model.withCallId, "call_id", (item, length) =>
        context.report({ messageId: "tooLong", at: context.at(item, "call_id"), data: { max: MAX_ITEM_ID, length }, hint: "tooLong" }),
      );
    },
  },
});
