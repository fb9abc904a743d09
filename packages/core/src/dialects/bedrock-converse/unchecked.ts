/**
 * The Converse errors no rule checks, because the request alone cannot decide them: `explain` still recognises their
 * texts and says why, and the README's table lists them. Each is a text recorded in bench/fidelity/bedrock-converse (its
 * case files named above the entry), a rejection marked undecidable there, or one quoted with its source.
 *
 * Left out: `Invocation of model ID {{model}} with on-demand throughput isn’t supported. …` (req-llm, October 2025),
 * bedrock-inference-profile-required's text, which `explain` names; those recordings are undecidable only because the same
 * Region answered 200 for the same ids at other times (Bedrock's answer changed). `too many total text bytes: {{bytes}} >
 * {{max}}` (ruby-llm): the size of the text is in the request, so it is no error msglint cannot check; that recording is
 * undecidable only because its texts are a cassette's placeholders.
 */
import type { UncheckedError } from "../../types.js";

export const unchecked: readonly UncheckedError[] = [
  // rejected/llm-tracekit--test-converse-non-existing-model--0.json, openinference--should-handle-{api-error-scenarios--0--6e88154,streaming-api-errors-gracefully--0--0fa877e}.json, otel-contrib--test-converse-stream-with-invalid-model--0.json, pai--test-bedrock-error--0.json, pai--test-model-name-suggestion-bedrock--0.json
  {
    id: "bedrock-model-id-invalid",
    row: "—",
    area: "model families",
    category: "unverifiable",
    status: "C",
    texts: ["The provided model identifier is invalid."],
    meaning:
      "Bedrock serves no model by the id (or ARN) in the request's URL, in this Region and for this account: the id is misspelt (`us.amazon.nova-micro-v1:O`), of another Region, or no model at all.",
    reason:
      "which ids Bedrock serves depends on the Region and the account (`ListFoundationModels` and `ListInferenceProfiles` answer it online), and the model id is in the URL, not the body.",
    action:
      "Compare the id with `aws bedrock list-foundation-models` and `aws bedrock list-inference-profiles` in the Region the client calls; an inference profile's id carries its prefix (`us.`, `eu.`, `apac.`, `global.`).",
  },
  // HTTP 404 ResourceNotFoundException, not in the corpus: browser-use/browser-use#5448 (2026-08-11), aws-solutions-library-samples/accelerated-intelligent-document-processing-on-aws#708 (2026-08-31), and a logged ConverseStream exception quoting it whole
  {
    id: "bedrock-model-legacy-inactive",
    row: "—",
    area: "model families",
    category: "unverifiable",
    status: "C",
    texts: [
      "Access denied. This Model is marked by provider as Legacy and you have not been actively using the model in the last 30 days. Please upgrade to an active model on Amazon Bedrock",
    ],
    meaning:
      "The model is Legacy on Bedrock (on its way to its end of life), and this account has not called it in the last 30 days: Bedrock keeps serving a Legacy model only to the accounts that were using it.",
    reason:
      "it depends on the account's recent use of the model, which only Bedrock knows; a model's Legacy date is public, but who may still call it is decided per account.",
    action:
      "Move to an active model (AWS's model lifecycle page lists the Legacy models and their end-of-life dates); only the model id needs to change.",
  },
  // rejected/pai--test-context-window-exceeded-bedrock-claude--0--9cf13ee.json, ruby-llm--chat-real-error-scenarios-bedrock-amazon-nova-2-lite-v1-0-handles-context-length-exceeded-errors--0.json
  {
    id: "bedrock-input-too-long",
    row: "—",
    area: "content",
    category: "api",
    status: "C",
    texts: [
      "The model returned the following errors: Input is too long for requested model.",
      "The model returned the following errors: Input Tokens Exceeded: Number of input tokens exceeds maximum length. Please update the input to try again.",
    ],
    meaning:
      "The request does not fit the model's context window: its input has more tokens than the model takes (the first text is Claude's, the second Nova's).",
    reason:
      "token counts need the model's tokenizer (Bedrock's `CountTokens` answers it online, for the models that have it); a character estimate would be a guess.",
    action:
      "Count the input before sending, then drop or summarise older turns at a turn boundary (so that no `toolUse` loses its `toolResult`), or choose a model with a larger context window.",
  },
];
