import { OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule, type Context } from "../create-rule.js";
import type { InputItem } from "../model.js";

export default createRule("resp-reasoning-fields", {
  meta: {
    description: "A `reasoning` item has no `id` (unless it carries `encrypted_content` with `store: false`) or no `summary`.",
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
      reason: "Looks for `id` and `summary` on each reasoning item (`id` not needed with `encrypted_content` and `store: false`).",
    },
  },
  visit: {
    request(context) {
      for (const item of context.model.reasoning) check(item, context);
    },
  },
});

function check(item: InputItem, context: Context): void {
  // Without `id`, accepted when the item carries its state itself (`encrypted_content`) and nothing is stored (crmne/ruby_llm).
  if (item.value.id === undefined && !(context.request.store === false && typeof item.value.encrypted_content === "string"))
    context.report({ messageId: "missing", at: item, data: { path: context.at(item, "id").path }, hint: "id" });
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
}
