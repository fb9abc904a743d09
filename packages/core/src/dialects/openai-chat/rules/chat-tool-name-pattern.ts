import { badFunctionName, FUNCTION_NAME_PATTERN, OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule, OPENAI_TARGETS } from "../create-rule.js";

export default createRule("chat-tool-name-pattern", {
  meta: {
    description: "A function tool's `name` has characters OpenAI does not allow.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    spec: "providers.md openai-chat §3",
    messages: { pattern: OPENAI_TEXTS.pattern },
    hints: {
      pattern:
        "'{{name}}' has characters outside letters, digits, `_` and `-` (MCP tools are often named `server/tool` or `server:tool`); map it to an allowed name and back.",
    },
    api: {
      paths: ["tools.N.function.name"],
      status: "C",
      area: "tools",
      errorCode: "invalid_value",
      reason: "Matches each tool's name; dots are left alone, as some models accept them (o4-mini since 2025-06).",
      texts: ["Invalid '{{path}}': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_\\\\.-]+$'."],
    },
  },
  visit: {
    request(context) {
      for (const tool of context.model.tools) {
        const name = tool.fn?.name;
        if (typeof name !== "string" || name === "" || !badFunctionName(name)) continue;
        context.report({
          messageId: "pattern",
          at: context.at(tool, "function", "name"),
          data: { pattern: FUNCTION_NAME_PATTERN, name },
          hint: "pattern",
        });
      }
    },
  },
});
