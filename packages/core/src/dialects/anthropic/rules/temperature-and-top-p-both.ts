import { createRule } from "../create-rule.js";

/** A field counts as given unless it is absent or `null`. */
const isSet = (value: unknown) => value !== undefined && value !== null;
/** `temperature`, `top_p` and `top_k` exist up to API version 2023-06-01; 2026-10-21 removed them (§15). */
const samplingFieldsExist = (apiVersion: string) => apiVersion < "2026-10-21";

export default createRule("temperature-and-top-p-both", {
  meta: {
    description: "Both `temperature` and `top_p` are set, on a model that takes only one of them.",
    category: "api",
    needs: { fields: ["temperature"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#84",
    messages: { both: "`temperature` and `top_p` cannot both be specified for this model. Please use only one." },
    hints: {
      both: "{{model}} takes `temperature` or `top_p`, not both: keep the one you tuned. Clients that always send their defaults for both (LangChain, LiteLLM configs) are the usual cause.",
    },
    api: { row: "84", area: "sampling", status: "C", reason: "request fields, and the model table" },
  },
  visit: {
    request(context) {
      const { request, settings } = context;
      if (!samplingFieldsExist(settings.apiVersion) || !isSet(request.temperature) || !isSet(request.top_p)) return;
      const facts = context.model.facts;
      // A model that rejects any temperature is temperature-unsupported-model's.
      if (!facts?.rejectsTemperatureWithTopP || facts.rejectsTemperature) return;
      const topP = context.at(context.root, "top_p");
      context.report({
        messageId: "both",
        at: topP,
        data: { path: context.root.path, model: String(settings.model) },
        hint: "both",
        suggestions: [
          { description: "Remove top_p", edits: [{ op: "remove", path: topP.pointer }] },
          { description: "Remove temperature", edits: [{ op: "remove", path: context.at(context.root, "temperature").pointer }] },
        ],
      });
    },
  },
});
