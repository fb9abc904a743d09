import { createRule } from "../create-rule.js";
import { get, isRecord } from "../fields.js";
import { fieldOf } from "../model.js";
import { VALIDATOR } from "../texts.js";

/** The categories the Gemini API's validator lets through. */
const ALLOWED = [
  "HARM_CATEGORY_HATE_SPEECH",
  "HARM_CATEGORY_SEXUALLY_EXPLICIT",
  "HARM_CATEGORY_DANGEROUS_CONTENT",
  "HARM_CATEGORY_HARASSMENT",
  "HARM_CATEGORY_CIVIC_INTEGRITY",
];

/** Other names of the `HarmCategory` enum (the PaLM-era ones, the unspecified one, Vertex's image and jailbreak ones). */
const REFUSED = new Set([
  "HARM_CATEGORY_UNSPECIFIED",
  "HARM_CATEGORY_DEROGATORY",
  "HARM_CATEGORY_TOXICITY",
  "HARM_CATEGORY_VIOLENCE",
  "HARM_CATEGORY_SEXUAL",
  "HARM_CATEGORY_MEDICAL",
  "HARM_CATEGORY_DANGEROUS",
  "HARM_CATEGORY_JAILBREAK",
  "HARM_CATEGORY_IMAGE_HATE",
  "HARM_CATEGORY_IMAGE_DANGEROUS_CONTENT",
  "HARM_CATEGORY_IMAGE_HARASSMENT",
  "HARM_CATEGORY_IMAGE_SEXUALLY_EXPLICIT",
]);

export default createRule("gemini-safety-category", {
  meta: {
    description: "A `safetySettings` entry names a harm category the Gemini API does not take.",
    category: "api",
    recommended: true,
    targets: ["ai-studio"],
    spec: "providers.md gemini §3",
    messages: {
      category: `${VALIDATOR}{{path}}: element predicate failed: $.category in (${ALLOWED.map((name) => `HarmCategory.${name}`).join(", ")})`,
    },
    hints: {
      category:
        "{{category}} is not one of the five categories the Gemini API filters on (older PaLM categories and Vertex's image categories are refused).",
    },
    api: { status: "C", area: "safety", reason: "Reads each `safetySettings[].category`." },
  },
  visit: {
    request(context) {
      const settings = fieldOf(context.root, context.model.request, "safetySettings");
      if (settings === undefined || !Array.isArray(settings.value)) return;
      settings.value.forEach((entry, i) => {
        const category = isRecord(entry) ? get(entry, "category") : undefined;
        if (typeof category !== "string" || !REFUSED.has(category)) return;
        const at = context.at(settings, i);
        context.report({ messageId: "category", at, data: { category }, hint: "category" });
      });
    },
  },
});
