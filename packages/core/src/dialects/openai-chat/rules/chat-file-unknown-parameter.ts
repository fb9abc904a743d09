import { OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule, OPENAI_TARGETS, type Context } from "../create-rule.js";
import { isRecord, type ContentPart } from "../model.js";

/** The fields of a `file` part's `file` object (openapi.yaml `ChatCompletionRequestMessageContentPartFile`). */
const FILE_FIELDS = new Set(["file_data", "file_id", "filename"]);

export default createRule("chat-file-unknown-parameter", {
  meta: {
    description: "A `file` part's `file` object has a field other than `file_data`, `file_id` and `filename`.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    hasSuggestions: true,
    spec: "providers.md openai-chat §1 (file parts); recorded in pydantic-ai's test_document_url_input cassette",
    messages: { unknown: OPENAI_TEXTS.unknownParameter },
    hints: {
      unknown:
        "A file part's `file` takes `file_data` (a base64 data URL), `file_id` (an uploaded file) and `filename` only: `{{key}}` is none of them.{{instead}}",
    },
    api: {
      // OpenAI's text names any unknown key this way: only a file part's field is this rule's.
      paths: ["messages.N.content.M.file.<x>"],
      status: "C",
      area: "content",
      errorCode: "unknown_parameter",
      reason: "Reads the field names of each file part's `file` object.",
    },
  },
  visit: {
    request(context) {
      for (const part of context.model.fileParts) check(part, context);
    },
  },
});

function check(part: ContentPart, context: Context): void {
  const file = part.value.file;
  if (!isRecord(file)) return;
  for (const key of Object.keys(file)) {
    if (FILE_FIELDS.has(key)) continue;
    const at = context.at(part, "file", key);
    const instead = key === "data" ? " The data URL goes in `file_data`." : "";
    context.report({
      messageId: "unknown",
      at,
      data: { key, instead },
      hint: "unknown",
      suggestions: [{ description: `Remove \`${key}\``, edits: [{ op: "remove", path: at.pointer }] }],
    });
  }
}
