import { chatPairing, firstCallById } from "../analyses/tool-pairing.js";
import { createRule, messageFor } from "../create-rule.js";
import { paramPath } from "../paths.js";

export default createRule("chat-tool-result-orphan", {
  meta: {
    description: "A `tool` message does not follow an assistant message with `tool_calls` (or the `tool` messages right after one).",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    spec: "providers.md openai-chat §3",
    messages: {
      orphan: "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
      orphanDeepseek: "Messages with role 'tool' must be a response to a preceding message with 'tool_calls'",
    },
    hints: {
      first: "{{message}} is the first message: there is no assistant message whose call it could answer.",
      after:
        "{{previous}} (role '{{role}}') stands right before it; a `tool` message must follow the assistant message that holds its call, or another `tool` message answering that message.",
      stray: "Its call {{id}} is at {{call}}; move this `tool` message into the run right after that assistant message.",
    },
    api: {
      status: "C",
      area: "tool pairing",
      reason: "Checks what stands right before each `tool` message.",
      texts: ["Messages with role 'tool' must be a response to a preceding message with 'tool_calls'"],
    },
  },
  visit: {
    request(context) {
      const { messages } = context.model;
      const { orphans } = chatPairing(context.model);
      // The calls by id only when there is a finding to name one in: a clean request does not index its calls.
      if (orphans.length === 0) return;
      const calls = firstCallById(context.model);
      for (const orphan of orphans) {
        const previous = messages[orphan.position - 1];
        const call = calls.get(orphan.toolCallId!);
        const data: Record<string, string> = { path: paramPath(context.at(orphan, "role")), message: orphan.path };
        let hint = "first";
        if (call) {
          hint = "stray";
          data.id = call.id!;
          data.call = call.message.path;
        } else if (previous) {
          hint = "after";
          data.previous = previous.path;
          data.role = previous.role ?? "";
        }
        context.report({
          messageId: messageFor(context, { deepseek: "orphanDeepseek" }, "orphan"),
          at: context.at(orphan, "role"),
          data,
          hint,
          suggestions: [{ description: "Remove this `tool` message", edits: [{ op: "remove", path: orphan.pointer }] }],
        });
      }
    },
  },
});
