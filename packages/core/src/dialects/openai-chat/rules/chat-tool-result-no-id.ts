import { createRule } from "../create-rule.js";
import { paramPath } from "../paths.js";

export default createRule("chat-tool-result-no-id", {
  meta: {
    description: "A `tool` message has no `tool_call_id`.",
    category: "api",
    recommended: true,
    spec: "providers.md openai-chat §3",
    messages: { noId: "Missing parameter 'tool_call_id': messages with role 'tool' must have a 'tool_call_id'." },
    hints: { noId: "A `tool` message answers one call of the assistant message before it: set `tool_call_id` to that call's `id`." },
    api: { status: "C", area: "tool pairing", reason: "Looks for `tool_call_id` on each `tool` message." },
  },
  visit: {
    request(context) {
      for (const message of context.model.messages) {
        if (message.role !== "tool") continue;
        const id = message.value.tool_call_id;
        if (id !== undefined && id !== null) continue;
        const at = context.at(message, "tool_call_id");
        context.report({ messageId: "noId", at: id === null ? at : message, data: { path: paramPath(at) }, hint: "noId" });
      }
    },
  },
});
