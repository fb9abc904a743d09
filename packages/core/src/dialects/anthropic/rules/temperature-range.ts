import { createRule } from "../create-rule.js";

/** `temperature`, `top_p` and `top_k` exist up to API version 2023-06-01; 2026-10-21 removed them (§15). */
const samplingFieldsExist = (apiVersion: string) => apiVersion < "2026-10-21";

export default createRule("temperature-range", {
  meta: {
    description: "`temperature` is outside 0 to 1.",
    category: "api",
    needs: { fields: ["temperature"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#82",
    messages: { range: "temperature: range: -1 or 0..1" },
    hints: {
      openAiRange: "OpenAI's `temperature` goes up to 2; the Messages API's stops at 1. Map the value onto 0..1 when translating a request.",
      range: "The Messages API takes a `temperature` from 0 to 1.",
    },
    api: { row: "82", area: "sampling", status: "C", reason: "a range" },
  },
  visit: {
    request(context) {
      const { temperature } = context.request;
      // -1 is in the API's own stated range; API version 2026-10-21 has no `temperature` at all (the schema's finding).
      if (!samplingFieldsExist(context.settings.apiVersion) || typeof temperature !== "number") return;
      if ((temperature >= 0 && temperature <= 1) || temperature === -1) return;
      const clamped = temperature > 1 ? 1 : 0;
      const at = context.at(context.root, "temperature");
      context.report({
        messageId: "range",
        at,
        hint: temperature > 1 && temperature <= 2 ? "openAiRange" : "range",
        suggestions: [{ description: `Set temperature to ${clamped}`, edits: [{ op: "replace", path: at.pointer, value: clamped }] }],
      });
    },
  },
});
