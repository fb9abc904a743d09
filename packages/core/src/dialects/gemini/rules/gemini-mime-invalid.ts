import { createRule, type Context } from "../create-rule.js";
import { get, isRecord, keyOf } from "../fields.js";
import { partKey, type Part } from "../model.js";
import { vertex } from "../texts.js";

export default createRule("gemini-mime-invalid", {
  meta: {
    description: "An `inlineData` or `fileData` part's `mimeType` is not a MIME type Gemini knows (`png`, `image/jpg`).",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: {
      aiStudio: "Unsupported MIME type: {{mime}}",
      vertex: vertex("it has a mimeType parameter with value {{mime}}, which is not supported. Update the mimeType and try again."),
    },
    hints: {
      jpg: "JPEG's MIME type is `image/jpeg`; `image/jpg` is not one.",
      bare: "{{mime}} is a file extension, not a MIME type: write `type/subtype` (`image/png`, `application/pdf`).",
    },
    api: { status: "C", area: "media", reason: "Reads each media part's `mimeType`; only malformed types and `image/jpg` are reported." },
  },
  visit: {
    request(context) {
      for (const part of context.model.parts) check(part, context);
    },
  },
});

function check(part: Part, context: Context): void {
  for (const field of ["inlineData", "fileData"] as const) {
    const key = partKey(part, field);
    const blob = key === undefined ? undefined : part.value[key];
    if (!isRecord(blob)) continue;
    const mime = get(blob, "mimeType");
    if (typeof mime !== "string" || mime === "") continue;
    const jpg = mime.toLowerCase() === "image/jpg";
    if (!jpg && mime.includes("/")) continue;
    const messageId = context.settings.target === "vertex" ? "vertex" : "aiStudio";
    context.report({ messageId, at: context.at(part, key!, keyOf(blob, "mimeType")!), data: { mime }, hint: jpg ? "jpg" : "bare" });
  }
}
