import { createRule } from "../create-rule.js";
import { shared } from "../conversation.js";
import { MEDIA_LIMITS, mediaBlocks } from "../analyses/media.js";

export default createRule("media-count-limit", {
  meta: {
    description: "A request holds more than 100 images and documents together.",
    category: "api",
    needs: { blocks: ["image", "document"] },
    recommended: true,
    spec: "#73",
    messages: { tooMany: "too many images and documents: {{images}} + {{documents}} > 100" },
    hints: {
      counted:
        "The limit counts every image and document in the request, old turns included (inside `tool_result` blocks too); this {{kind}} is the 101st. Drop or summarise media from earlier turns: screenshots piled up over a long agent session are the usual cause.",
    },
    api: {
      row: "73",
      area: "media",
      status: "C",
      reason: "a count of image and document blocks",
      texts: ["Too much media: {{pages}} document pages + {{images}} images > 100"],
    },
  },
  visit: {
    request(context) {
      const media = shared(context.model, mediaBlocks);
      if (media.length <= MEDIA_LIMITS.mediaItems) return;
      const images = media.filter((block) => block.kind === "image").length;
      const first = media[MEDIA_LIMITS.mediaItems]!;
      context.report({
        messageId: "tooMany",
        at: first,
        data: { path: context.root.path, images, documents: media.length - images, kind: first.kind },
        hint: "counted",
      });
    },
  },
});
