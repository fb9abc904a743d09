/**
 * The Responses API errors no rule checks, because the request alone cannot decide them: `explain` still recognises
 * their texts and says why, and the README's table lists them. Each is a text recorded in bench/fidelity/openai-responses
 * (its case files named above the entry), a rejection marked undecidable there, or one pasted whole in the issues named.
 *
 * Left out: `Previous response with id '{{id}}' not found.` (pydantic-ai, rig), a text of resp-server-reference, which
 * lists the stored state a request depends on. `The file type you uploaded is not supported. Please try again with a
 * pdf` for inline `file_data` (maruel/genai's citations cases, 2025) is no cause of its own: OpenAI's answer to a
 * non-PDF `file_data` changed over time (accepted in June 2025, refused from July, accepted again for gpt-5.4 in 2026),
 * so the entry below names the cause that holds today, a `file_url` whose content OpenAI judged.
 */
import type { UncheckedError } from "../../types.js";

export const unchecked: readonly UncheckedError[] = [
  // 32 cases in rejected/: chatlas--test-parallel-chat-errors-*--771a0d4.json, pydantic-ai--test-ids-without-live-ground-truth-*--7f802e9.json and those of dd-trace-py, mirascope, newrelic, otel-python-contrib, phoenix, rig, ruby-openai, system-tests
  {
    id: "resp-model-not-found",
    row: "—",
    area: "models",
    category: "unverifiable",
    status: "C",
    texts: ["The requested model '{{model}}' does not exist."],
    errorCode: "model_not_found",
    // On Azure OpenAI `model` is a deployment name (resp-model-id-invalid's targets too).
    targets: ["openai"],
    meaning:
      "OpenAI has no model by that id that the API key's project may use: the id is misspelt (`gpt-5.2-proo`), was never an id (`gpt-5-turbo`), is retired, or the project has no access to it.",
    reason:
      "which models exist and which a project may call is the account's model list (`GET /v1/models`), which changes over time; resp-model-id-invalid catches only an id with whitespace, which no model has.",
    action: "Compare the id with `GET /v1/models` for the same key (ids are exact), and check the project's model access in the OpenAI dashboard.",
  },
  // rejected/mirascope--cassettes-test-call-with-image-url-openai-gpt-5-mini--0--a682312.json, mirascope--test-call-with-image-url-image-gif-…--0--edc01ae.json, mirascope--test-call-with-image-url-image-jpeg-…--0--edc01ae.json
  {
    id: "resp-image-download-failed",
    row: "—",
    area: "server state",
    category: "unverifiable",
    status: "C",
    texts: ["Error while downloading {{url}}. Upstream status code: {{status}}.", "Error while downloading {{url}}."],
    errorCode: "invalid_value",
    meaning:
      "OpenAI could not download an image the request gives by URL (`input_image.image_url`): the server answered with an error (the upstream status code: 403, a site refusing OpenAI's fetcher), or served no image.",
    reason: "whether a remote URL can be fetched, and what it serves, is known only when OpenAI fetches it.",
    action:
      "Check that the URL is public and lets OpenAI's fetcher download the image itself, or send the image as a base64 data URL or an uploaded file's `file_id`.",
  },
  // rejected/pydantic-ai--test-multimodal-tool-return-matrix-*-url-audio-openai-responses--1*.json, pydantic-ai--test-openai-responses-text-document-url-input--0--111dda9.json
  {
    id: "resp-file-type-unsupported",
    row: "—",
    area: "content",
    category: "api",
    status: "C",
    texts: ["The file type you uploaded is not supported. Please try again with a pdf"],
    errorCode: "unsupported_file",
    meaning:
      "An `input_file` part holds a file of a type the model does not read as a file: here the file at a `file_url`, which OpenAI downloaded, was audio or a non-PDF document.",
    reason:
      "for a `file_url` the type is what the remote server serves, known only once OpenAI downloads it; for inline `file_data`, OpenAI's answer to non-PDF types has changed over time and by model.",
    action: "Send the document as a PDF, or its text in an `input_text` part; check what the URL serves (its `Content-Type`) with a plain GET.",
  },
  // rejected/pydantic-ai--test-multimodal-tool-return-matrix-direct-uploaded-file-image-openai-responses--1--47ba045.json, …-tool-return-content-uploaded-file-image-openai-responses--1--47ba045.json
  {
    id: "resp-file-id-type-unsupported",
    row: "—",
    area: "server state",
    category: "unverifiable",
    status: "C",
    texts: ["Invalid input: Expected context stuffing file type to be a supported format: {{formats}} but got {{extension}}."],
    meaning:
      "An `input_file` part's `file_id` names an uploaded file of a type the model cannot read as a document (an image uploaded as a file, `.jpg`).",
    reason: "the file's type is OpenAI's record of the upload, not in the request.",
    action:
      "Send an image as an `input_image` part (with the same `file_id`); give `input_file` only documents of the listed types. resp-server-reference, when on, lists the file ids a request depends on.",
  },
  // rejected/pydantic-ai--test-openai-responses-context-window-exceeded--0--f076bd5.json, ruby-llm--chat-real-error-scenarios-openai-gpt-5-nano-handles-context-length-exceeded-errors--0--{0875ce2,afe8d1d}.json
  {
    id: "resp-context-window-exceeded",
    row: "—",
    area: "items",
    category: "api",
    status: "C",
    texts: ["Your input exceeds the context window of this model. Please adjust your input and try again."],
    errorCode: "context_length_exceeded",
    meaning:
      "The request does not fit the model's context window: its input (instructions, items, tools, files and images) has more tokens than the model takes.",
    reason: "token counts need OpenAI's tokenizer and the model's window; a character estimate would be a guess.",
    action:
      'Count the input with the input token count endpoint (`POST /v1/responses/input_tokens`) before sending, then drop or summarise older items at a turn boundary (keeping each `function_call` with its output), or set `truncation: "auto"` to let OpenAI drop items from the start.',
  },
  // Pasted whole, none recorded: openai/codex#8119 (2025-12-16, gpt-5.2) and openai/openai-agents-python#2063 (Azure);
  // QuantumNous/new-api#4662 (2026-05-06, "could not be decrypted or parsed"); LiteLLM's incident report of 2026-02-24
  // ("organization_id did not match"); OpenHands/software-agent-sdk#1242 (2025-10-16).
  {
    id: "resp-encrypted-content-unverified",
    row: "—",
    area: "server state",
    category: "unverifiable",
    status: "C",
    texts: [
      "The encrypted content for item {{id}} could not be verified. Reason: {{reason}}",
      "The encrypted content for item {{id}} could not be verified.",
      "The encrypted content {{content}} could not be verified.",
    ],
    errorCode: "invalid_encrypted_content",
    meaning:
      "A reasoning item's (or compaction item's) `encrypted_content` was not made for this request's organization, or is not OpenAI's ciphertext at all: the history was replayed under another API key, organization or provider, or a proxy rewrote the item.",
    reason:
      "the content is encrypted with a key only OpenAI holds, bound to the organization that made it; whether it decrypts is known only to OpenAI.",
    action:
      "Send reasoning items back only to the organization (and API key's project) that produced them; when the history crosses accounts, providers or proxies, drop the reasoning items (or at least their `encrypted_content`) from the earlier turns.",
  },
];
