import { isBase64 } from "../../../model/base64.js";
import { dataUrlOf } from "../../../model/data-url.js";
import { createRule, type Context } from "../create-rule.js";
import type { ItemPart } from "../model.js";

/** Line breaks in the payload (MIME base64, Ruby's `Base64.encode64`) are accepted: recorded 200s, activeagents/activeagent. */
const LINE_BREAKS = /\r?\n/g;

export default createRule("resp-image-data-url", {
  meta: {
    description: "An `input_image` data URL is not a base64 image: another media type, a payload that is not base64, or an empty one.",
    category: "api",
    recommended: true,
    spec: "providers.md openai-responses §3",
    messages: {
      badDataUrl:
        "Invalid '{{path}}'. Expected a base64-encoded data URL with an image MIME type (e.g. 'data:image/png;base64,aW1nIGJ5dGVzIGhlcmU='), but got {{detail}}.",
    },
    hints: { badDataUrl: "Send `data:image/<format>;base64,<bytes>`; PDFs and other files go in `input_file` parts." },
    api: { status: "C", area: "content", reason: "Reads each image data URL's media type and payload (line breaks in the base64 allowed)." },
  },
  visit: {
    request(context) {
      for (const part of context.model.parts) if (part.type === "input_image") check(part, context);
    },
  },
});

function check(part: ItemPart, context: Context): void {
  const found = dataUrlOf(part.value, "image_url");
  if (found === undefined) return;
  const { text: url, data } = found;
  let detail: string | undefined;
  if (data.mime !== "" && !data.mime.startsWith("image/")) detail = `unsupported MIME type '${data.mime}'`;
  else if (data.base64 && data.payloadStart === url.length) detail = "empty base64-encoded bytes";
  else if (!data.base64 || !(isBase64(url, data.payloadStart) || isBase64(url.slice(data.payloadStart).replace(LINE_BREAKS, ""), 0)))
    detail = "an invalid base64-encoded value";
  if (detail === undefined) return;
  const at = context.at(part, "image_url");
  context.report({ messageId: "badDataUrl", at, data: { detail }, hint: "badDataUrl" });
}
