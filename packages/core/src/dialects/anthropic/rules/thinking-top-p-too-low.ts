import { createRule } from "../create-rule.js";
import { hasSamplingParameters, isThinkingOn, reportSamplingField, resolveThinking } from "../analyses/thinking.js";

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
    hints: {
      explicit: "Thinking is {{mode}}: nucleus sampling may only be loosened (0.95 to 1), not narrowed. Leave `top_p` out.",
      modelDefault: "Thinking is {{mode}} (the model's default): nucleus sampling may only be loosened (0.95 to 1), not narrowed. Leave `top_p` out.",
    },
    api: { row: "44", area: "thinking/sampling", status: "C", reason: "request fields", texts: ["top_p must be unset when thinking is enabled."] },
  },
  visit: {
    request(context) {
      const { request, settings } = context;
      const { top_p: topP } = request;
      if (typeof topP !== "number" || topP >= MIN_TOP_P || !hasSamplingParameters(settings)) return;
      const { mode } = resolveThinking(request, settings);
      if (!isThinkingOn(mode)) return;
      reportSamplingField(context, "top_p", "tooLow", typeof request.thinking === "object" ? "explicit" : "modelDefault", { mode: String(mode) });
    },
  },
});
