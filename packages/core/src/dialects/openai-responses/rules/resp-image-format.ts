import { dataUrlOf, headBytes, OPENAI_IMAGE_FORMATS, sniffFormat } from "../../../model/data-url.js";
import { createRule, type Context } from "../create-rule.js";
import type { ItemPart } from "../model.js";

export default createRule("resp-image-format", {
  meta: {
    description: "An `input_image` data URL holds an image OpenAI does not read (BMP, TIFF, HEIC, AVIF, SVG, a PDF), by its first bytes.",
    category: "api",
    recommended: true,
    spec: "providers.md openai-responses §3",
    messages: {
      unsupported:
        "You uploaded an unsupported image. Please make sure your image is below 20 MB in size and is of one the following formats: ['png', 'jpeg', 'gif', 'webp'].",
    },
    hints: { unsupported: "The bytes are {{format}}; convert the image to PNG, JPEG, GIF or WebP." },
    api: { status: "C", area: "content", reason: "Decodes the first bytes of each image data URL; formats it cannot tell are left alone." },
  },
  visit: {
    request(context) {
      for (const part of context.model.parts) if (part.type === "input_image") check(part, context);
    },
  },
});

function check(part: ItemPart, context: Context): void {
  const found = dataUrlOf(part.value, "image_url");
  if (found === undefined) return;
  const { text: url, data } = found;
  if (!data.base64 || (data.mime !== "" && !data.mime.startsWith("image/"))) return;
  const bytes = headBytes(url, data.payloadStart);
  const format = bytes && sniffFormat(bytes);
  if (format === undefined || OPENAI_IMAGE_FORMATS.has(format)) return;
  context.report({ messageId: "unsupported", at: context.at(part, "image_url"), data: { path: "", format }, hint: "unsupported" });
}
