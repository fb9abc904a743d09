import { dataUrlOf } from "../../../model/data-url.js";
import { createRule, type Context } from "../create-rule.js";
import type { ItemPart } from "../model.js";

/**
 * Media types OpenAI was seen to reject in `file_data` that no family rule covers. Only these and audio or video are
 * reported: the accepted list is long (documents, text and code files, spreadsheets), and a type msglint has no
 * evidence for either way is left alone.
 */
const SEEN_REJECTED: ReadonlySet<string> = new Set(["text/x-ruby-script", "application/octet-stream"]);

/** The spelling OpenAI's list gives for a refused one. */
const ACCEPTED_SPELLING: Readonly<Record<string, string>> = { "text/x-ruby-script": "text/x-ruby" };

export default createRule("resp-file-data-mime", {
  meta: {
    description:
      "An `input_file` part's `file_data` is a base64 data URL of a media type OpenAI does not read as a file: audio, video, `application/octet-stream`, or a spelling it was seen to reject.",
    category: "api",
    recommended: true,
    spec: "providers.md openai-responses §3",
    messages: {
      mime: "Invalid file data: '{{path}}'. Expected a base64-encoded data URL with a valid file MIME type (e.g. 'data:text/plain;base64,SGVsbG8sIFdvcmxkIQ=='), but got unsupported MIME type '{{mime}}'. Please see https://platform.openai.com/docs/assistants/tools/file-search#supported-files for supported file types.",
    },
    hints: {
      audio:
        "`input_file` reads documents, text and code files, presentations and spreadsheets, not audio: send a transcript as text, or the sound as an `input_audio` part to a model that takes audio.",
      video:
        "`input_file` reads documents, text and code files, presentations and spreadsheets, not video: send frames as `input_image` parts, or a transcript as text.",
      spelling: "OpenAI accepts this file under the media type '{{accepted}}': label the data URL with it.",
      unlabelled:
        "`application/octet-stream` names no type: label the data URL with the file's own (`application/pdf`, `text/plain`, `application/vnd.openxmlformats-officedocument.wordprocessingml.document` for a .docx, …), or send text as text.",
    },
    api: {
      status: "C",
      area: "content",
      errorCode: "invalid_value",
      reason: "Reads the media type of each `input_file` data URL, in messages and in tool outputs; types it has no evidence on are left alone.",
    },
  },
  visit: {
    request(context) {
      for (const part of context.model.parts) if (part.type === "input_file") check(part, context);
    },
  },
});

function check(part: ItemPart, context: Context): void {
  const data = dataUrlOf(part.value, "file_data")?.data;
  if (data === undefined || !data.base64) return;
  const { mime } = data;
  const at = context.at(part, "file_data");
  if (mime.startsWith("audio/")) context.report({ messageId: "mime", at, data: { mime }, hint: "audio" });
  else if (mime.startsWith("video/")) context.report({ messageId: "mime", at, data: { mime }, hint: "video" });
  else if (SEEN_REJECTED.has(mime)) {
    const accepted = ACCEPTED_SPELLING[mime];
    if (accepted !== undefined) context.report({ messageId: "mime", at, data: { mime, accepted }, hint: "spelling" });
    else context.report({ messageId: "mime", at, data: { mime }, hint: "unlabelled" });
  }
}
