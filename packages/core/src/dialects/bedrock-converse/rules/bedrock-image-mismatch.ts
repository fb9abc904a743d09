import { headBytes, looksLikeText, sniffFormat } from "../../../model/data-url.js";
import { createRule, type Context } from "../create-rule.js";
import { isRecord, type Block } from "../model.js";
import { MODEL_ERRORS } from "../paths.js";

/** The image formats Converse takes (the `format` enum). */
const FORMATS: ReadonlySet<string> = new Set(["png", "jpeg", "gif", "webp"]);

/**
 * Text a MIME sniffer can only call `text/plain`: it opens with a letter or digit and holds no `<` (markup), `{` or
 * `[` (JSON) or `:` (mail and vCard headers, URLs), which sniffers may name otherwise.
 */
const PLAIN_TEXT = /^[A-Za-z0-9][^<{[:]*$/;

export default createRule("bedrock-image-mismatch", {
  meta: {
    description: "An image's bytes are not what its `format` says: another image format, on Claude 4.5 and later; plain text, on Nova Lite.",
    category: "api",
    recommended: true,
    fixable: true,
    needs: { blocks: ["image"] },
    spec: "providers.md bedrock-converse §3 (bedrock-image-mismatch)",
    messages: {
      mismatch: `${MODEL_ERRORS}{{path}}: The image was specified using the image/{{declared}} media type, but the image appears to be a image/{{actual}} image`,
      text: `${MODEL_ERRORS}The detected file MIME type text/plain does not match the expected type image/{{declared}}. Reformat your input and try again.`,
    },
    hints: {
      mismatch: "The bytes start with the {{actual}} signature. Set `format` to `{{actual}}` (the bytes are what the model sees).",
      text: "The bytes at {{bytesPath}} decode to plain text (`{{start}}`…), not a {{declared}} image. Send the image's own bytes, base64-encoded once.",
    },
    api: {
      status: "C",
      area: "media",
      reason: "The first bytes of each message image against its format: an image signature on Claude 4.5 and later, plain ASCII text on Nova Lite.",
    },
  },
  visit: {
    "block:image"(block: Block, context: Context) {
      const facts = context.model.facts;
      if (!(facts?.checksImageSignature || facts?.rejectsTextAsImage) || !isRecord(block.body)) return;
      const { format, source } = block.body;
      if (typeof format !== "string" || !isRecord(source) || typeof source.bytes !== "string") return;
      // Only the head of the base64 is decoded: the check costs the same for any image size.
      const bytes = headBytes(source.bytes);
      if (bytes === undefined) return;
      const sniffed = sniffFormat(bytes);
      if (facts.checksImageSignature) {
        if (sniffed === undefined || !FORMATS.has(sniffed) || sniffed === format) return;
        const formatAt = context.at(block, "image", "format");
        context.report({
          messageId: "mismatch",
          at: context.at(block, "image", "source", "bytes"),
          data: { declared: format, actual: sniffed },
          hint: "mismatch",
          fix: { description: `Set the image's format to ${sniffed}`, edits: [{ op: "replace", path: formatAt.pointer, value: sniffed }] },
        });
        return;
      }
      // Nova Lite names the type its sniffer detects; msglint reports only what can be nothing but text/plain.
      if (sniffed !== undefined || !FORMATS.has(format) || !looksLikeText(bytes)) return;
      const start = String.fromCharCode(...bytes);
      if (!PLAIN_TEXT.test(start)) return;
      const at = context.at(block, "image", "source", "bytes");
      context.report({
        messageId: "text",
        at,
        data: { path: "", bytesPath: at.path, declared: format, start: start.replace(/\s+/g, " ") },
        hint: "text",
      });
    },
  },
});
