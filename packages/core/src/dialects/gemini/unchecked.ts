/**
 * The Gemini errors no rule checks, because the request alone cannot decide them: `explain` still recognises their
 * texts and says why, and the README's table lists them. Each is a text recorded in bench/fidelity/gemini (its case
 * files named above the entry), a rejection marked undecidable there, or one pasted whole in the issues named.
 *
 * Left out, because Google's answer changed and the recorded cause would mislead today: `should be non-empty for OBJECT
 * type` on an empty `parameters` (aviary, 2025; accepted two months later, see docs/rules/gemini-schema-object-empty.md),
 * `Unknown name "mediaResolution" at 'contents[0].parts[1]'` (pydantic-ai, November 2025; v1beta takes it now) and
 * `Unknown name "response_format" at 'generation_config'` (ruby-llm, April 2025; a GenerationConfig field today). Their
 * texts are gemini-schema-object-empty's and gemini-unknown-field's, which `explain` names.
 */
import type { UncheckedError } from "../../types.js";
import { VALIDATOR } from "./texts.js";

export const unchecked: readonly UncheckedError[] = [
  // 27 cases in rejected/: maruel-genai--errors-bad-apikey-genstream--0.json and those of braintrust-sdk, crewai, lilypad, mirascope, newrelic, otel-python-contrib, req-llm, ruby-llm
  {
    id: "gemini-api-key-invalid",
    row: "—",
    area: "account",
    category: "unverifiable",
    status: "C",
    texts: ["API key not valid. Please pass a valid API key."],
    errorCode: "API_KEY_INVALID",
    targets: ["ai-studio"],
    meaning:
      "The Gemini API (AI Studio) refused the API key sent with the request: it is not a valid key (mistyped, deleted, empty, or a test's placeholder).",
    reason: "credentials travel in a header or the URL, not in the request body, and only Google can say whether a key is valid.",
    action:
      "Check which key the client sends (the environment variable it reads, the `x-goog-api-key` header or the `key` parameter) against the keys in Google AI Studio; nothing in the request body needs to change.",
  },
  // rejected/maruel-genai--errors-bad-model-genstream--0.json (the model `bad model`, in the URL)
  {
    id: "gemini-model-name-format",
    row: "—",
    area: "models",
    category: "api",
    status: "C",
    texts: [`${VALIDATOR}model: unexpected model name format`],
    meaning:
      "The model name in the request's URL (`models/{model}:generateContent`) is not of a form Google takes: the recorded one held a space (`bad model`).",
    reason: "the model is named in the URL, not in the body, and which names are well formed is Google's own (undocumented) rule.",
    action:
      "Check the model id the client puts in the URL (`gemini-2.5-flash`: no spaces, no stray prefix); `GET /v1beta/models` lists the valid ones.",
  },
  // rejected/maruel-genai--gemini-{flash,flash-lite,pro}-latest-thinking-genstream-toplogprobs--0.json
  {
    id: "gemini-logprobs-streaming",
    row: "—",
    area: "generation config",
    category: "api",
    status: "C",
    texts: ["LogProbs is not supported in streaming mode"],
    meaning:
      "`generationConfig.responseLogprobs` (with `logprobs`) was asked of a streaming request: Google returns log probabilities from `generateContent` only.",
    reason: "whether the request streams is the URL's method (`:streamGenerateContent`), not a field of the body.",
    action: "Call `generateContent` when you need log probabilities, or leave `responseLogprobs` and `logprobs` out of streaming requests.",
  },
  // rejected/pydantic-ai--test-image-as-binary-content-input--0--1166d79.json, pydantic-ai--test-image-url-input--2--1166d79.json
  {
    id: "gemini-image-invalid",
    row: "—",
    area: "media",
    category: "api",
    status: "C",
    texts: ["Provided image is not valid."],
    meaning:
      "Google decoded an image's bytes (`inlineData.data`) and found no valid image. In the recorded cases the data was base64-encoded twice: decoded once, it is the base64 text of a PNG or JPEG.",
    reason:
      "it takes decoding the image's bytes, which an offline check of the request's shape does not do (gemini-bytes-base64 checks only that the data is base64).",
    action:
      "Decode `inlineData.data` once and check that it begins as the image does (PNG `\\x89PNG`, JPEG `FF D8`); if it decodes to base64 text, send the file's bytes encoded once. Make `mimeType` match the bytes.",
  },
  // rejected/pydantic-ai--test-document-url-input--1--1166d79.json
  {
    id: "gemini-document-no-pages",
    row: "—",
    area: "media",
    category: "api",
    status: "C",
    texts: ["The document has no pages."],
    meaning:
      "Google opened a document of the request (a PDF in `inlineData`) and found no pages. In the recorded case the data was base64-encoded twice: decoded once, it is the base64 text of a PDF, not the PDF.",
    reason: "it takes parsing the document's bytes, which an offline check of the request's shape does not do.",
    action: "Decode `inlineData.data` once and check that it begins with `%PDF`; if it decodes to base64 text, send the file's bytes encoded once.",
  },
  // rejected/pydantic-ai--test-model-sees-multiple-images-google-vertex--1.json, pydantic-ai--test-multimodal-tool-return-matrix-{direct-url-image-google-vertex--2,tool-return-content-url-image-google-vertex--3}.json
  {
    id: "gemini-url-fetch-failed",
    row: "—",
    area: "media",
    category: "unverifiable",
    status: "C",
    texts: [
      "Cannot fetch content from the provided URL. Please ensure the URL is valid and accessible by Vertex AI. Vertex AI respects robots.txt rules, so confirm the URL is allowed to be crawled. Status: {{status}}",
    ],
    targets: ["vertex"],
    meaning:
      "Vertex AI could not fetch a file the request names by an http(s) URL (`fileData.fileUri`): the recorded status, `URL_ROBOTED-ROBOTED_DENIED`, is the site's robots.txt refusing Google's crawler.",
    reason: "whether a remote URL can be fetched, and whether its site lets Google's crawler in, is known only when Vertex fetches it.",
    action:
      "Send the file's bytes as `inlineData`, or upload it to Cloud Storage and give its `gs://` URI; or use a URL on a site that lets Google's crawler fetch it.",
  },
  // rejected/ruby-llm--chat-real-error-scenarios-{gemini-gemini-2-0-flash,gemini-gemini-2-5-flash,vertexai-gemini-2-5-flash}-handles-context-length-exceeded-errors--*.json
  {
    id: "gemini-input-token-limit",
    row: "—",
    area: "contents",
    category: "api",
    status: "C",
    texts: [
      "The input token count ({{count}}) exceeds the maximum number of tokens allowed ({{max}}).",
      "The input token count exceeds the maximum number of tokens allowed ({{max}}).",
    ],
    meaning:
      "The request does not fit the model's input limit: its contents, system instruction, tools and media have more tokens than the model takes.",
    reason:
      "token counts need Google's tokenizer, and images, audio, video and documents count by Google's own rules; a character estimate would be a guess.",
    action:
      "Count the request with the `countTokens` endpoint before sending, then drop or summarise older turns (keeping each `functionCall` with its `functionResponse`), or send less media.",
  },
  // Pasted whole, not recorded: lbjlaq/Antigravity-Manager#970 (2026-01-22, gemini-3-flash, a session switched from
  // Claude), google-gemini/gemini-cli#13467 (2025-11-20, the sign-in changed within one conversation),
  // massgen/MassGen#665 (2025-12-19, through OpenRouter's AI Studio route).
  {
    id: "gemini-thought-signature-corrupted",
    row: "—",
    area: "contents",
    category: "unverifiable",
    status: "C",
    texts: ["Corrupted thought signature."],
    meaning:
      "A part's `thoughtSignature` is not one Google made for this model and account: it came from another model or provider, another sign-in, or was altered on the way.",
    reason: "a signature is opaque and bound to the model and account that made it; only Google can verify it.",
    action:
      "Send back each signature exactly as the same model returned it; when the history was made by another model, provider or account, drop the `thoughtSignature` fields of its turns (gemini-bytes-base64 catches a signature that is not base64 at all).",
  },
  // Pasted whole: google-gemini/gemini-cli#26572 (2026-05-06, Code Assist). Google's generic INVALID_ARGUMENT.
  {
    id: "gemini-invalid-argument",
    row: "—",
    area: "request",
    category: "api",
    status: "C",
    texts: ["Request contains an invalid argument."],
    meaning: "Google refused the request without naming the field: its generic answer for an argument it does not accept.",
    reason: "the text names no field or cause, so it cannot be matched to one check.",
    action: "Lint the request body itself (`msglint file.json --dialect gemini --target …`): the rules name the field Google did not.",
  },
];
