import { createRule } from "../create-rule.js";
import { get, isRecord } from "../fields.js";
import { partKey, type Part } from "../model.js";

/** The most image links (http(s) `fileData` images) Vertex AI takes in one request. */
const MAX_LINKS = 10;

export default createRule("gemini-image-links-count", {
  meta: {
    description: "The request links more than 10 images by http(s) URL (`fileData`): Vertex AI refuses it.",
    category: "api",
    recommended: true,
    targets: ["vertex"],
    spec: "providers.md gemini §3",
    messages: { count: "You can only include 10 image links. Please reduce the number accordingly." },
    hints: {
      count:
        "The contents link {{count}} images by http(s) URL (`fileData` parts with an image MIME type); Vertex AI takes 10 in one request, and {{path}} is the 11th. Images sent inline (`inlineData`, base64) do not count: send the others inline, or in a later request.",
    },
    api: {
      status: "C",
      area: "media",
      reason:
        "Counts the `fileData` parts of every content whose `fileUri` is an http(s) URL and whose `mimeType` is an image (`gs://` URIs and inline data are not counted).",
    },
  },
  visit: {
    request(context) {
      const links = context.model.parts.filter(isImageLink);
      if (links.length <= MAX_LINKS) return;
      // At the first link over the limit: the links before it fit, so the user sees where to start cutting.
      context.report({ messageId: "count", at: links[MAX_LINKS]!, data: { count: links.length }, hint: "count" });
    },
  },
});

/** A `fileData` part that links an image by an http(s) URL, as Vertex counts them. */
function isImageLink(part: Part): boolean {
  const key = partKey(part, "fileData");
  const file = key === undefined ? undefined : part.value[key];
  if (!isRecord(file)) return false;
  const uri = get(file, "fileUri");
  const mime = get(file, "mimeType");
  return typeof uri === "string" && /^https?:\/\//i.test(uri) && typeof mime === "string" && /^image\//i.test(mime);
}
