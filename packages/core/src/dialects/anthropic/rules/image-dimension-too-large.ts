import { createRule } from "../create-rule.js";
import { shared } from "../conversation.js";
import { base64Images, MEDIA_LIMITS, IMAGE_FORMAT_NAMES } from "../analyses/media.js";

export default createRule("image-dimension-too-large", {
  meta: {
    description: "A base64 image is wider or taller than 8000 pixels, by its header.",
    category: "api",
    needs: { blocks: ["image"] },
    recommended: true,
    spec: "#68",
    messages: { tooLarge: "{{path}}.image.source.base64.data: At least one of the image dimensions exceed max allowed size: 8000 pixels" },
    hints: {
      header:
        "The {{format}} header says {{width}}×{{height}} pixels. Scale it so that neither side exceeds 8000 (full-page screenshots and long scans are the usual cause), or cut it into several images.",
    },
    api: { row: "68", area: "media", status: "C", reason: "width and height from the image header" },
  },
  visit: {
    request(context) {
      for (const image of shared(context.model, base64Images)) {
        if (image.sniff.kind !== "image") continue;
        const { width, height, format } = image.sniff;
        if ((width ?? 0) <= MEDIA_LIMITS.imageSide && (height ?? 0) <= MEDIA_LIMITS.imageSide) continue;
        context.report({
          messageId: "tooLarge",
          at: context.at(image.block, "source", "data"),
          data: { path: image.block.path, format: IMAGE_FORMAT_NAMES[format], width: width ?? "?", height: height ?? "?" },
          hint: "header",
        });
      }
    },
  },
});
