import { createRule } from "../create-rule.js";
import type { InputItem } from "../model.js";

export default createRule("resp-duplicate-item", {
  meta: {
    description: "Two `input` items share an `id`.",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    spec: "providers.md openai-responses §3",
    messages: { duplicate: "Duplicate item found with id {{id}}. Remove duplicate items from your input and try again." },
    hints: { duplicate: "{{first}} has the same id: the output of one response was appended twice (a retry, a replayed stream)." },
    api: { status: "C", area: "items", reason: "Counts the ids of the items." },
  },
  visit: {
    request(context) {
      // The first item, not its path: a clean request reads no item's path.
      const seen = new Map<string, InputItem>();
      for (const item of context.model.items) {
        if (item.id === undefined) continue;
        const first = seen.get(item.id);
        if (first === undefined) {
          seen.set(item.id, item);
          continue;
        }
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
