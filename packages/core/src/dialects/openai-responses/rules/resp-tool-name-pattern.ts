import { badFunctionName, FUNCTION_NAME_PATTERN, OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule } from "../create-rule.js";

export default createRule("resp-tool-name-pattern", {
  meta: {
    description: "A function tool's `name` has characters OpenAI does not allow.",
    category: "api",
    recommended: true,
    spec: "providers.md openai-responses §3",
    messages: { pattern: OPENAI_TEXTS.pattern },
    hints: {
      pattern: "'{{name}}' has characters outside letters, digits, `_` and `-` (MCP tools named `server/tool`); map it to an allowed name and back.",
    },
    api: {
      paths: ["tools.N.name"],
      status: "C",
      area: "tools",
      errorCode: "invalid_value",
      reason: "Matches each function tool's name; dots are left alone, as some models accept them.",
    },
  },
  visit: {
    request(context) {
      for (const tool of context.model.tools) {
        const { name } = tool.value;
        if (tool.value.type !== "function" || typeof name !== "string" || name === "" || !badFunctionName(name)) continue;
        context.report({ messageId: "pattern", at: context.at(tool, "name"), data: { pattern: FUNCTION_NAME_PATTERN, name }, hint: "pattern" });
      }
    },
  },
});
