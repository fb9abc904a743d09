import { createRule, OPENAI_TARGETS } from "../create-rule.js";
import { isRecord } from "../model.js";

/** A URL scheme (`https:`, `data:`): a URL without one is a path OpenAI cannot download. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export default createRule("chat-image-url-invalid", {
  meta: {
    description: "An `image_url` part's `url` is a bare path or file name, with no scheme: neither a web URL nor a data URL.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    spec: "providers.md openai-chat §3",
    messages: { invalid: "Failed to download image from {{url}}. Image URL is invalid." },
    hints: {
      invalid:
        "OpenAI downloads `image_url.url` itself: send an `https://` URL it can reach, or the image inline as a data URL (`data:image/png;base64,…`); a local path means nothing to it.",
    },
    api: {
      status: "C",
      area: "content",
      errorCode: "invalid_image_url",
      reason:
        "Reads the URL's first characters: a non-empty URL with no scheme (not `//`) is reported; whether a web URL can be downloaded is left to chat-server-reference.",
    },
  },
  visit: {
    request(context) {
      for (const part of context.model.imageParts) {
        const image = part.value.image_url;
        if (!isRecord(image)) continue;
        const { url } = image;
        if (typeof url !== "string" || url === "" || SCHEME.test(url) || url.startsWith("//") || /^\s/.test(url)) continue;
        context.report({ messageId: "invalid", at: context.at(part, "image_url", "url"), data: { url }, hint: "invalid" });
      }
    },
  },
});
