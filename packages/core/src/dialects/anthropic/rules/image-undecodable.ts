import { createRule } from "../create-rule.js";
import { shared } from "../conversation.js";
import { base64Images, sniffImage, type Base64Problem, type ImageSniff, IMAGE_FORMAT_NAMES } from "../analyses/media.js";

// linear: each repeated parameter opens with a `;` that the characters before it cannot match.
const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+(;[\w.+-]+=[^;,]*)*;base64,/;

/** Why a text is not base64, as the hint that names its usual cause. */
function base64Cause(data: string, problem: Base64Problem): { hint: string; character?: string } {
  if (data.startsWith("data:")) return { hint: "dataUrl" };
  if (data.startsWith("[object ")) return { hint: "objectString" };
  if (problem.kind === "padding") return { hint: "padding" };
  const { character } = problem;
  if (character === "-" || character === "_") return { hint: "urlSafe" };
  if (/\s/.test(character)) return { hint: "whitespace" };
  return { hint: "character", character: JSON.stringify(character) };
}

/** Why base64 data is no image, as the hint that says so. */
function imageCause(sniff: Exclude<ImageSniff, { kind: "image" } | { kind: "invalid-base64" }>): { hint: string; format?: string; other?: string } {
  if (sniff.kind === "empty") return { hint: "empty" };
  if (sniff.kind === "truncated") return { hint: "truncated", format: IMAGE_FORMAT_NAMES[sniff.format] };
  if (sniff.other && /^an? (PNG|JPEG|GIF|WebP) /.test(sniff.other)) return { hint: "corrupt", other: sniff.other };
  if (sniff.other) return { hint: "otherFormat", other: sniff.other };
  return { hint: "unknownFormat" };
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
    hints: {
      dataUrl: "The data is a data URL: `data` takes the base64 text alone, without its `data:…;base64,` prefix.",
      objectString: "The data is `[object Object]`: a Buffer or object was turned into a string instead of base64-encoded.",
      padding: "The length is not a multiple of 4: the text was cut off, or its `=` padding stripped.",
      urlSafe: "The text uses the URL-safe alphabet (`-`, `_`): the API takes standard base64 (`+`, `/`).",
      whitespace: "The text holds whitespace or line breaks (MIME-wrapped base64): the API takes it on one line, without spaces.",
      character: "The text holds {{character}}, which base64 does not use: the data is not base64-encoded, or was escaped twice.",
      empty:
        "The API names no block: this is the image. The data is empty: the image was never read, or its bytes were lost when the message was stored.",
      truncated:
        "The API names no block: this is the image. The data starts like a {{format}} but ends before its header does: the file was cut off.",
      corrupt: "The API names no block: this is the image. The bytes are {{other}}: the file is corrupt, or was altered on the way.",
      otherFormat: "The API names no block: this is the image. The bytes are {{other}}, not a PNG, JPEG, GIF or WebP image.",
      unknownFormat:
        "The API names no block: this is the image. The bytes are no PNG, JPEG, GIF or WebP image: the file is damaged, or another kind of file.",
    },
    api: { row: "72", area: "media", status: "C", reason: "base64 and the magic number of the first bytes; damage past the header is not found" },
  },
  visit: {
    request(context) {
      for (const image of shared(context.model, base64Images)) {
        const { sniff, data } = image;
        if (sniff.kind === "image") continue;
        const at = context.at(image.block, "source", "data");
        if (sniff.kind !== "invalid-base64") {
          const { hint, ...found } = imageCause(sniff);
          context.report({ messageId: "undecodable", at, data: { path: context.root.path, ...found }, hint });
          continue;
        }
        // A data URL's payload is the image: dropping the prefix keeps the meaning.
        const prefix = DATA_URL.exec(data)?.[0];
        const payload = prefix === undefined ? undefined : data.slice(prefix.length);
        const { hint, ...found } = base64Cause(data, sniff.problem);
        context.report({
          messageId: "invalidBase64",
          at,
          data: { path: image.block.path, ...found },
          hint,
          fix:
            payload !== undefined && sniffImage(payload).kind === "image"
              ? { description: "Remove the data URL prefix", edits: [{ op: "replace", path: at.pointer, value: payload }] }
              : undefined,
        });
      }
    },
  },
});
