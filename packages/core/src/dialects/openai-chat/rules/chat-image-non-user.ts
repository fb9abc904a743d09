import { createRule } from "../create-rule.js";
import { isFirstOfType } from "../model.js";

export default createRule("chat-image-non-user", {
  meta: {
    description:
      "An `image_url` part stands in a `system`, `developer` or `assistant` message (`user` and, since 2026, `tool` messages take images).",
    category: "api",
    recommended: true,
    spec: "providers.md openai-chat §3",
    messages: {
      imageNotUser:
        "Invalid '{{path}}'. Image URLs are only allowed for messages with role 'user', but this message with role '{{role}}' contains an image URL.",
    },
    hints: {
      other: "Only `user` messages (and `tool` messages, on OpenAI since 2026) carry images: move {{part}} into a `user` message.",
    },
    api: { status: "C", area: "content", reason: "Looks at the part types of each system, developer and assistant message." },
  },
  visit: {
    // One finding a message, at its first image.
    request(context) {
      for (const part of context.model.imageParts) {
        const message = part.message;
        // `tool` messages: OpenAI rejected their images in 2025 (OpenHands#7700) and takes them since (a recorded HTTP 200
        // for gpt-5-mini, Future-House/aviary, 2026-01; openai/openai-openapi#523 for gpt-5.2): see the docs page.
        if (message.role === "user" || message.role === "tool" || message.role === undefined || !isFirstOfType(part)) continue;
        context.report({ messageId: "imageNotUser", at: message, data: { role: message.role, part: part.path }, hint: "other" });
      }
    },
  },
});
