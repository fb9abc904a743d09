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
  },
  check(context) {
    for (const image of shared(context.model, base64Images)) {
      // A missing or non-string media_type is the structural schema's finding.
      if (typeof image.mediaType !== "string" || formatOfMediaType(image.mediaType) !== undefined) continue;
      const pointer = `${image.block.pointer}/source/media_type`;
      const format = image.sniff.kind === "image" ? image.sniff.format : undefined;
      const actual = format && IMAGE_MEDIA_TYPES[format];
      context.report({
        messageId: "unsupported",
        path: image.block.path,
        pointer,
        hint: actual
          ? `The bytes are a ${IMAGE_FORMAT_NAMES[format!]} image: its media type is \`${actual}\`${image.mediaType === "image/jpg" ? " (`image/jpg` is a common misspelling)" : ""}.`
          : `\`${image.mediaType}\` is not an image format the API reads: convert the image to PNG, JPEG, GIF or WebP.`,
        ...(actual
          ? {
              fix: {
                description: `Set media_type to ${actual}, which the bytes are`,
                edits: [{ op: "replace" as const, path: pointer, value: actual }],
              },
            }
          : {}),
      });
    }
  },
});
