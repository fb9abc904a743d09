import { createRule } from "../create-rule.js";
import { isRecord } from "../conversation.js";
import { betaFieldRefused } from "../analyses/beta-fields.js";
import { resolveThinking } from "../analyses/thinking.js";

/** The context-management edit that clears old thinking blocks (beta `context-management-2025-06-27`). */
const CLEAR_THINKING = "clear_thinking_20251015";

export default createRule("clear-thinking-needs-thinking", {
  meta: {
    description:
      "`context_management.edits` holds a `clear_thinking_20251015` edit while thinking is off (`disabled`, or left out on a model whose default is off).",
    category: "api",
    targets: ["anthropic"],
    needs: { fields: ["context_management"] },
    recommended: true,
    hasSuggestions: true,
    spec: "§14 (context management: `clear_thinking_20251015`)",
    messages: { thinkingOff: "`clear_thinking_20251015` strategy requires `thinking` to be enabled or adaptive" },
    hints: {
      disabled:
        "`context_management.edits.{{index}}` clears thinking blocks from earlier turns, but the request sets `thinking` to `disabled`: there are none to clear. Enable thinking (`adaptive`, or `enabled` with a budget on models before Claude 4.6), or remove the edit.",
      modelDefault:
        "`context_management.edits.{{index}}` clears thinking blocks from earlier turns, but the request leaves `thinking` out and {{model}} does not think by default. Enable thinking (`adaptive`, or `enabled` with a budget on models before Claude 4.6), or remove the edit.",
    },
    api: {
      row: "§14",
      area: "context management",
      status: "C",
      reason: "the edits' types against the thinking mode (the model's default when `thinking` is left out)",
      texts: ["`clear_thinking_20251015` strategy requires `thinking` to be enabled"],
    },
  },
  visit: {
    request(context) {
      const { request, settings } = context;
      const management = request.context_management;
      if (!isRecord(management) || !Array.isArray(management.edits)) return;
      // Without its beta the API refuses the field itself (unknown-top-level-field).
      if (betaFieldRefused("context_management", settings)) return;
      const index = management.edits.findIndex((edit) => isRecord(edit) && edit.type === CLEAR_THINKING);
      if (index < 0) return;
      // Only `disabled` is known to be refused: `between_tools`, a malformed `thinking` and an unknown model's default stay silent.
      const { mode, explicit } = resolveThinking(request, settings);
      if (mode !== "disabled") return;
      // A model that refuses `disabled` answers with that first (thinking-disabled-unsupported-model), and thinks once it is fixed.
      if (explicit && context.model.facts?.thinkingTypes.has("disabled") === false) return;
      const edit = context.at(context.at(context.root, "context_management", "edits"), index);
      context.report({
        messageId: "thinkingOff",
        at: edit,
        data: { path: context.root.path, index, model: String(settings.model) },
        hint: explicit ? "disabled" : "modelDefault",
        suggestions: [{ description: `Remove the \`${CLEAR_THINKING}\` edit`, edits: [{ op: "remove", path: edit.pointer }] }],
      });
    },
  },
});
