import { dataUrlOf } from "../../../model/data-url.js";
import { createRule, OPENAI_TARGETS, type Context } from "../create-rule.js";
import { isRecord, type ContentPart } from "../model.js";
import { FILE_DATA_TEXT } from "../texts.js";

export default createRule("chat-file-data-mime", {
  meta: {
    description: "A `file` part's `file_data` is a data URL of another type than `application/pdf`.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    spec: "providers.md openai-chat §3",
    messages: { mime: `${FILE_DATA_TEXT} unsupported MIME type '{{mime}}'.` },
    hints: {
      mime: "Chat Completions reads PDF files only; send text files as text, images as `image_url` parts (the Responses API takes more file types).",
    },
    api: { status: "C", area: "content", reason: "Reads the media type of each file part's data URL." },
  },
  visit: {
    request(context) {
      for (const part of context.model.fileParts) check(part, context);
    },
  },
});

function check(part: ContentPart, context: Context): void {
  const file = part.value.file;
  const data = isRecord(file) ? dataUrlOf(file, "file_data")?.data : undefined;
  if (data === undefined || !data.base64 || data.mime === "application/pdf" || data.mime === "") return;
  context.report({ messageId: "mime", at: context.at(part, "file", "file_data"), data: { mime: data.mime }, hint: "mime" });
}
