import { IdIndex } from "../../../model/id-index.js";
import { createRule } from "../create-rule.js";

/**
 * An id OpenAI issued: a prefix, `_`, and hex digits (`rs_68c1…`, `msg_67cc…`). Two items with a client's placeholder
 * id (`msg_missing_id`, posit-dev/chatlas) were accepted; every recorded refusal names an issued id.
 */
const ISSUED = /^[a-z]+_[0-9a-f]{16,}$/;

export default createRule("resp-duplicate-item", {
  meta: {
    description: "Two `input` items share an `id` OpenAI issued.",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    spec: "providers.md openai-responses §3",
    messages: { duplicate: "Duplicate item found with id {{id}}. Remove duplicate items from your input and try again." },
    hints: { duplicate: "{{first}} has the same id: the output of one response was appended twice (a retry, a replayed stream)." },
    api: { status: "C", area: "items", reason: "Counts the ids of the items; only ids of OpenAI's form (a prefix, `_`, hex digits) are compared." },
  },
  visit: {
    request(context) {
      // The first item's position, not its path: a clean request reads no item's path.
      const { items, withId } = context.model;
      const seen = new IdIndex(withId.length);
      for (const item of withId) {
        const firstAt = seen.add(item.id, item.position);
        if (firstAt < 0 || !ISSUED.test(item.id)) continue;
        const first = items[firstAt]!;
        context.report({
          messageId: "duplicate",
          at: context.at(item, "id"),
          data: { id: item.id, first: first.path, path: "input" },
          hint: "duplicate",
          suggestions: [{ description: "Remove the repeated item", edits: [{ op: "remove", path: item.pointer }] }],
        });
      }
    },
  },
});
