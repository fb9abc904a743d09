import { createRule, type Context } from "../create-rule.js";
import type { InputItem } from "../model.js";

/**
 * The prefix of the item type's ids, as the API checks them. Comparisons, not a `Map`: the model's types are the
 * literals themselves, so each is a pointer check, where a `Map` would hash the type.
 */
function prefixOf(type: string | undefined): string | undefined {
  if (type === "function_call") return "fc";
  if (type === "message") return "msg";
  if (type === "custom_tool_call") return "ctc";
  if (type === "web_search_call") return "ws";
  return undefined;
}

function check(item: InputItem & { id: string }, context: Context): void {
  const prefix = prefixOf(item.type);
  if (prefix === undefined || item.id.startsWith(prefix)) return;
  const at = context.at(item, "id");
  context.report({
    messageId: "prefix",
    at,
    data: { id: item.id, prefix },
    hint: "prefix",
    suggestions: [{ description: "Remove the item's `id`", edits: [{ op: "remove", path: at.pointer }] }],
  });
}

export default createRule("resp-item-id-prefix", {
  meta: {
    description:
      "An item's `id` does not start with its type's prefix (`fc` for a function call, `msg` for a message, `ctc` for a custom tool call, `ws` for a web search).",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    spec: "providers.md openai-responses §3",
    messages: { prefix: "Invalid '{{path}}': '{{id}}'. Expected an ID that begins with '{{prefix}}'." },
    hints: {
      prefix:
        "Item ids are OpenAI's (`{{prefix}}_…`); a call id (`call_…`), another provider's id or a placeholder was put in `id`. Leave `id` out: `call_id` is what pairs a call with its output.",
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
