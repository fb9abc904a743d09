import { badFunctionName, FUNCTION_NAME_PATTERN, OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule, OPENAI_TARGETS } from "../create-rule.js";

export default createRule("chat-tool-call-name-pattern", {
  meta: {
    description: "A tool call in the history has a `function.name` with characters OpenAI does not allow.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    spec: "providers.md openai-chat §3",
    messages: { pattern: OPENAI_TEXTS.pattern },
    hints: {
      pattern:
        "'{{name}}' has characters outside letters, digits, `_` and `-` (an MCP server's `server/tool` or a name with spaces); map it to an allowed name, the same way in `tools`.",
    },
    api: {
      paths: ["messages.N.tool_calls.K.function.name"],
      status: "C",
      area: "tool pairing",
      reason: "Matches each call's name; dots are left alone, as some models accept them.",
      texts: ["Invalid '{{path}}': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_\\\\.-]+$'."],
    },
  },
  visit: {
    request(context) {
      for (const call of context.model.toolCalls) {
        const fn = call.value.function;
        const name = fn !== null && typeof fn === "object" ? (fn as Record<string, unknown>).name : undefined;
        if (typeof name !== "string" || name === "" || !badFunctionName(name)) continue;
        context.report({
          messageId: "pattern",
          at: context.at(call, "function", "name"),
          data: { pattern: FUNCTION_NAME_PATTERN, name },
          hint: "pattern",
        });
      }
    },
  },
});
