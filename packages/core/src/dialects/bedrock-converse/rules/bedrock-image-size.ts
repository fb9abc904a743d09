import { createRule, type Context } from "../create-rule.js";
import { isRecord, type Block } from "../model.js";
import { MODEL_ERRORS } from "../paths.js";

/** Claude's limit on an image's base64 data: 5 MB (3.75 MB of raw bytes). */
const MAX_BASE64 = 5 * 1024 * 1024;

export default createRule("bedrock-image-size", {
  meta: {
    description: "An image's base64 bytes are over 5 MB (3.75 MB raw), on Claude.",
    category: "api",
    recommended: true,
    needs: { blocks: ["image"] },
    spec: "providers.md bedrock-converse §3 (bedrock-image-size)",
    messages: { tooLarge: `${MODEL_ERRORS}{{path}}: image exceeds 5 MB maximum: {{size}} bytes > 5242880 bytes` },
    hints: { tooLarge: "Scale the image down (Claude resizes anything over about 1568 pixels a side anyway) or compress it as JPEG." },
    api: {
      status: "C",
      area: "media",
      reason: "The length of each message image's base64 bytes, on Claude (images inside tool results are not checked).",
    },
  },
  visit: {
    "block:image"(block: Block, context: Context) {
      if (context.model.facts?.family !== "claude") return;
      const source = isRecord(block.body) && isRecord(block.body.source) ? block.body.source : undefined;
      if (typeof source?.bytes !== "string" || source.bytes.length <= MAX_BASE64) return;
      context.report({
        messageId: "tooLarge",
        at: context.at(block, "image", "source", "bytes"),
        data: { size: source.bytes.length },
        hint: "tooLarge",
      });
    },
  },
});
