import { createRule } from "../create-rule.js";
import { shared } from "../conversation.js";
import { base64Images, MEDIA_LIMITS, mediaBlocks } from "../analyses/media.js";

export default createRule("image-dimension-many-image-mode", {
  meta: {
    description: "A request with more than 20 images holds a base64 image wider or taller than 2000 pixels.",
    category: "api",
    needs: { blocks: ["image"] },
    recommended: true,
    spec: "#69",
    messages: {
      tooLarge:
        "{{path}}.image.source.base64.data: At least one of the image dimensions exceed max allowed size for many-image requests: 2000 pixels",
    },
    hints: {
      manyImages:
        "The request holds {{count}} images, so every image is limited to 2000 pixels a side; this one is {{width}}×{{height}}. Downscale the images, or send fewer (20 or fewer) in one request: screenshots accumulated over a long agent session are the usual cause.",
    },
    api: { row: "69", area: "media", status: "C", reason: "the image count, and sizes from the image headers" },
  },
  visit: {
    request(context) {
      const count = shared(context.model, mediaBlocks).filter((block) => block.kind === "image").length;
      if (count <= MEDIA_LIMITS.manyImages) return;
      for (const image of shared(context.model, base64Images)) {
        if (image.sniff.kind !== "image") continue;
        const { width, height } = image.sniff;
        const longest = Math.max(width ?? 0, height ?? 0);
        // Over 8000 is image-dimension-too-large's: the request fails on that whatever the count.
        if (longest <= MEDIA_LIMITS.manyImageSide || longest > MEDIA_LIMITS.imageSide) continue;
        context.report({
          messageId: "tooLarge",
          at: context.at(image.block, "source", "data"),
          data: { path: image.block.path, count, width: String(width), height: String(height) },
          hint: "manyImages",
        });
      }
    },
  },
});
