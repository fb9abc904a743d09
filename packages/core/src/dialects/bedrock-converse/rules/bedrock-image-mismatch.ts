import { createRule, type Context } from "../create-rule.js";
import { isRecord, type Block } from "../model.js";
import { MODEL_ERRORS } from "../paths.js";

/** The base64 openings of each image format's signature bytes. */
const SIGNATURES: readonly (readonly [RegExp, string])[] = [
  [/^iVBORw0KGgo/, "png"],
  [/^\/9j\//, "jpeg"],
  [/^R0lGOD[dl]h/, "gif"],
  [/^UklGR[\w+/]{6}XRUJQ/, "webp"],
];

export default createRule("bedrock-image-mismatch", {
  meta: {
    description: "An image's bytes are of another format than its `format` says, on Claude 4.5 and later.",
    category: "api",
    recommended: true,
    fixable: true,
    needs: { blocks: ["image"] },
    spec: "providers.md bedrock-converse §3 (bedrock-image-mismatch)",
    messages: {
      mismatch: `${MODEL_ERRORS}{{path}}: The image was specified using the image/{{declared}} media type, but the image appears to be a image/{{actual}} image`,
    },
    hints: { mismatch: "The bytes start with the {{actual}} signature. Set `format` to `{{actual}}` (the bytes are what the model sees)." },
    api: { status: "C", area: "media", reason: "The signature bytes of each message image against its format, on Claude 4.5 and later." },
  },
  visit: {
    "block:image"(block: Block, context: Context) {
      if (!context.model.facts?.checksImageSignature || !isRecord(block.body)) return;
      const { format, source } = block.body;
      if (typeof format !== "string" || !isRecord(source) || typeof source.bytes !== "string") return;
      const actual = SIGNATURES.find(([signature]) => signature.test(source.bytes as string))?.[1];
      if (actual === undefined || actual === format) return;
      const formatAt = context.at(block, "image", "format");
      context.report({
        messageId: "mismatch",
        at: context.at(block, "image", "source", "bytes"),
        data: { declared: format, actual },
        hint: "mismatch",
        fix: { description: `Set the image's format to ${actual}`, edits: [{ op: "replace", path: formatAt.pointer, value: actual }] },
      });
    },
  },
});
