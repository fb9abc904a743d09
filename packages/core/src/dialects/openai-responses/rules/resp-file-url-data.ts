import { createRule } from "../create-rule.js";

export default createRule("resp-file-url-data", {
  meta: {
    description: "An `input_file` part's `file_url` is a data URL: OpenAI downloads `file_url`, and inline bytes go in `file_data`.",
    category: "api",
    recommended: true,
    spec: "providers.md openai-responses §3",
    messages: { dataUrl: "Failed to download file from {{url}}." },
    hints: {
      dataUrl:
        "`file_url` is fetched over the network; send the data URL as `file_data` (with a `filename`), or upload the file and send its `file_id`.",
    },
    api: {
      status: "C",
      area: "content",
      errorCode: "invalid_value",
      reason: "Reads the scheme of each `input_file` part's `file_url`.",
    },
  },
  visit: {
    request(context) {
      for (const part of context.model.parts) {
        if (part.type !== "input_file") continue;
        const url = part.value.file_url;
        if (typeof url !== "string" || !url.startsWith("data:")) continue;
        context.report({ messageId: "dataUrl", at: context.at(part, "file_url"), data: { url }, hint: "dataUrl" });
      }
    },
  },
});
