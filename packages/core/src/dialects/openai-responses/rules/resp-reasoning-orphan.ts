import { createRule, type Context } from "../create-rule.js";
import type { InputItem } from "../model.js";

export default createRule("resp-reasoning-orphan", {
  meta: {
    description:
      "A `reasoning` item is not directly followed by the item it produced (it is last, or a user message, an output or an edited assistant message follows).",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    spec: "providers.md openai-responses §3",
    messages: { orphan: "Item '{{id}}' of type 'reasoning' was provided without its required following item." },
    hints: {
      last: "The reasoning item is the last item of `input`: the message or call it produced was dropped.",
      next: "{{next}} ({{what}}) follows it, not the message or call the reasoning produced: that item was dropped or moved.",
      edited:
        "{{next}} is an assistant message without its `id`: an edited or rebuilt message is not the item the reasoning produced. Replay the original item (with its `id`), or drop the reasoning item.",
    },
    api: {
      status: "C",
      area: "reasoning",
      reason:
        "Looks at the item after each reasoning item, for the gpt-5 family and gpt-5.1-chat-latest (certain for an edited assistant message, inferred for the others), never with `store: false`; silent for the o-series, which accepted such histories, and for unknown models.",
    },
  },
  visit: {
    request(context) {
      // Not with `store: false`: OpenAI then keeps no response to compare the following item with (gpt-5 and gpt-5-nano
      // took id-less assistant messages after reasoning so, tidyverse/ellmer), and no refusal under it is recorded.
      if (context.request.store === false || context.model.facts?.reasoningNeedsFollower !== true) return;
      for (const item of context.model.reasoning) check(item, context);
    },
  },
});

function check(item: InputItem, context: Context): void {
  if (item.id === undefined) return;
  const items = context.model.items;
  const next = items[item.position + 1];
  let hint: string | undefined;
  let what = "";
  if (next === undefined || next.index !== item.index + 1) hint = next === undefined ? "last" : undefined;
  else if (next.type === "message" && next.role === "assistant" && next.id === undefined) hint = "edited";
  else if (next.type === "message" && next.role !== "assistant") [hint, what] = ["next", `a ${next.role ?? "message"} message`];
  else if (next.type === "function_call_output") [hint, what] = ["next", "a function_call_output"];
  if (hint === undefined) return;
  context.report({
    messageId: "orphan",
    at: item,
    data: { id: item.id, path: "input", next: next?.path ?? "", what },
    hint,
    suggestions: [{ description: "Remove the reasoning item", edits: [{ op: "remove", path: item.pointer }] }],
  });
}
