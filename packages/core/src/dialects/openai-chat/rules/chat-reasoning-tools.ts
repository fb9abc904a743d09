import { reasons } from "../../../model/openai-models.js";
import { createRule, OPENAI_TARGETS } from "../create-rule.js";

export default createRule("chat-reasoning-tools", {
  meta: {
    description:
      "Function tools are sent to a gpt-5.4-or-later model that reasons (a `reasoning_effort` other than `none`, or none set where that is refused: gpt-5.6 on) on Chat Completions.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    hasSuggestions: true,
    spec: "providers.md openai-chat §3",
    messages: {
      toolsWithEffort:
        "Function tools with reasoning_effort are not supported for {{model}} in /v1/chat/completions. To use function tools, use /v1/responses or set reasoning_effort to 'none'.",
    },
    hints: {
      set: '{{model}} reasons with function tools only on the Responses API. Send this request to /v1/responses, or set `reasoning_effort` to "none".',
      unset:
        'No `reasoning_effort` is set, so {{model}} reasons at its default, which Chat Completions rejects beside function tools. Set `reasoning_effort: "none"` or use /v1/responses.',
    },
    api: {
      status: "C",
      area: "models",
      reason: "Reads the model table, the tools and the reasoning effort.",
      texts: ["Function tools with reasoning_effort are not supported for {{model}} in /v1/chat/completions. Please use /v1/responses instead."],
    },
  },
  visit: {
    request(context) {
      const { request, model } = context;
      if (!model.facts?.chatToolsNeedEffortNone || reasons(model.facts, request.reasoning_effort) !== true) return;
      const set = request.reasoning_effort !== undefined && request.reasoning_effort !== null;
      if (!set && !model.facts.chatToolsRejectDefault) return;
      if (!model.tools.some((tool) => tool.value.type === "function" || tool.fn !== undefined)) return;
      const effort = context.at(context.root, "reasoning_effort");
      context.report({
        messageId: "toolsWithEffort",
        at: set ? effort : context.at(context.root, "tools"),
        data: { model: model.facts.raw, path: "reasoning_effort" },
        hint: set ? "set" : "unset",
        suggestions: [
          {
            description: 'Set `reasoning_effort` to "none"',
            edits: [set ? { op: "replace", path: effort.pointer, value: "none" } : { op: "add", path: effort.pointer, value: "none" }],
          },
        ],
      });
    },
  },
});
