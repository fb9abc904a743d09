import { createRule } from "../create-rule.js";

/** `temperature`, `top_p` and `top_k` exist up to API version 2023-06-01; 2026-10-21 removed them (§15). */
const samplingFieldsExist = (apiVersion: string) => apiVersion < "2026-10-21";

export default createRule("top-p-range", {
  meta: {
    description: "`top_p` is outside 0 to 1.",
    category: "api",
    needs: { fields: ["top_p"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#83",
    messages: { range: "top_p: range: -1 or 0..1" },
    hints: {
      probability: "`top_p` is a probability mass, from 0 to 1. A percentage (`90`) or a `top_k`-like count in its place is the usual mistake.",
    },
    api: { row: "83", area: "sampling", status: "C", reason: "a range" },
  },
  visit: {
    request(context) {
      const { top_p: topP } = context.request;
      // -1 is in the API's own stated range; API version 2026-10-21 has no `top_p` at all (the schema's finding).
      if (!samplingFieldsExist(context.settings.apiVersion) || typeof topP !== "number") return;
      if ((topP >= 0 && topP <= 1) || topP === -1) return;
      const at = context.at(context.root, "top_p");
      context.report({
        messageId: "range",
        at,
        hint: "probability",
        suggestions: [{ description: "Remove top_p", edits: [{ op: "remove", path: at.pointer }] }],
      });
    },
  },
});
