import { OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule } from "../create-rule.js";
import { eachLongId, MAX_ITEM_ID } from "../item-ids.js";

export default createRule("resp-item-id-long", {
  meta: {
    description: "An input item's `id` is longer than 64 characters (an `item_reference` aside).",
    category: "api",
    recommended: true,
    spec: "providers.md openai-responses §3",
    messages: { tooLong: OPENAI_TEXTS.stringTooLong },
    hints: {
      tooLong:
        "Ids over 64 characters are refused even where the API made them: the Codex backend returns ids of about 400 under `store: false`; others are another provider's ids or a blob put in `id`. Leave `id` out where it is optional (a message, a function call or its output).",
      reasoning:
        "Ids over 64 characters are refused even where the API made them: the Codex backend returns ids of about 400 under `store: false`; others are another provider's ids or a blob put in `id`. A reasoning item goes without `id` only with its `encrypted_content` and `store: false`; else drop the item.",
    },
    api: { paths: ["input.N.id"], status: "C", area: "items", errorCode: "string_above_max_length", reason: "Measures each item's `id`." },
  },
  visit: {
    request(context) {
      eachLongId(context.model.withId, "id", (item, length) => {
        // A reference's id names a stored item: no text for a long one is recorded.
        if (item.type === "item_reference") return;
        context.report({
          messageId: "tooLong",
          at: context.at(item, "id"),
          data: { max: MAX_ITEM_ID, length },
          hint: item.type === "reasoning" ? "reasoning" : "tooLong",
        });
      });
    },
  },
});
