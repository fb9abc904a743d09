import { createRule } from "../create-rule.js";

export default createRule("resp-hosted-tool-model", {
  meta: {
    description: "A hosted tool is sent to a model that refuses it (`file_search` on gpt-4).",
    category: "api",
    recommended: true,
    spec: "providers.md openai-responses §3",
    messages: { tool: "Hosted tool '{{tool}}' is not supported with {{model}}." },
    hints: { tool: "{{model}} does not take the hosted `{{tool}}` tool: use a model that does (gpt-4.1, gpt-4o), or a function tool." },
    api: { status: "C", area: "tools", reason: "Reads the model table (the hosted tools a model refuses) and the types of `tools`." },
  },
  visit: {
    request(context) {
      const { model } = context;
      const refused = model.facts?.refusedHostedTools;
      if (refused === undefined) return;
      for (const tool of model.tools) {
        const type = tool.value.type;
        if (typeof type !== "string" || !refused.includes(type)) continue;
        context.report({ messageId: "tool", at: tool, data: { tool: type, model: model.facts!.raw, path: "tools" }, hint: "tool" });
      }
    },
  },
});
