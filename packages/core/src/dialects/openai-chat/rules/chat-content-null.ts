import { createRule, OPENAI_TARGETS, type Context } from "../create-rule.js";
import { paramPath } from "../paths.js";

export default createRule("chat-content-null", {
  meta: {
    description: "A message has `content: null` (only an assistant message with `tool_calls`, `function_call`, `audio` or `refusal` may).",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    spec: "providers.md openai-chat §3",
    messages: { contentNull: "Invalid value for 'content': expected a string, got null." },
    hints: {
      contentNull:
        "{{message}} (role '{{role}}') has `content: null`; only an assistant message that calls a tool may leave its content empty. Send `\"\"` or the text.",
    },
    api: { status: "C", area: "messages", reason: "Looks at each message's `content`." },
  },
  visit: {
    // One loop over the messages, not a visit to each: a visitor per message costs every clean body its dispatch.
    request(context: Context) {
      for (const message of context.model.messages) {
        if (message.value.content !== null) continue;
        const { value } = message;
        // OpenAI checks a developer message against its own schema: a null there is chat-request-shape's type error
        // (`… expected one of a string or array of objects, but got null instead.`, observed 2026-08-31).
        if (message.role === "developer" && OPENAI_TARGETS.includes(context.settings.target)) continue;
        if (message.role === "assistant") {
          const calls = Array.isArray(value.tool_calls) && value.tool_calls.length > 0;
          if (calls || value.function_call != null || value.audio != null || typeof value.refusal === "string") continue;
        }
        const at = context.at(message, "content");
        context.report({
          messageId: "contentNull",
          at,
          data: { path: paramPath(at), message: message.path, role: message.role ?? "" },
          hint: "contentNull",
          suggestions: [{ description: 'Send `""` as the content', edits: [{ op: "replace", path: at.pointer, value: "" }] }],
        });
      }
    },
  },
});
