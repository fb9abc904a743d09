import { dataUrlOf, headBytes, looksLikeText, OPENAI_IMAGE_FORMATS, sniffFormat } from "../../../model/data-url.js";
import { createRule, OPENAI_TARGETS, type Context } from "../create-rule.js";
import { isRecord, type ContentPart } from "../model.js";

export default createRule("chat-image-format", {
  meta: {
    description: "An `image_url` data URL holds an image OpenAI does not read (BMP, TIFF, HEIC, AVIF, SVG, a PDF) or text, by its first bytes.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    spec: "providers.md openai-chat §3",
    messages: {
      unsupported: "You uploaded an unsupported image. Please make sure your image has of one the following formats: ['png', 'jpeg', 'gif', 'webp'].",
    },
    hints: { unsupported: "The bytes are {{format}} (the URL says '{{mime}}'); convert the image to PNG, JPEG, GIF or WebP before sending it." },
    api: {
      status: "C",
      area: "content",
      errorCode: "invalid_image_format",
      reason: "Decodes the first bytes of each data URL; formats it cannot tell (other than printable text) are left alone.",
      texts: [
        "You uploaded an unsupported image. Please make sure your image is below 20 MB in size and is of one the following formats: ['png', 'jpeg', 'gif', 'webp'].",
      ],
    },
  },
  visit: {
    request(context) {
      for (const part of context.model.imageParts) check(part, context);
    },
  },
});

function check(part: ContentPart, context: Context): void {
  const image = part.value.image_url;
  // The URL is `image_url.url`, or `image_url` itself when given as a string.
  const found = isRecord(image) ? dataUrlOf(image, "url") : dataUrlOf(part.value, "image_url");
  if (found === undefined) return;
  const { text: url, data } = found;
  if (!data.base64) return;
  const bytes = headBytes(url, data.payloadStart);
  // Printable text under an image's MIME type was answered with this text (traceloop/openllmetry `test_vision_base64.yaml`).
  const format = bytes && (sniffFormat(bytes) ?? (looksLikeText(bytes) ? "text" : undefined));
  if (format === undefined || OPENAI_IMAGE_FORMATS.has(format)) return;
  const at = isRecord(image) ? context.at(part, "image_url", "url") : context.at(part, "image_url");
  context.report({ messageId: "unsupported", at, data: { path: "", format, mime: data.mime }, hint: "unsupported" });
}
