import { createRule, type Context } from "../create-rule.js";
import type { ChatMessage } from "../model.js";

export default createRule("chat-image-non-user", {
  meta: {
    description: "An `image_url` part stands in a message whose role is not `user`.",
    category: "api",
    recommended: true,
    spec: "providers.md openai-chat §3",
    messages: {
      imageNotUser:
        "Invalid '{{path}}'. Image URLs are only allowed for messages with role 'user', but this message with role '{{role}}' contains an image URL.",
    },
    hints: {
      tool: "A `tool` message takes text only: return the image's URL or a description as text, and put the image itself in a `user` message after the tool results.",
      other: "Only `user` messages carry images: move {{part}} into a `user` message.",
    },
    api: { status: "C", area: "content", reason: "Looks at the part types of each message that is not a user message." },
  },
  visit: {
    message(message: ChatMessage, context: Context) {
      if (message.role === "user" || message.role === undefined) return;
      const image = message.parts.find((part) => part.type === "image_url");
      if (image === undefined) return;
      context.report({
        messageId: "imageNotUser",
        at: message,
        data: { role: message.role, part: image.path },
        hint: message.role === "tool" ? "tool" : "other",
      });
    },
  },
});
