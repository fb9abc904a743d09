import { createRule, type Context } from "../create-rule.js";
import type { InputItem } from "../model.js";

export default createRule("resp-store-false-ref", {
  meta: {
    description:
      "With `store: false`, an item refers to a stored item: an `item_reference`, or a reasoning item with an `id` but no `encrypted_content`.",
    category: "api",
    recommended: true,
    spec: "providers.md openai-responses §3",
    messages: {
      notStored:
        "Item with id '{{id}}' not found. Items are not persisted when `store` is set to false. Try again with `store` set to true, or remove this item from your input.",
    },
    hints: {
      reference: "With `store: false` nothing is kept server-side, so a reference has nothing to point to: send the item itself.",
      reasoning:
        'With `store: false`, replay reasoning with its `encrypted_content` (ask for it with `include: ["reasoning.encrypted_content"]`), or leave the reasoning item out.',
    },
    api: { status: "C", area: "server state", reason: "Looks at references and reasoning items when `store` is false." },
  },
  visit: {
    request(context) {
      if (context.request.store !== false) return;
      const { references, reasoning } = context.model;
      for (const item of references) check(item, context);
      for (const item of reasoning) check(item, context);
    },
  },
});

function check(item: InputItem, context: Context): void {
  if (item.id === undefined) return;
  if (item.type === "item_reference") {
    context.report({ messageId: "notStored", at: context.at(item, "id"), data: { id: item.id, path: "input" }, hint: "reference" });
  } else if (typeof item.value.encrypted_content !== "string" || item.value.encrypted_content === "") {
    context.report({ messageId: "notStored", at: context.at(item, "id"), data: { id: item.id, path: "input" }, hint: "reasoning" });
  }
}
