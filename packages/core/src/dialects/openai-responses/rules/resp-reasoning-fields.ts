import { OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule, type Context } from "../create-rule.js";
import type { InputItem } from "../model.js";

export default createRule("resp-reasoning-fields", {
  meta: {
    description: "A `reasoning` item has no `id` or no `summary`.",
    category: "api",
    recommended: true,
    fixable: true,
    spec: "providers.md openai-responses §3",
    messages: { missing: OPENAI_TEXTS.missing },
    hints: {
      id: "A reasoning item is replayed as the API returned it, with its `rs_…` id (and its `encrypted_content` when `store` is false).",
      summary: "Send `summary: []` when the reasoning had no summary.",
    },
    api: {
      paths: ["input.N.id", "input.N.summary"],
      status: "C",
      area: "reasoning",
      errorCode: "missing_required_parameter",
      reason: "Looks for `id` and `summary` on each reasoning item.",
    },
  },
  visit: {
    "item:reasoning"(item: InputItem, context: Context) {
      if (item.value.id === undefined) context.report({ messageId: "missing", at: item, data: { path: context.at(item, "id").path }, hint: "id" });
      if (item.value.summary === undefined) {
        const at = context.at(item, "summary");
        context.report({
          messageId: "missing",
          at: item,
          data: { path: at.path },
          hint: "summary",
          fix: { description: "Add `summary: []`", edits: [{ op: "add", path: at.pointer, value: [] }] },
        });
      }
    },
  },
});
