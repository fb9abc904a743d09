import { createRule } from "../create-rule.js";

/** The tools the refusal names; `web_search` (the preview's successor) is let through too, for lack of a recorded answer. */
const RESEARCH_TOOLS = /^(web_search_preview|web_search|mcp|file_search)(_\d{4}_\d{2}_\d{2})?$/;

export default createRule("resp-deep-research-tools", {
  meta: {
    description: "A deep-research model (o3-deep-research, o4-mini-deep-research) is sent no web search, MCP or file search tool.",
    category: "api",
    recommended: true,
    spec: "providers.md openai-responses §3",
    messages: { tools: "Deep research models require at least one of 'web_search_preview', 'mcp', or 'file_search' tools." },
    hints: {
      tools:
        '{{model}} researches with a tool: add one to `tools` (`{type: "web_search_preview"}`, an `mcp` server, or `file_search` with `vector_store_ids`).',
    },
    api: {
      status: "C",
      area: "tools",
      reason: "Reads the model table (the deep-research models) and the types of `tools`.",
    },
  },
  visit: {
    request(context) {
      const { model } = context;
      if (!model.facts?.deepResearch) return;
      if (model.tools.some((tool) => typeof tool.value.type === "string" && RESEARCH_TOOLS.test(tool.value.type))) return;
      const at = context.request.tools === undefined ? context.root : context.at(context.root, "tools");
      context.report({ messageId: "tools", at, data: { model: model.facts.raw, path: "tools" }, hint: "tools" });
    },
  },
});
