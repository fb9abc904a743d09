import { createRule } from "../create-rule.js";

export default createRule("chat-user-after-tool", {
  meta: {
    description: "A `user` message comes right after a `tool` message, which Mistral rejects (OpenAI accepts it).",
    category: "api",
    recommended: true,
    targets: ["mistral"],
    hasSuggestions: true,
    spec: "providers.md openai-chat §4, §7",
    messages: { userAfterTool: "Unexpected role 'user' after role 'tool'" },
    hints: { userAfterTool: "Mistral wants an assistant message between the tool results and the next user message; OpenAI does not." },
    api: { status: "C", area: "tool pairing", errorCode: "3230", reason: "Looks at the message before each `user` message." },
  },
  visit: {
    request(context) {
      const { messages } = context.model;
      for (let i = 1; i < messages.length; i++) {
        const message = messages[i]!;
        const previous = messages[i - 1]!;
        if (message.role !== "user" || previous.role !== "tool" || previous.index !== message.index - 1) continue;
        context.report({
          messageId: "userAfterTool",
          at: context.at(message, "role"),
          data: { path: "" },
          hint: "userAfterTool",
          suggestions: [
            {
              description: "Put an assistant message between the tool results and the user message",
              edits: [{ op: "add", path: message.pointer, value: { role: "assistant", content: "" } }],
            },
          ],
        });
      }
    },
  },
});
