import { createRule } from "../create-rule.js";
import { isRecord } from "../model.js";

/** The `reasoning.mode` values seen in requests OpenAI answered; another value is left to the schema. */
const MODES: ReadonlySet<string> = new Set(["standard", "pro"]);

export default createRule("resp-reasoning-mode", {
  meta: {
    description: "`reasoning.mode` names a mode the model does not take (`pro` on gpt-5.4 or gpt-5.5, `standard` on their pro models).",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    needs: { fields: ["reasoning"] },
    spec: "providers.md openai-responses §3",
    messages: { mode: "`reasoning.mode` is not supported with this model." },
    hints: {
      mode: "{{model}} takes `reasoning.mode: {{supported}}` only; `{{value}}` is refused. Leave `reasoning.mode` out, or use a model that offers both (gpt-5.6).",
    },
    api: {
      status: "C",
      area: "models",
      errorCode: "unsupported_value",
      reason: "Compares `reasoning.mode` with the modes the model table knows for the model (recorded refusals); silent for a model without them.",
    },
  },
  visit: {
    request(context) {
      const { request, model } = context;
      const modes = model.facts?.reasoningModes;
      const mode = isRecord(request.reasoning) ? request.reasoning.mode : undefined;
      if (modes === undefined || typeof mode !== "string" || !MODES.has(mode) || modes.includes(mode)) return;
      const at = context.at(context.root, "reasoning", "mode");
      context.report({
        messageId: "mode",
        at,
        data: { value: mode, model: model.facts!.raw, supported: modes.map((m) => `"${m}"`).join(" or ") },
        hint: "mode",
        suggestions: [{ description: "Remove `reasoning.mode`", edits: [{ op: "remove", path: at.pointer }] }],
      });
    },
  },
});
