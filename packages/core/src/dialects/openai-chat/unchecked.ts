/**
 * The Chat Completions errors no rule checks, because the request alone cannot decide them: `explain` still recognises
 * their texts and says why, and the README's table lists them. Each is a text recorded in bench/fidelity/openai-chat
 * (its case files named above the entry), a rejection marked undecidable there, or one pasted whole in the issue named.
 *
 * Left out: `Image URLs are only allowed for messages with role 'user', but this message with role 'tool' contains an
 * image URL.` (activeagent, August 2025): OpenAI takes images in `tool` messages since 2026, so the text names no cause
 * today (docs/rules/chat-image-non-user.md).
 */
import type { UncheckedError } from "../../types.js";
import { OPENAI_TARGETS } from "./create-rule.js";

export const unchecked: readonly UncheckedError[] = [
  // rejected/intelligence--intelligence-azure-adapter-…-with-an-invalid-m--0--7e0bb63.json, mirascope--test-model-not-found-(stream-)azure-openai-gpt-5-mini--0--7260f31.json
  {
    id: "chat-azure-model-unknown",
    row: "—",
    area: "models",
    category: "unverifiable",
    status: "C",
    texts: ["Unknown model: {{model}}"],
    errorCode: "unknown_model",
    targets: ["azure"],
    meaning: "The Azure OpenAI resource serves no model, or deployment, by the name in `model`.",
    reason: "which models an Azure resource serves is its own deployments, set up in Azure, not anything in the request.",
    action:
      "Use the name of one of the resource's deployments (Azure AI Foundry lists them), or deploy the model; check that the endpoint is the resource you meant.",
  },
  // rejected/mirascope--azure-gpt-4o-mini-async(-stream)--0--a682312.json, mirascope--azure-gpt-5-mini-async(-stream)--0--7260f31-2.json, mirascope--azure-openai-completions-gpt-4o-mini-async-stream--0--b3223fc.json
  {
    id: "chat-azure-content-filter",
    row: "—",
    area: "content",
    category: "api",
    status: "C",
    texts: [
      "The response was filtered due to the prompt triggering Azure OpenAI's content management policy. Please modify your prompt and retry. To learn more about our content filtering policies please read our documentation: https://go.microsoft.com/fwlink/?linkid=2198766",
    ],
    errorCode: "content_filter",
    targets: ["azure"],
    meaning:
      "Azure OpenAI's content filter judged the prompt harmful (hate, sexual, violence, self-harm, or a jailbreak attempt) under the deployment's policy; the error's `innererror.content_filter_result` names the category and its severity.",
    reason:
      "it is the verdict of Azure's classifiers on the prompt's text, under the filtering policy configured for the deployment, not a property of the request's shape.",
    action:
      "Read `innererror.content_filter_result` for the category, then rephrase or remove the flagged content (tool results and retrieved text count too); if the content is legitimate, ask for a modified content-filtering configuration for the deployment.",
  },
  // rejected/dspy-rb--openai-multimodal-base64--0--579c211.json, dspy-rb--openai-multimodal-multiple--0--579c211.json
  {
    id: "chat-image-undecodable",
    row: "—",
    area: "content",
    category: "api",
    status: "C",
    texts: ["You uploaded an unsupported image. Please make sure your image is valid."],
    errorCode: "image_parse_error",
    targets: OPENAI_TARGETS,
    meaning:
      "OpenAI could not decode an image of the request: its bytes are not a valid PNG, JPEG, GIF or WebP image (corrupt, truncated, or of another format).",
    reason: "it takes decoding the image's bytes, which an offline check of the request's shape does not do.",
    action: "Check that the image opens locally, re-encode it as PNG or JPEG, and make the data URL's media type match its bytes.",
  },
  // rejected/lilypad--test-message-with-non-string-content--0--f405a66.json, openinference--testinputvalueimagehiding-…-regular-url-images--0.json, openllmetry--test-vision--2.json, ruby-llm--chat-vision-models-openai-gpt-4-1-nano-…-without-exten--0--fb5e4e4.json
  {
    id: "chat-image-download-failed",
    row: "—",
    area: "server state",
    category: "unverifiable",
    status: "C",
    texts: ["Error while downloading {{url}}."],
    errorCode: "invalid_image_url",
    targets: OPENAI_TARGETS,
    meaning:
      "OpenAI could not download an image the request gives by URL (`image_url.url`): the server answered with an error, refused OpenAI's fetcher, or served no image.",
    reason: "whether a remote URL can be fetched, and what it serves, is known only when OpenAI fetches it.",
    action:
      "Check that the URL is public and serves the image itself (not a page about it), or send the image as a base64 data URL; chat-server-reference, when on, lists the URLs a request makes OpenAI download.",
  },
  // rejected/pydantic-ai--test-multimodal-tool-return-matrix-direct-uploaded-file-image-openai-chat--1--cae4e37.json, …-tool-return-content-uploaded-file-image-openai-chat--1--cae4e37.json
  {
    id: "chat-file-id-not-pdf",
    row: "—",
    area: "server state",
    category: "unverifiable",
    status: "C",
    texts: ["Invalid file data: 'file_id'. Expected a file with an application/pdf MIME type, but got unsupported MIME type '{{mime}}'."],
    errorCode: "invalid_value",
    targets: OPENAI_TARGETS,
    meaning: "A `file` part's `file_id` names an uploaded file that is not a PDF: Chat Completions reads only PDFs as `file` input.",
    reason: "the file's type is OpenAI's record of the upload, not in the request.",
    action:
      "Send images as `image_url` parts and other documents as text; give `file` parts only uploaded PDFs. chat-server-reference, when on, lists the file ids a request depends on.",
  },
  // rejected/genai--gpt-audio-gensync-stop--0.json, pydantic-ai-gateway--openai-85c50c20…--0--75c31ed.json
  {
    id: "chat-output-limit-reached",
    row: "—",
    area: "parameters",
    category: "api",
    status: "C",
    texts: ["Could not finish the message because max_tokens or model output limit was reached. Please try again with higher max_tokens."],
    targets: OPENAI_TARGETS,
    meaning:
      "The model used up `max_completion_tokens` (`max_tokens`), or its own output limit, before it could finish its message, and OpenAI answered with an error instead of a cut-short message (recorded with a reasoning model given `max_completion_tokens: 1` and with an audio answer).",
    reason: "it depends on how many tokens the model writes, its reasoning included, which only generation decides.",
    action:
      "Raise `max_completion_tokens`, or leave it unset; on a reasoning model leave room for the reasoning tokens (or lower `reasoning_effort`).",
  },
  // Pasted whole, not recorded: BeehiveInnovations/pal-mcp-server#178 (2025-07-05, a reasoning model).
  {
    id: "chat-prompt-flagged",
    row: "—",
    area: "content",
    category: "unverifiable",
    status: "C",
    texts: ["Invalid prompt: your prompt was flagged as potentially violating our usage policy. Please try again with a different prompt: {{url}}"],
    errorCode: "invalid_prompt",
    meaning: "OpenAI's moderation flagged the prompt (for reasoning models, the whole input) as possibly against its usage policies.",
    reason: "the judgement is OpenAI's classifier's, on the meaning of the text; nothing in the request's shape decides it.",
    action:
      "Reword the part of the input that could read as a policy violation (quoted logs, security payloads, and jailbreak-like instructions are frequent causes), or ask OpenAI support if the flag is wrong.",
  },
  // Pasted whole, not recorded: webtimemachine/wtm2#579 (2024-11-04).
  {
    id: "chat-context-length-exceeded",
    row: "—",
    area: "messages",
    category: "api",
    status: "C",
    texts: [
      "This model's maximum context length is {{max}} tokens. However, your messages resulted in {{count}} tokens. Please reduce the length of the messages.",
    ],
    errorCode: "context_length_exceeded",
    meaning: "The request does not fit the model's context window: its messages (with tools and images) have more tokens than the model takes.",
    reason: "token counts need OpenAI's tokenizer and the model's window; a character estimate would be a guess.",
    action:
      "Count the messages with a tokenizer for the model before sending, then drop or summarise older turns (keeping each `tool_calls` message with its tool messages).",
  },
];
