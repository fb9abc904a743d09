import { createRule, type Context } from "../create-rule.js";
import { isRecord, type ChatMessage, type ContentPart } from "../model.js";

export default createRule("chat-server-reference", {
  meta: {
    description:
      "The request refers to something only OpenAI's server holds (a `file_id`, an earlier answer's `audio.id`, an image it must download): msglint cannot check it.",
    category: "unverifiable",
    recommended: false,
    spec: "providers.md openai-chat §5",
    messages: {
      fileId: "{{path}}: file '{{id}}' is stored by OpenAI; whether it exists, belongs to this project and is a PDF only the server knows.",
      audioId:
        "{{path}}: audio '{{id}}' is an earlier answer's audio, kept by OpenAI for a limited time; whether it still exists only the server knows.",
      imageUrl:
        "{{path}}: OpenAI downloads this image when the request arrives; whether the download succeeds in time and stays under the size limit only the server can tell.",
    },
    hints: {
      imageUrl:
        "When the download fails OpenAI answers `Timeout while downloading {{url}}.` or `Failed to download image from {{url}}.`; a data URL avoids both.",
    },
    api: {
      status: "C",
      area: "server state",
      reason: "Lists the references to server state; off unless turned on.",
      texts: ["Timeout while downloading {{url}}.", "Failed to download image from {{url}}. Image size exceeds the limit."],
    },
  },
  visit: {
    request(context) {
      const { model } = context;
      for (const part of model.fileParts) fileId(part, context);
      for (const part of model.imageParts) imageUrl(part, context);
      for (const message of model.messages) if (message.role === "assistant") audioId(message, context);
    },
  },
});

function fileId(part: ContentPart, context: Context): void {
  const file = part.value.file;
  if (!isRecord(file) || typeof file.file_id !== "string") return;
  context.report({ messageId: "fileId", at: context.at(part, "file", "file_id"), data: { id: file.file_id } });
}

function imageUrl(part: ContentPart, context: Context): void {
  const image = part.value.image_url;
  const url = isRecord(image) ? image.url : undefined;
  if (typeof url !== "string" || !/^https?:\/\//i.test(url)) return;
  context.report({ messageId: "imageUrl", at: context.at(part, "image_url", "url"), data: { url }, hint: "imageUrl" });
}

function audioId(message: ChatMessage, context: Context): void {
  const audio = message.value.audio;
  if (!isRecord(audio) || typeof audio.id !== "string") return;
  context.report({ messageId: "audioId", at: context.at(message, "audio", "id"), data: { id: audio.id } });
}
