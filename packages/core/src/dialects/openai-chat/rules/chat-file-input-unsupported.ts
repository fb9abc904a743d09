import { createRule, OPENAI_TARGETS } from "../create-rule.js";

export default createRule("chat-file-input-unsupported", {
  meta: {
    description: "A `file` content part is sent to a model that takes no file input (the recorded gpt-4o-mini-search-preview).",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    spec: "providers.md openai-chat §3 (chat-part-type-per-role, model-dependent)",
    messages: { fileInput: "Invalid Value: 'file'. This model does not support file content types." },
    hints: {
      file: "{{model}} takes no `file` parts on Chat Completions: {{part}} is one. Extract the document's text and send it as text, or send it to a model that reads files (gpt-4o-mini, gpt-4o).",
    },
    api: {
      status: "C",
      area: "models",
      errorCode: "invalid_value",
      reason: "Reads the model table and each `file` part.",
    },
  },
  visit: {
    // OpenAI names the part's `type` (`param: messages[0].content[1].type`).
    request(context) {
      const facts = context.model.facts;
      if (!facts?.rejectsFileInput) return;
      for (const part of context.model.fileParts)
        context.report({ messageId: "fileInput", at: context.at(part, "type"), data: { model: facts.raw, part: part.path }, hint: "file" });
    },
  },
});
