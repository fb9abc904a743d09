import { createRule, OPENAI_TARGETS } from "../create-rule.js";

export default createRule("chat-web-search-unsupported", {
  meta: {
    description:
      "`web_search_options` is sent to a model that does not search (only the `-search-preview` models do): gpt-4o, gpt-4.1, gpt-4.1-nano, and the recorded o4-mini and gpt-5.x ids.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    hasSuggestions: true,
    needs: { fields: ["web_search_options"] },
    spec: "providers.md openai-chat (model-dependent rows: web search)",
    messages: { webSearch: "Web search options not supported with this model.", unknown: "Unknown parameter: 'web_search_options'." },
    hints: {
      webSearch:
        "{{model}} does not search on Chat Completions: use gpt-4o-search-preview or gpt-4o-mini-search-preview, or the Responses API's web_search tool, or drop `web_search_options`.",
    },
    api: { status: "C", area: "models", reason: "Reads the model table." },
  },
  visit: {
    request(context) {
      const { request, model } = context;
      const facts = model.facts;
      if (!facts || (!facts.rejectsWebSearch && !facts.webSearchUnknown)) return;
      if (request.web_search_options === undefined || request.web_search_options === null) return;
      const at = context.at(context.root, "web_search_options");
      context.report({
        messageId: facts.webSearchUnknown ? "unknown" : "webSearch",
        at,
        data: { model: facts.raw },
        hint: "webSearch",
        suggestions: [{ description: "Remove `web_search_options`", edits: [{ op: "remove", path: at.pointer }] }],
      });
    },
  },
});
