import { createRule, type Context } from "../create-rule.js";
import { hasBadIdCharacters } from "../item-ids.js";
import type { InputItem } from "../model.js";

/**
 * The prefix of the item type's ids, as the API checks them. Comparisons, not a `Map`: the model's types are the
 * literals themselves, so each is a pointer check, where a `Map` would hash the type.
 */
function prefixOf(type: string | undefined): string | undefined {
  if (type === "function_call") return "fc";
  if (type === "message") return "msg";
  if (type === "reasoning") return "rs";
  if (type === "custom_tool_call") return "ctc";
  if (type === "web_search_call") return "ws";
  return undefined;
}

function check(item: InputItem & { id: string }, context: Context): void {
  const prefix = prefixOf(item.type);
  // An empty id or one of other characters gets OpenAI's other text (resp-item-id-chars): '' is recorded with it.
  if (prefix === undefined || item.id.startsWith(prefix) || hasBadIdCharacters(item.id)) return;
  const at = context.at(item, "id");
  const removeId = { description: "Remove the item's `id`", edits: [{ op: "remove" as const, path: at.pointer }] };
  const removeItem = (what: string) => ({ description: `Remove the ${what}`, edits: [{ op: "remove" as const, path: item.pointer }] });
  let hint = "prefix";
  let suggestion = removeId;
  if (prefix === "rs") {
    // A reasoning item needs its `id` (resp-reasoning-fields), unless it carries its state itself with `store: false`.
    const encrypted = item.value.encrypted_content;
    if (context.request.store === false && typeof encrypted === "string" && encrypted !== "") hint = "reasoningEncrypted";
    else [hint, suggestion] = ["reasoning", removeItem("reasoning item")];
  } else if (prefix === "ws") {
    // A web search call's `id` is required (the SDK's `ResponseFunctionWebSearch`): without it the item is refused too.
    [hint, suggestion] = ["webSearch", removeItem("web search call")];
  }
  context.report({ messageId: "prefix", at, data: { id: item.id, prefix }, hint, suggestions: [suggestion] });
}

export default createRule("resp-item-id-prefix", {
  meta: {
    description:
      "An item's `id` does not start with its type's prefix (`fc` for a function call, `msg` for a message, `rs` for a reasoning item, `ctc` for a custom tool call, `ws` for a web search).",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    spec: "providers.md openai-responses §3",
    messages: { prefix: "Invalid '{{path}}': '{{id}}'. Expected an ID that begins with '{{prefix}}'." },
    hints: {
      prefix:
        "Item ids are OpenAI's (`{{prefix}}_…`); a call id (`call_…`), another provider's id or a placeholder was put in `id`. Leave `id` out: `call_id` is what pairs a call with its output.",
      reasoning:
        "A reasoning item's `id` is the `rs_…` id the API gave it, and the item needs it; a proxy's own id (`item_…`), a placeholder or another API's reasoning field was put there. Replay the item's own `rs_…` id, or drop the item (without an `id` it is taken only with its `encrypted_content` and `store: false`).",
      webSearch:
        "A `web_search_call`'s `id` is the `ws_…` id the API gave it, and the item needs it; a proxy's own id, a placeholder or a call id was put there. Replay the item's own `ws_…` id, or drop the item.",
      reasoningEncrypted:
        "A reasoning item's `id` is the `rs_…` id the API gave it; a proxy's own id (`item_…`), a placeholder or another API's reasoning field was put there. With `store: false` and its `encrypted_content`, the item goes without `id`: leave it out.",
    },
    api: { status: "C", area: "items", errorCode: "invalid_value", reason: "Compares each item's id with its type's prefix." },
  },
  // The item types with a prefix only: the walk calls nothing for the others.
  visit: {
    // One loop over the items with an id, not a visit to every item of four types: most items carry none.
    request(context) {
      for (const item of context.model.withId) check(item, context);
    },
  },
});
