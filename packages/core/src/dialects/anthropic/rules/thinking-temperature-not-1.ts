import { createRule } from "../create-rule.js";
import { hasSamplingParameters, isThinkingOn, reportSamplingField, resolveThinking } from "../analyses/thinking.js";

export default createRule("thinking-temperature-not-1", {
  meta: {
    description: "`temperature` is set to a value other than 1 while thinking is on (enabled or adaptive).",
    category: "api",
    needs: { fields: ["temperature"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#42",
    messages: {
      notOne:
        "`temperature` may only be set to 1 when thinking is enabled or in adaptive mode. Please consult our documentation at https://platform.claude.com/docs/en/build-with-claude/extended-thinking",
    },
    hints: {
      explicit: "Thinking is {{mode}}: sampling is fixed while the model thinks. Leave `temperature` out (or set it to 1).",
      modelDefault: "The request sets no `thinking`, and {{model}} thinks in adaptive mode by default: sampling is fixed. Leave `temperature` out.",
    },
    api: {
      row: "42",
      area: "thinking/sampling",
      status: "C",
      reason: "request fields, and the model's default thinking mode",
      texts: [
        "`temperature` may only be set to 1 when thinking is enabled. Please consult our documentation at https://docs.anthropic.com/en/docs/build-with-claude/extended-thinking#important-considerations-when-using-extended-thinking",
      ],
    },
  },
  visit: {
    request(context) {
      const { request, settings } = context;
      const { temperature } = request;
      if (typeof temperature !== "number" || temperature === 1 || !hasSamplingParameters(settings)) return;
      const { mode, explicit } = resolveThinking(request, settings);
      if (!isThinkingOn(mode)) return;
      reportSamplingField(context, "temperature", "notOne", explicit ? "explicit" : "modelDefault", {
        mode: String(mode),
        model: String(settings.model),
      });
    },
  },
});
