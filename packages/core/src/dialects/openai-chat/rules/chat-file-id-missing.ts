import { OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule, OPENAI_TARGETS } from "../create-rule.js";
import { isRecord } from "../model.js";

export default createRule("chat-file-id-missing", {
  meta: {
    description: "A `file` part sends `file_data` without a `filename` (and no `file_id`).",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    spec: "providers.md openai-chat §1 (file parts: `{file_data, filename}` or `{file_id}`)",
    messages: { missing: OPENAI_TEXTS.missing },
    hints: {
      missing:
        'Inline file data needs a `filename` beside `file_data` (`{"file_data": "data:application/pdf;base64,…", "filename": "doc.pdf"}`): without one OpenAI reads the part as a reference to an uploaded file and asks for its `file_id`.',
    },
    api: {
      paths: ["messages.N.content.N.file.file_id"],
      status: "C",
      area: "content",
      errorCode: "missing_required_parameter",
      reason: "Reads the field names of each file part's `file` object.",
    },
  },
  visit: {
    request(context) {
      for (const part of context.model.fileParts) {
        const file = part.value.file;
        if (!isRecord(file) || file.file_data === undefined || file.filename !== undefined || file.file_id !== undefined) continue;
        // At the object (the missing key has no node); the message names the key's path.
        const at = context.at(part, "file");
        context.report({ messageId: "missing", at, data: { path: context.at(at, "file_id").path }, hint: "missing" });
      }
    },
  },
});
