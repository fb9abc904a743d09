import { createRule } from "../create-rule.js";
import { hasSamplingParameters, isThinkingOn, reportSamplingField, resolveThinking } from "../analyses/thinking.js";

export default createRule("thinking-top-k-set", {
  meta: {
    description: "`top_k` is set while thinking is on (enabled or adaptive).",
    category: "api",
    needs: { fields: ["top_k"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#43",
    messages: {
      set: "`top_k` must be unset when thinking is enabled. Please consult our documentation at https://docs.claude.com/en/docs/build-with-claude/extended-thinking#important-considerations-when-using-extended-thinking",
    },
    hints: {
      explicit:
        "Thinking is {{mode}}: `top_k` cannot be combined with it. A client that sends its default sampling parameters with every request trips this; leave `top_k` out.",
      modelDefault:
        "Thinking is {{mode}} (the model's default): `top_k` cannot be combined with it. A client that sends its default sampling parameters with every request trips this; leave `top_k` out.",
    },
    api: { row: "43", area: "thinking/sampling", status: "C", reason: "request fields" },
  },
  visit: {
    request(context) {
      const { request, settings } = context;
      if (request.top_k === undefined || request.top_k === null || !hasSamplingParameters(settings)) return;
      const { mode } = resolveThinking(request, settings);
      if (!isThinkingOn(mode)) return;
      reportSamplingField(context, "top_k", "set", typeof request.thinking === "object" ? "explicit" : "modelDefault", { mode: String(mode) });
    },
  },
});
