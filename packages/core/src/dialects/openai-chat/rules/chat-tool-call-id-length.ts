import { OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule, OPENAI_TARGETS, type Context } from "../create-rule.js";

/** OpenAI's limit on a tool call's id, in the calls and in the `tool` messages that answer them. */
const MAX_ID = 40;

export default createRule("chat-tool-call-id-length", {
  meta: {
    description: "A tool call's `id` (or a `tool` message's `tool_call_id`) is longer than 40 characters.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    spec: "providers.md openai-chat §3",
    messages: { tooLong: OPENAI_TEXTS.stringTooLong },
    hints: {
      tooLong:
        "OpenAI's own ids are 24 to 30 characters; a longer one was made elsewhere (another provider, a framework's own ids). Shorten it to 40, the same way in the call and in its `tool` message.",
    },
    api: {
      paths: ["messages.N.tool_calls.K.id", "messages.N.tool_call_id"],
      status: "C",
      area: "tool pairing",
      errorCode: "string_above_max_length",
      reason: "Measures each id.",
    },
  },
  visit: {
    request(context) {
      const { model } = context;
      for (const call of model.toolCalls) if (call.id !== undefined && call.id.length > MAX_ID) report(context, context.at(call, "id"), call.id);
      for (const message of model.messages) {
        const id = message.role === "tool" ? message.toolCallId : undefined;
        if (id !== undefined && id.length > MAX_ID) report(context, context.at(message, "tool_call_id"), id);
      }
    },
  },
});

function report(context: Context, at: { pointer: string; path: string }, id: string): void {
  context.report({ messageId: "tooLong", at, data: { max: MAX_ID, length: id.length }, hint: "tooLong" });
}
