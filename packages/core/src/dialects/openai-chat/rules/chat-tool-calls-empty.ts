import { OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule, messageFor, type Context } from "../create-rule.js";
import type { ChatMessage } from "../model.js";

export default createRule("chat-tool-calls-empty", {
  meta: {
    description: "An assistant message has `tool_calls: []`.",
    category: "api",
    recommended: true,
    fixable: true,
    hasSuggestions: true,
    spec: "providers.md openai-chat §3",
    messages: { empty: OPENAI_TEXTS.emptyArray, emptyDashscope: "Empty tool_calls is not supported in message" },
    hints: { empty: "An empty list calls nothing: leave `tool_calls` out of a message that makes no call (some SDKs write `[]` by default)." },
    api: {
      paths: ["messages.N.tool_calls"],
      status: "C",
      area: "tool pairing",
      errorCode: "empty_array",
      reason: "Looks at the length of each assistant message's `tool_calls`.",
    },
  },
  visit: {
    request(context) {
      for (const message of context.model.messages) if (message.role === "assistant" && message.toolCalls.length === 0) check(message, context);
    },
  },
});

function check(message: ChatMessage, context: Context): void {
  const calls = message.value.tool_calls;
  if (!Array.isArray(calls) || calls.length > 0) return;
  const at = context.at(message, "tool_calls");
  const { content } = message.value;
  // Without `tool_calls` the message must have content of its own; then dropping the empty list changes nothing.
  const speaks = (typeof content === "string" && content !== "") || (Array.isArray(content) && content.length > 0);
  const remove = { description: "Remove the empty `tool_calls`", edits: [{ op: "remove" as const, path: at.pointer }] };
  context.report({
    messageId: messageFor(context, { dashscope: "emptyDashscope" }, "empty"),
    at,
    hint: "empty",
    fix: speaks ? remove : undefined,
    suggestions: speaks ? undefined : [remove],
  });
}
