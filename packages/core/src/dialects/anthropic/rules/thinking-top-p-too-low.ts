import { createRule } from "../create-rule.js";
import { hasSamplingParameters, isThinkingOn, resolveThinking } from "../analyses/thinking.js";

const MIN_TOP_P = 0.95;

export default createRule("thinking-top-p-too-low", {
  meta: {
    description: "`top_p` is below 0.95 while thinking is on (enabled or adaptive).",
    category: "api",
    needs: { fields: ["top_p"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#44",
    messages: { tooLow: "`top_p` must be greater than or equal to 0.95 or unset when thinking is enabled" },
  },
  check(context) {
    const { request, settings } = context;
    const { top_p: topP } = request;
    if (typeof topP !== "number" || topP >= MIN_TOP_P || !hasSamplingParameters(settings)) return;
    const { mode } = resolveThinking(request, settings);
    if (!isThinkingOn(mode)) return;
    context.report({
      messageId: "tooLow",
      path: "",
      pointer: "/top_p",
      hint: `Thinking is ${mode}${typeof request.thinking === "object" ? "" : " (the model's default)"}: nucleus sampling may only be loosened (0.95 to 1), not narrowed. Leave \`top_p\` out.`,
      suggestions: [{ description: "Remove `top_p`", edits: [{ op: "remove", path: "/top_p" }] }],
    });
  },
});
