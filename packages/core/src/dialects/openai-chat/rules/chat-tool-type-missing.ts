import { OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule, OPENAI_TARGETS, type Context } from "../create-rule.js";

export default createRule("chat-tool-type-missing", {
  meta: {
    description: "An entry of `tools` has no `type`.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    spec: "providers.md openai-chat §1 (every tool has a required `type`)",
    messages: { missing: OPENAI_TEXTS.missing },
    hints: {
      flat: 'The tool is written the Responses API\'s way (`name` and `parameters` at the top): Chat Completions wants `{ "type": "function", "function": { "name", "parameters" } }`.',
      other: 'A tool names its kind in `type` (`"function"`, `"custom"`): add it.',
    },
    api: {
      paths: ["tools.N.type"],
      status: "C",
      area: "tools",
      errorCode: "missing_required_parameter",
      reason: "Looks for `type` in each entry of `tools`.",
    },
  },
  visit: {
    request(context: Context) {
      for (const tool of context.model.tools) {
        if ("type" in tool.value) continue;
        context.report({
          messageId: "missing",
          at: tool,
          data: { path: context.at(tool, "type").path },
          hint: "name" in tool.value && !("function" in tool.value) ? "flat" : "other",
        });
        // OpenAI names the first missing parameter only.
        return;
      }
    },
  },
});
