import { isBase64 } from "../../../model/base64.js";
import { parseDataUrl } from "../../../model/data-url.js";
import { createRule, OPENAI_TARGETS, type Context } from "../create-rule.js";
import { isRecord, type ContentPart } from "../model.js";
import { FILE_DATA_TEXT } from "../texts.js";

export default createRule("chat-file-data-base64", {
  meta: {
    description: "A `file` part's `file_data` is not a base64 data URL (a web address, or a data URL that is not base64).",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    spec: "providers.md openai-chat §3",
    messages: { notBase64: `${FILE_DATA_TEXT} an invalid base64-encoded value.` },
    hints: {
      url: "`file_data` holds the file itself, not its address: download it and send `data:application/pdf;base64,…`, or upload it and send its `file_id`.",
      data: "The data URL's payload is not base64: encode the bytes, and mark the URL `;base64`.",
    },
    api: { status: "C", area: "content", reason: "Reads each file part's data URL; a bare base64 string is left alone." },
  },
  visit: {
    request(context) {
      for (const part of context.model.fileParts) check(part, context);
    },
  },
});

function check(part: ContentPart, context: Context): void {
  const file = part.value.file;
  if (!isRecord(file) || typeof file.file_data !== "string") return;
  const text = file.file_data;
  // Not `dataUrlOf`: a string that is no data URL is read too (a web address is reported).
  const data = parseDataUrl(text);
  const url = /^https?:\/\//i.test(text);
  if (!url && (data === undefined || (data.base64 && isBase64(text, data.payloadStart)))) return;
  context.report({ messageId: "notBase64", at: context.at(part, "file", "file_data"), hint: url ? "url" : "data" });
}
