import { createRule, OPENAI_TARGETS, type Context } from "../create-rule.js";
import { isRecord } from "../model.js";

/**
 * The JSON-type errors of OpenAI's validator that are recorded verbatim, each for the one wrong type it was recorded
 * with (the validator names the type it got; other types' names are not recorded, so they are left alone).
 */
export default createRule("chat-value-type", {
  meta: {
    description:
      "A value has a JSON type Chat Completions does not take: a message that is a string, a `content` that is an object, an `image_url.url` that is null.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    spec: "providers.md openai-chat §1",
    messages: {
      messageString: "Invalid type for '{{path}}': expected an object, but got a string instead.",
      contentObject: "Invalid type for '{{path}}': expected one of a string or array of objects, but got an object instead.",
      urlNull: "Invalid type for '{{path}}': expected a base64-encoded data URL, but got null instead.",
    },
    hints: {
      messageString: 'A message is an object with a `role` and a `content`: send `{ "role": "user", "content": … }` instead of the bare text.',
      contentObject: "`content` is a string or a list of parts: wrap the part in a list (`[{ … }]`), or send its text as a string.",
      urlNull:
        "The image's URL or data was never filled in (an attachment not uploaded or not read): give an `https` URL or a `data:` URL, or leave the part out.",
    },
    api: {
      paths: ["messages.N", "messages.N.content", "messages.N.content.N.image_url.url"],
      status: "C",
      area: "content",
      errorCode: "invalid_type",
      reason: "Looks at the JSON type of each message, its `content` and each image part's `url`.",
    },
  },
  visit: {
    // One loop over the messages, not a visit to each: a visitor per message costs every clean body its dispatch.
    request(context: Context) {
      const raw = context.request.messages;
      const { messages } = context.model;
      // Every object entry is a message of the model: a shorter model means some entry is not an object.
      if (Array.isArray(raw) && messages.length !== raw.length) {
        const index = raw.findIndex((entry) => typeof entry === "string");
        if (index >= 0) context.report({ messageId: "messageString", at: context.at(context.root, "messages", index), hint: "messageString" });
      }
      for (let m = 0; m < messages.length; m++) {
        const message = messages[m]!;
        if (isRecord(message.value.content)) {
          context.report({ messageId: "contentObject", at: context.at(message, "content"), hint: "contentObject" });
          continue;
        }
        const parts = message.parts;
        for (let p = 0; p < parts.length; p++) {
          const part = parts[p]!;
          if (part.type !== "image_url" || !isRecord(part.value.image_url) || part.value.image_url.url !== null) continue;
          context.report({ messageId: "urlNull", at: context.at(part, "image_url", "url"), hint: "urlNull" });
          // OpenAI names the first invalid parameter only.
          break;
        }
      }
    },
  },
});
