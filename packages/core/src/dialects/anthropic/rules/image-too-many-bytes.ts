import { createRule } from "../create-rule.js";
import { shared } from "../conversation.js";
import { base64Images, MEDIA_LIMITS } from "../analyses/media.js";

export default createRule("image-too-many-bytes", {
  meta: {
    description: "A base64 image decodes to more than 5 MB.",
    category: "api",
    needs: { blocks: ["image"] },
    recommended: true,
    spec: "#67",
    messages: { tooBig: "{{path}}.image.source.base64: image exceeds 5 MB maximum: {{bytes}} bytes > 5242880 bytes" },
    hints: {
      decodedBytes:
        "The limit is on the decoded bytes, not on the base64 text (which is a third longer). Downscale the image or re-encode it (JPEG or WebP) before it goes into the conversation.",
    },
    api: { row: "67", area: "media", status: "C", reason: "the decoded size, from the base64 length" },
  },
  visit: {
    request(context) {
      for (const image of shared(context.model, base64Images)) {
        // The decoded size follows from the text's length: nothing is decoded.
        const bytes = image.byteLength;
        if (bytes <= MEDIA_LIMITS.imageBytes) continue;
        context.report({
          messageId: "tooBig",
          at: context.at(image.block, "source", "data"),
          data: { path: image.block.path, bytes },
          hint: "decodedBytes",
        });
      }
    },
  },
});
