import { chatPairing } from "../analyses/tool-pairing.js";
import { createRule } from "../create-rule.js";
import { paramPath } from "../paths.js";

export default createRule("chat-tool-result-duplicate", {
  meta: {
    description: "Two `tool` messages in the run after an assistant message answer the same `tool_call_id`.",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    spec: "providers.md openai-chat §3",
    messages: { duplicate: "Invalid parameter: Duplicate value for 'tool_call_id' of '{{id}}', in {{first}} and {{second}}." },
    hints: { duplicate: "Each call is answered once; {{first}} already answers {{id}}. A retry or a replayed log often adds the second." },
    api: { status: "C", area: "tool pairing", reason: "Counts the `tool` messages for each id within a run." },
  },
  visit: {
    request(context) {
      for (const { message, first } of chatPairing(context.model).duplicates) {
        const at = context.at(message, "tool_call_id");
        context.report({
          messageId: "duplicate",
          at,
          data: { id: message.toolCallId!, first: first.path, second: message.path, path: paramPath(at) },
          hint: "duplicate",
          suggestions: [{ description: "Remove the second `tool` message", edits: [{ op: "remove", path: message.pointer }] }],
        });
      }
    },
  },
});
