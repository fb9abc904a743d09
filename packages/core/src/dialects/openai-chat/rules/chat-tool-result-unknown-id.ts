import { chatPairing, firstCallById } from "../analyses/tool-pairing.js";
import { createRule } from "../create-rule.js";
import type { ChatMessage } from "../model.js";
import { listForHint } from "../../../model/values.js";
import { paramPath } from "../paths.js";

export default createRule("chat-tool-result-unknown-id", {
  meta: {
    description: "A `tool` message's `tool_call_id` is not among the ids of the assistant message's `tool_calls` right before it.",
    category: "api",
    recommended: true,
    spec: "providers.md openai-chat §3",
    messages: { unknownId: "Invalid parameter: 'tool_call_id' of '{{id}}' not found in 'tool_calls' of previous message." },
    hints: {
      elsewhere: "{{id}} is a call of {{call}}, not of {{assistant}}: the `tool` message stands in the wrong place.",
      nowhere: "No assistant message calls {{id}}; {{assistant}} calls {{known}}. The id was changed (or invented) between the call and its result.",
    },
    api: { status: "C", area: "tool pairing", reason: "Matches each `tool` message's id with the calls of the assistant message before its run." },
  },
  visit: {
    request(context) {
      const { model } = context;
      const { unknownIds } = chatPairing(model);
      if (unknownIds.length === 0) return;
      const calls = firstCallById(model);
      // The ids an assistant message calls, listed once for all the `tool` messages after it (they come in a row).
      let listed: ChatMessage | undefined;
      let known = "";
      for (const message of unknownIds) {
        const turn = model.turnOfMessage[message.index]!;
        const assistant = model.turns[turn.index - 1]!.messages[0]!;
        const id = message.toolCallId!;
        const call = calls.get(id);
        if (assistant !== listed) [listed, known] = [assistant, listForHint(assistant.toolCalls.map((c) => c.id ?? ""))];
        const data: Record<string, string> = { id, path: paramPath(context.at(message, "tool_call_id")), assistant: assistant.path, known };
        if (call) data.call = call.message.path;
        context.report({ messageId: "unknownId", at: context.at(message, "tool_call_id"), data, hint: call ? "elsewhere" : "nowhere" });
      }
    },
  },
});
