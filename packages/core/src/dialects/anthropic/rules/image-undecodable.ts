import { createRule } from "../create-rule.js";
import { shared } from "../conversation.js";
import { base64Images, sniffImage, type Base64Problem, type ImageSniff, IMAGE_FORMAT_NAMES } from "../analyses/media.js";

// linear: each repeated parameter opens with a `;` that the characters before it cannot match.
const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+(;[\w.+-]+=[^;,]*)*;base64,/;

/** Why a text is not base64, in the words of its usual cause. */
function base64Cause(data: string, problem: Base64Problem): string {
  if (data.startsWith("data:")) return "The data is a data URL: `data` takes the base64 text alone, without its `data:…;base64,` prefix.";
  if (data.startsWith("[object ")) return "The data is `[object Object]`: a Buffer or object was turned into a string instead of base64-encoded.";
  if (problem.kind === "padding") return "The length is not a multiple of 4: the text was cut off, or its `=` padding stripped.";
  const { character } = problem;
  if (character === "-" || character === "_") return "The text uses the URL-safe alphabet (`-`, `_`): the API takes standard base64 (`+`, `/`).";
  if (/\s/.test(character)) return "The text holds whitespace or line breaks (MIME-wrapped base64): the API takes it on one line, without spaces.";
  return `The text holds ${JSON.stringify(character)}, which base64 does not use: the data is not base64-encoded, or was escaped twice.`;
}

function imageCause(sniff: Exclude<ImageSniff, { kind: "image" } | { kind: "invalid-base64" }>): string {
  if (sniff.kind === "empty") return "The data is empty: the image was never read, or its bytes were lost when the message was stored.";
  if (sniff.kind === "truncated")
    return `The data starts like a ${IMAGE_FORMAT_NAMES[sniff.format]} but ends before its header does: the file was cut off.`;
  if (sniff.other && /^an? (PNG|JPEG|GIF|WebP) /.test(sniff.other))
    return `The bytes are ${sniff.other}: the file is corrupt, or was altered on the way.`;
  if (sniff.other) return `The bytes are ${sniff.other}, not a PNG, JPEG, GIF or WebP image.`;
  return "The bytes are no PNG, JPEG, GIF or WebP image: the file is damaged, or another kind of file.";
}

export default createRule("image-undecodable", {
  meta: {
    description: "A base64 image's data is not base64, is empty, or is no PNG, JPEG, GIF or WebP image, by its first bytes.",
    category: "api",
    needs: { blocks: ["image"] },
    recommended: true,
    fixable: true,
    spec: "#72",
    messages: {
      undecodable: "Could not process image",
      invalidBase64: "{{path}}.image.source.base64: invalid base64 data",
    },
  },
  check(context) {
    for (const image of shared(context.model, base64Images)) {
      const { sniff, data } = image;
      if (sniff.kind === "image") continue;
      const pointer = `${image.block.pointer}/source/data`;
      if (sniff.kind !== "invalid-base64") {
        context.report({ messageId: "undecodable", path: "", pointer, hint: `The API names no block: this is the image. ${imageCause(sniff)}` });
        continue;
      }
      // A data URL's payload is the image: dropping the prefix keeps the meaning.
      const prefix = DATA_URL.exec(data)?.[0];
      const payload = prefix === undefined ? undefined : data.slice(prefix.length);
      const fix =
        payload !== undefined && sniffImage(payload).kind === "image"
          ? { description: "Remove the data URL prefix", edits: [{ op: "replace" as const, path: pointer, value: payload }] }
          : undefined;
      context.report({
        messageId: "invalidBase64",
        path: image.block.path,
        pointer,
        hint: base64Cause(data, sniff.problem),
        ...(fix ? { fix } : {}),
      });
    }
  },
});
