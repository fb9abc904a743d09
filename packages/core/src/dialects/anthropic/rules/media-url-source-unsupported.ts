import { createRule } from "../create-rule.js";
import { shared } from "../conversation.js";
import { mediaBlocks } from "../analyses/media.js";

/**
 * The media kinds whose `source.type: "url"` each platform rejects, where a recorded response says so. The first-party
 * API fetches URLs; Bedrock rejected an image URL (InvokeModel, 2025-12), Vertex AI a document URL (2026-05) with the
 * image check's text, so its image URLs too. No rejection of a document URL on Bedrock was found: not reported.
 */
const REJECTED: Readonly<Record<string, readonly string[]>> = { bedrock: ["image"], vertex: ["image", "document"] };

/** How the hint names each platform. */
const PLATFORMS: Readonly<Record<string, string>> = { bedrock: "Bedrock", vertex: "Vertex AI" };

export default createRule("media-url-source-unsupported", {
  meta: {
    description: "An image or document has a `url` source on a platform that takes only inline (base64) media.",
    category: "api",
    needs: { blocks: ["image", "document", "tool_result"] },
    recommended: true,
    targets: ["bedrock", "vertex"],
    // The API writes the image check's path whatever the block: a document URL on Vertex AI is reported as
    // `messages.0.content.0.image.source.base64.data` (anthropic-sdk-typescript#1038).
    messages: { urlSource: "{{path}}.image.source.base64.data: URL sources are not supported" },
    hints: {
      image:
        '`source.type: "url"` is fetched by the first-party API only; {{platform}} takes the image inline. Download it and send `source: { type: "base64", media_type, data }`.',
      document:
        '`source.type: "url"` is fetched by the first-party API only; {{platform}} takes the document inline (the text says `image`, but it is this {{kind}}). Download it and send `source: { type: "base64", media_type: "application/pdf", data }`.',
    },
    api: {
      area: "media",
      status: "C",
      reason: "the source type, per target",
    },
  },
  visit: {
    request(context) {
      const { target } = context.settings;
      const rejected = REJECTED[target];
      if (rejected === undefined) return;
      for (const block of shared(context.model, mediaBlocks)) {
        if (block.source?.type !== "url" || !rejected.includes(block.kind)) continue;
        context.report({
          messageId: "urlSource",
          at: context.at(block, "source"),
          data: { path: block.path, platform: PLATFORMS[target]!, kind: block.kind },
          hint: block.kind === "image" ? "image" : "document",
        });
      }
    },
  },
});
