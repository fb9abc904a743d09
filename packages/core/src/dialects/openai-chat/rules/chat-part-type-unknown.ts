import { createRule, OPENAI_TARGETS, type Context } from "../create-rule.js";
import type { ChatMessage } from "../model.js";

/** The part types OpenAI's validator lists when it refuses one (recorded verbatim, in its order). */
const SUPPORTED = new Set(["text", "image_url", "input_audio", "refusal", "audio", "file"]);

export default createRule("chat-part-type-unknown", {
  meta: {
    description: "A content part of a `user` message has a `type` Chat Completions does not know (`pdf`, `image`, `input_text` …).",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    spec: "providers.md openai-chat §1",
    messages: {
      unknown: "Invalid value: '{{value}}'. Supported values are: 'text', 'image_url', 'input_audio', 'refusal', 'audio', and 'file'.",
    },
    hints: {
      unknown:
        "Chat Completions parts are `text`, `image_url`, `input_audio` and `file` (a PDF goes in a `file` part, as `file_data` with a `filename`, or a `file_id`); {{part}} has another provider's or API's type.",
    },
    api: {
      paths: ["messages.N.content.N.type"],
      status: "C",
      area: "content",
      errorCode: "invalid_value",
      reason: "Compares the `type` of each part of a `user` message with the types OpenAI lists.",
    },
  },
  visit: {
    // Recorded for `user` messages; the other roles take fewer types and may list them otherwise.
    request(context) {
      for (const message of context.model.messages) if (message.role === "user") check(message, context);
    },
  },
});

function check(message: ChatMessage, context: Context): void {
  for (const part of message.parts) {
    if (part.type === undefined || SUPPORTED.has(part.type)) continue;
    context.report({ messageId: "unknown", at: context.at(part, "type"), data: { value: part.type, part: part.path }, hint: "unknown" });
    // OpenAI names the first invalid value only.
    return;
  }
}
