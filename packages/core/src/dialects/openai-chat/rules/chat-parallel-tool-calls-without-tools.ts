import { createRule, OPENAI_TARGETS } from "../create-rule.js";

export default createRule("chat-parallel-tool-calls-without-tools", {
  meta: {
    description: "`parallel_tool_calls` is set, but the request sends no `tools`.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    fixable: true,
    needs: { fields: ["parallel_tool_calls"] },
    spec: "providers.md openai-chat §3",
    messages: {
      withoutTools: "Invalid value for 'parallel_tool_calls': 'parallel_tool_calls' is only allowed when 'tools' are specified.",
    },
    hints: {
      withoutTools:
        "`parallel_tool_calls` says whether the model may call several tools at once, so it needs `tools`: this request sends none (a step without tools kept the shared option); remove it.",
    },
    api: {
      status: "C",
      area: "tools",
      reason: "Looks for `tools` beside a `parallel_tool_calls` of `true` or `false`.",
    },
  },
  visit: {
    request(context) {
      const { request } = context;
      // A boolean only: `null` gets OpenAI's type error instead ("expected a boolean, but got null"), as any other type does.
      if (typeof request.parallel_tool_calls !== "boolean") return;
      // An empty `tools` list is left alone: OpenAI's answer to it beside `parallel_tool_calls` is not recorded.
      if (request.tools !== undefined && request.tools !== null) return;
      const at = context.at(context.root, "parallel_tool_calls");
      context.report({
        messageId: "withoutTools",
        at,
        hint: "withoutTools",
        fix: { description: "Remove `parallel_tool_calls`", edits: [{ op: "remove", path: at.pointer }] },
      });
    },
  },
});
