import { createRule } from "../create-rule.js";
import { fieldOf } from "../model.js";
import { vertex } from "../texts.js";

export default createRule("gemini-search-retrieval", {
  meta: {
    description: "A tool is `googleSearchRetrieval` (Gemini 1.5's grounding) for a Gemini 2.0 or later model, which takes `googleSearch`.",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: { retrieval: vertex("Please use google_search field instead of google_search_retrieval field..") },
    hints: {
      retrieval:
        '{{model}} grounds with Google Search through the `googleSearch` tool (`{"googleSearch": {}}`); `googleSearchRetrieval` and its dynamic retrieval config were Gemini 1.5\'s.',
    },
    api: { status: "C", area: "tools", reason: "Reads each tool (model table: the 2.0, 2.5 and 3 models)." },
  },
  visit: {
    request(context) {
      if (context.model.facts?.searchRetrieval !== false) return;
      for (const tool of context.model.tools) {
        const field = fieldOf(tool, tool.value, "googleSearchRetrieval");
        if (field === undefined || field.value === null) continue;
        context.report({ messageId: "retrieval", at: field, data: { model: context.model.modelId! }, hint: "retrieval" });
      }
    },
  },
});
