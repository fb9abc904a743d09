import { badFunctionName, FUNCTION_NAME_PATTERN, OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule, OPENAI_TARGETS, type Context } from "../create-rule.js";

export default createRule("chat-message-name-pattern", {
  meta: {
    description: "A message's `name` holds a character other than letters, digits, `_` and `-` (an agent's display name).",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    spec: "providers.md openai-chat §3 (form A)",
    messages: { pattern: OPENAI_TEXTS.pattern },
    hints: {
      pattern:
        "The `name` of a message is an identifier, not a display name: {{name}} holds a space or another character OpenAI refuses. Multi-agent frameworks put agent names here: use `research_agent`, not `Research Agent`.",
    },
    api: { status: "C", area: "messages", errorCode: "invalid_value", reason: "Matches each message's `name` against OpenAI's pattern." },
  },
  visit: {
    // One loop over the messages, not a visit to each: a visitor per message costs every clean body its dispatch.
    request(context: Context) {
      for (const message of context.model.messages) {
        const { name } = message.value;
        // Dots are left alone, as for function names: some models accept them.
        if (typeof name !== "string" || name === "" || !badFunctionName(name)) continue;
        context.report({
          messageId: "pattern",
          at: context.at(message, "name"),
          data: { pattern: FUNCTION_NAME_PATTERN, name: JSON.stringify(name) },
          hint: "pattern",
        });
      }
    },
  },
});
