import { createRule } from "../create-rule.js";

/** A field counts as given unless it is absent or `null`. */
const isSet = (value: unknown) => value !== undefined && value !== null;
/** `temperature`, `top_p` and `top_k` exist up to API version 2023-06-01; 2026-10-21 removed them (§15). */
const samplingFieldsExist = (apiVersion: string) => apiVersion < "2026-10-21";

export default createRule("temperature-unsupported-model", {
  meta: {
    description: "`temperature` is set on a model that takes none (Opus 4.7 and later, Fable).",
    category: "api",
    needs: { fields: ["temperature"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#85",
    messages: { deprecated: "`temperature` is deprecated for this model." },
    hints: { rejected: '{{model}} rejects any `temperature`, even 1: leave it out. The word "deprecated" is the API\'s; the request fails.' },
    api: { row: "85", area: "sampling", status: "C", reason: "the model table", texts: ["`temperature` is not supported for this model."] },
  },
  visit: {
    request(context) {
      const { request, settings } = context;
      if (!samplingFieldsExist(settings.apiVersion) || !isSet(request.temperature)) return;
      if (!context.model.facts?.rejectsTemperature) return;
      const at = context.at(context.root, "temperature");
      context.report({
        messageId: "deprecated",
        at,
        data: { path: context.root.path, model: String(settings.model) },
        hint: "rejected",
        suggestions: [{ description: "Remove temperature", edits: [{ op: "remove", path: at.pointer }] }],
      });
    },
  },
});
