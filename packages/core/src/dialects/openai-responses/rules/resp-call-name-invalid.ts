import { badFunctionName, FUNCTION_NAME_PATTERN, OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule, type Context } from "../create-rule.js";

export default createRule("resp-call-name-invalid", {
  meta: {
    description: "An item in `input` has an empty `name`, or a `function_call` one with characters OpenAI does not allow.",
    category: "api",
    recommended: true,
    spec: "providers.md openai-responses §3",
    messages: { empty: OPENAI_TEXTS.emptyString, pattern: OPENAI_TEXTS.pattern },
    hints: {
      empty:
        "A replayed call lost its name (a stream cut before the name arrived, or a converter that kept only the arguments): take it from the tool the call ran. On a message, leave an empty `name` out.",
      pattern:
        "'{{name}}' has characters outside letters, digits, `_` and `-` (an MCP server's `server/tool`); map it to an allowed name, the same way in `tools`.",
    },
    api: {
      paths: ["input.N.name"],
      status: "C",
      area: "tool pairing",
      errorCode: "invalid_value",
      reason:
        "Reads each replayed call's name, as chat-tool-call-name-empty and chat-tool-call-name-pattern do for Chat Completions; dots are left alone, as some models accept them.",
    },
  },
  visit: {
    // One loop over the items, not a visit to each: a visitor per item costs every clean body its dispatch.
    request(context: Context) {
      for (const item of context.model.items) {
        const { name } = item.value;
        if (name === "") context.report({ messageId: "empty", at: context.at(item, "name"), hint: "empty" });
        else if (item.type === "function_call" && typeof name === "string" && badFunctionName(name))
          context.report({ messageId: "pattern", at: context.at(item, "name"), data: { pattern: FUNCTION_NAME_PATTERN, name }, hint: "pattern" });
      }
    },
  },
});
