import { OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule, type Context } from "../create-rule.js";

export default createRule("chat-part-type-missing", {
  meta: {
    description: "A content part (an object in a message's `content` list) has no `type`.",
    category: "api",
    recommended: true,
    spec: "providers.md openai-chat §1 (every content part has a required `type`)",
    messages: { missing: OPENAI_TEXTS.missing },
    hints: {
      nested:
        "{{part}} is a whole message (it has `role` and `content`) nested in another message's content: send it as its own entry of `messages`.",
      other: 'A content part names its kind in `type` ("text", "image_url", "input_audio", "file"): add it.',
    },
    api: {
      paths: ["messages.N.content.N.type"],
      status: "C",
      area: "content",
      errorCode: "missing_required_parameter",
      reason: "Looks for `type` in each object of a content list.",
    },
  },
  visit: {
    // One loop over the messages, not a visit to each: a visitor per message costs every clean body its dispatch.
    request(context: Context) {
      for (const message of context.model.messages) {
        for (const part of message.parts) {
          if ("type" in part.value) continue;
          const nested = "role" in part.value && "content" in part.value;
          // At the part (the missing key has no node); the message names the key's path.
          context.report({
            messageId: "missing",
            at: part,
            data: { path: context.at(part, "type").path, part: part.path },
            hint: nested ? "nested" : "other",
          });
          // OpenAI names the first missing parameter only.
          break;
        }
      }
    },
  },
});
