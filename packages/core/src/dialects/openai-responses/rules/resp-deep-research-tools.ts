import { createRule } from "../create-rule.js";

/** The tools the refusal names; `web_search` (the preview's successor) is let through too, for lack of a recorded answer. */
const RESEARCH_TOOLS = /^(web_search_preview|web_search|mcp|file_search)(_\d{4}_\d{2}_\d{2})?$/;
/** The tools the other refusal allows (the research tools and `code_interpreter`); any other type is refused. */
const SUPPORTED_TOOLS = /^(web_search_preview|web_search|mcp|file_search|code_interpreter)(_\d{4}_\d{2}_\d{2})?$/;

export default createRule("resp-deep-research-tools", {
  meta: {
    description:
      "A deep-research model (o3-deep-research, o4-mini-deep-research) is sent no web search, MCP or file search tool, or a tool of another kind than these and code interpreter.",
    category: "api",
    recommended: true,
    spec: "providers.md openai-responses §3",
    messages: {
      tools: "Deep research models require at least one of 'web_search_preview', 'mcp', or 'file_search' tools.",
      unsupported: "Deep research models only support the 'web_search_preview', 'code_interpreter', 'mcp', and 'file_search' tools.",
    },
    hints: {
      tools:
        '{{model}} researches with a tool: add one to `tools` (`{type: "web_search_preview"}`, an `mcp` server, or `file_search` with `vector_store_ids`).',
      unsupported: "{{model}} takes no `{{type}}` tool: remove it, or send the request to a model without deep research.",
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
      for (const tool of model.tools) {
        const { type } = tool.value;
        if (typeof type !== "string" || SUPPORTED_TOOLS.test(type)) continue;
        context.report({
          messageId: "unsupported",
          at: context.at(tool, "type"),
          data: { model: model.facts.raw, type, path: "tools" },
          hint: "unsupported",
        });
      }
      if (model.tools.some((tool) => typeof tool.value.type === "string" && RESEARCH_TOOLS.test(tool.value.type))) return;
      const at = context.request.tools === undefined ? context.root : context.at(context.root, "tools");
      context.report({ messageId: "tools", at, data: { model: model.facts.raw, path: "tools" }, hint: "tools" });
    },
  },
});
