/** Chat Completions texts that more than one rule of the dialect writes. */

/** The start of the file-data texts: chat-file-data-mime and chat-file-data-base64 end it each their own way. */
export const FILE_DATA_TEXT =
  "Invalid file data: '{{path}}'. Expected a base64-encoded data URL with an application/pdf MIME type (e.g. 'data:application/pdf;base64,SGVsbG8sIFdvcmxkIQ=='), but got";
