import { createRule } from "../create-rule.js";
import { shared } from "../conversation.js";
import { base64Images, formatOfMediaType, IMAGE_MEDIA_TYPES, IMAGE_FORMAT_NAMES } from "../analyses/media.js";

export default createRule("image-media-type-mismatch", {
  meta: {
    description: "A base64 image's `media_type` names another format than its bytes are.",
    category: "api",
    needs: { blocks: ["image"] },
    recommended: true,
    fixable: true,
    spec: "#70",
    messages: {
      mismatch:
        "{{path}}.image.source.base64: The image was specified using the {{declared}} media type, but the image appears to be a {{actual}} image",
    },
    hints: {
      header:
        "The data starts with a {{format}} header. The media type was probably guessed from a file name or hard-coded (screenshots are PNG, photos JPEG); set it from the bytes.",
    },
    api: {
      row: "70",
      area: "media",
      status: "C",
      reason: "the media type against the image's magic number",
      texts: ["{{path}}.image.source.base64.data: Image does not match the provided media type {{declared}}"],
    },
  },
  visit: {
    request(context) {
      for (const image of shared(context.model, base64Images)) {
        const declared = formatOfMediaType(image.mediaType);
        if (declared === undefined || image.sniff.kind !== "image" || image.sniff.format === declared) continue;
        const actual = IMAGE_MEDIA_TYPES[image.sniff.format];
        const at = context.at(image.block, "source", "media_type");
        context.report({
          messageId: "mismatch",
          at,
          data: { path: image.block.path, declared: IMAGE_MEDIA_TYPES[declared], actual, format: IMAGE_FORMAT_NAMES[image.sniff.format] },
          hint: "header",
          fix: { description: `Set media_type to ${actual}, which the bytes are`, edits: [{ op: "replace", path: at.pointer, value: actual }] },
        });
      }
    },
  },
});
