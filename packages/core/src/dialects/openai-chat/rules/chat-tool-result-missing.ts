import { INTERRUPTED_CALL_TEXT } from "../../../model/synthetic.js";
import type { Fix } from "../../../types.js";
import { chatPairing, type UnansweredCalls } from "../analyses/tool-pairing.js";
import { createRule, messageFor } from "../create-rule.js";
import type { ChatMessage } from "../model.js";
import { paramPath } from "../paths.js";

export default createRule("chat-tool-result-missing", {
  meta: {
    description: "An assistant message's `tool_calls` are not all answered by the `tool` messages right after it.",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    spec: "providers.md openai-chat §3",
    messages: {
      missing:
        "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: {{ids}}",
      missingDeepseek:
        "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. (insufficient tool messages following tool_calls message)",
      missingMistral: "Not the same number of function calls and responses",
      missingDashscope:
        '<400> InternalError.Algo.InvalidParameter: An assistant message with "tool_calls" must be followed by tool messages responding to each "tool_call_id". The following tool_call_ids did not have response messages: {{ids}}',
    },
    hints: {
      end: "The conversation ends at {{assistant}}: its calls {{ids}} were interrupted or never answered. Add a `tool` message for each right after it.",
      next: "{{next}} (role '{{role}}') comes where the `tool` messages for {{ids}} should be: every call of {{assistant}} needs a `tool` message in the run right after it.",
      split:
        "The `tool` message for {{id}} is at {{stray}}, not in the run right after {{assistant}}: the pair was split (by a truncation, a summary or a reordering).",
    },
    api: {
      status: "C",
      area: "tool pairing",
      reason: "Pairs each call with the `tool` messages that follow its assistant message.",
      texts: [
        "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. (insufficient tool messages following tool_calls message)",
        "Not the same number of function calls and responses",
      ],
    },
  },
  visit: {
    request(context) {
      const { unanswered: found } = chatPairing(context.model);
      if (found.length === 0) return;
      const results = toolMessagesById(context.model.messages);
      for (const unanswered of found) {
        const { message, calls, next } = unanswered;
        const ids = calls.map((call) => call.id).join(", ");
        const stray = calls.map((call) => strayOf(results, call.id!, message.index)).find((found) => found !== undefined);
        const data: Record<string, string> = {
          ids,
          assistant: message.path,
          path: paramPath(context.at(next ?? message, "role")),
        };
        let hint = "end";
        if (stray) {
          hint = "split";
          data.id = stray.id;
          data.stray = stray.path;
        } else if (next) {
          hint = "next";
          data.next = next.path;
          data.role = next.role ?? "";
        }
        context.report({
          messageId: messageFor(context, { deepseek: "missingDeepseek", mistral: "missingMistral", dashscope: "missingDashscope" }, "missing"),
          at: context.at(message, "tool_calls"),
          data,
          hint,
          suggestions: [interruptedResults((context.request.messages as unknown[]).length, unanswered)],
        });
      }
    },
  },
});

/** The `tool` messages for each id, in request order: built once, so that no call searches all the messages. */
function toolMessagesById(messages: readonly ChatMessage[]): Map<string, ChatMessage[]> {
  const byId = new Map<string, ChatMessage[]>();
  for (const message of messages) {
    if (message.role !== "tool" || message.toolCallId === undefined) continue;
    const list = byId.get(message.toolCallId);
    if (list === undefined) byId.set(message.toolCallId, [message]);
    else list.push(message);
  }
  return byId;
}

/** A `tool` message for the id after the assistant message but not in the run right after it: the first one after `after`. */
function strayOf(results: ReadonlyMap<string, readonly ChatMessage[]>, id: string, after: number) {
  const list = results.get(id);
  if (list === undefined) return undefined;
  // Binary search: the first message whose index is past `after`.
  let [low, high] = [0, list.length];
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list[mid]!.index > after) high = mid;
    else low = mid + 1;
  }
  const found = list[low];
  return found ? { id, path: found.path } : undefined;
}

/** A `tool` message saying the call was interrupted, for each unanswered call, after the run that follows its assistant message. */
function interruptedResults(end: number, { calls, next }: UnansweredCalls): Fix {
  const at = next ? next.index : end;
  return {
    description: `Answer ${calls.map((c) => c.id).join(", ")} with a \`tool\` message saying the call was interrupted`,
    edits: calls.map((call, i) => ({
      op: "add" as const,
      path: `/messages/${at + i}`,
      value: { role: "tool", tool_call_id: call.id, content: INTERRUPTED_CALL_TEXT },
    })),
  };
}
