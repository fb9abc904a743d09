import { createRule } from "../create-rule.js";
import { hasBadIdCharacters } from "../item-ids.js";

export default createRule("resp-item-id-chars", {
  meta: {
    description: "An input item's `id` is empty or holds a character other than letters, digits, `_` and `-` (an `item_reference` aside).",
    category: "api",
    recommended: true,
    spec: "providers.md openai-responses §3",
    messages: {
      chars:
        "Invalid '{{path}}': '{{id}}'. Expected an ID that contains letters, numbers, underscores, or dashes, but this value contained additional characters.",
    },
    hints: {
      empty:
        "The id is empty: a client wrote '' for an id it never received (a streamed item whose id did not arrive). Leave `id` out where it is optional (a message, a function call or its output); a reasoning item needs its own `rs_…` id, or its `encrypted_content` with `store: false`.",
      chars:
        "The id holds characters OpenAI's ids never have: another provider's id (base64 brings `+`, `/` and `=`), two ids joined, or a placeholder. Leave `id` out where it is optional (a message, a function call or its output), or send the item's own OpenAI id.",
    },
    api: { paths: ["input.N.id"], status: "C", area: "items", reason: "Reads each item's `id` against the characters OpenAI's text names." },
  },
  visit: {
    request(context) {
      for (const item of context.model.withId) {
        // A reference's id names a stored item: no text for a malformed one is recorded.
        if (item.type === "item_reference" || !hasBadIdCharacters(item.id)) continue;
        context.report({ messageId: "chars", at: context.at(item, "id"), data: { id: item.id }, hint: item.id === "" ? "empty" : "chars" });
      }
    },
  },
});
