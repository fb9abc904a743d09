import { OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule, type Context } from "../create-rule.js";

const ROLES = new Set(["system", "assistant", "user", "function", "tool", "developer"]);

export default createRule("chat-role-invalid", {
  meta: {
    description: "A message has no `role`, or one Chat Completions does not know.",
    category: "api",
    recommended: true,
    spec: "providers.md openai-chat §3",
    messages: {
      unknownRole: "Invalid value: '{{role}}'. Supported values are: 'system', 'assistant', 'user', 'function', 'tool', and 'developer'.",
      missingRole: OPENAI_TEXTS.missing,
    },
    hints: {
      unknownRole:
        "'{{role}}' is another format's role (Gemini's `model`, a framework's `ai` or `human`); Chat Completions knows system, developer, user, assistant and tool.",
      missingRole: "Every message says who speaks: `user`, `assistant`, `system`, `developer` or `tool`.",
    },
    api: {
      paths: ["messages.N.role"],
      status: "I",
      area: "messages",
      errorCode: "invalid_value",
      reason: "Compares each role with the schema's list.",
    },
  },
  visit: {
    // One loop over the messages, not a visit to each: a visitor per message costs every clean body its dispatch.
    request(context: Context) {
      for (const message of context.model.messages) {
        const { role } = message.value;
        if (role === undefined) {
          context.report({ messageId: "missingRole", at: message, data: { path: context.at(message, "role").path }, hint: "missingRole" });
        } else if (typeof role === "string" && !ROLES.has(role)) {
          context.report({ messageId: "unknownRole", at: context.at(message, "role"), data: { role }, hint: "unknownRole" });
        }
      }
    },
  },
});
