import { createRule } from "../create-rule.js";
import { shared } from "../conversation.js";
import { base64Images, formatOfMediaType, IMAGE_MEDIA_TYPES, IMAGE_FORMAT_NAMES } from "../analyses/media.js";

export default createRule("image-media-type-unsupported", {
  meta: {
    description: "A base64 image declares a `media_type` other than `image/jpeg`, `image/png`, `image/gif` and `image/webp`.",
    category: "api",
    needs: { blocks: ["image"] },
    recommended: true,
    fixable: true,
    spec: "#71",
    messages: {
      unsupported: "{{path}}.image.source.base64.media_type: Input should be 'image/jpeg', 'image/png', 'image/gif' or 'image/webp'",
    },
    hints: {
      bytesAre: "The bytes are a {{format}} image: its media type is `{{actual}}`.",
      jpgMisspelling: "The bytes are a {{format}} image: its media type is `{{actual}}` (`image/jpg` is a common misspelling).",
      notImage: "`{{mediaType}}` is not an image format the API reads: convert the image to PNG, JPEG, GIF or WebP.",
    },
    api: { row: "71", area: "media", status: "C", reason: "an enum" },
  },
  visit: {
    request(context) {
      for (const image of shared(context.model, base64Images)) {
        // A missing or non-string media_type is the structural schema's finding.
        const { mediaType } = image;
        if (typeof mediaType !== "string" || formatOfMediaType(mediaType) !== undefined) continue;
        const at = context.at(image.block, "source", "media_type");
        const format = image.sniff.kind === "image" ? image.sniff.format : undefined;
        if (format === undefined) {
          context.report({ messageId: "unsupported", at, data: { path: image.block.path, mediaType }, hint: "notImage" });
          continue;
        }
        const actual = IMAGE_MEDIA_TYPES[format];
        context.report({
          messageId: "unsupported",
          at,
          data: { path: image.block.path, format: IMAGE_FORMAT_NAMES[format], actual },
          hint: mediaType === "image/jpg" ? "jpgMisspelling" : "bytesAre",
          fix: { description: `Set media_type to ${actual}, which the bytes are`, edits: [{ op: "replace", path: at.pointer, value: actual }] },
        });
      }
    },
  },
});
