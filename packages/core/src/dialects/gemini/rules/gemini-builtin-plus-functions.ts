import { createRule } from "../create-rule.js";
import { get } from "../fields.js";

/** The search tools whose combination with function declarations models before Gemini 3 refuse. */
const SEARCH_TOOLS = ["googleSearch", "googleSearchRetrieval", "enterpriseWebSearch", "retrieval"];

export default createRule("gemini-builtin-plus-functions", {
  meta: {
    description: "Function declarations are combined with a search tool (`googleSearch`, …) for a model before Gemini 3.",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: {
      aiStudio: "Tool use with function calling is unsupported",
      vertex: "Multiple tools are supported only when they are all search tools.",
    },
    hints: {
      combined:
        "{{model}} cannot search and call functions in one request (Gemini 3 can): send {{tool}} and the function declarations in separate requests.",
    },
    api: { status: "C", area: "tools", reason: "Looks for function declarations beside a search tool (model table: before Gemini 3)." },
  },
  visit: {
    request(context) {
      const { tools, declarations, facts, modelId } = context.model;
      if (facts?.toolCombination !== false || declarations.length === 0) return;
      for (const tool of tools) {
        const search = SEARCH_TOOLS.find((name) => get(tool.value, name) !== undefined);
        if (search === undefined) continue;
        const messageId = context.settings.target === "vertex" ? "vertex" : "aiStudio";
        context.report({ messageId, at: tool, data: { model: modelId!, tool: search }, hint: "combined" });
      }
    },
  },
});
