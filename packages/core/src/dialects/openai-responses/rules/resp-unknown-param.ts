import { OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule, type Context } from "../create-rule.js";
import type { InputItem } from "../model.js";

/**
 * The top-level parameters of `ResponseCreateParamsBase` in the `openai` package 7.59.0, and the penalties the API
 * knows although the package does not list them (providers.md resp-sampling-reasoning names them).
 */
const KNOWN = new Set([
  "access_programs",
  "background",
  "background_options",
  "context_management",
  "conversation",
  "image",
  "include",
  "input",
  "instructions",
  "max_output_tokens",
  "max_tool_calls",
  "metadata",
  "model",
  "moderation",
  "parallel_tool_calls",
  "previous_response_id",
  "prompt",
  "prompt_cache_key",
  "prompt_cache_options",
  "prompt_cache_retention",
  "reasoning",
  "safety_identifier",
  "service_tier",
  "store",
  "stream",
  "stream_options",
  "temperature",
  "text",
  "tool_choice",
  "tools",
  "top_logprobs",
  "top_p",
  "truncation",
  "user",
  "presence_penalty",
  "frequency_penalty",
]);
/** Reported by resp-param-moved, with the text that says where they went. */
const MOVED = new Set(["messages", "response_format", "reasoning_effort", "max_completion_tokens"]);
/** Chat Completions' message fields, which a message item of the Responses API does not have. */
const CHAT_MESSAGE_FIELDS: ReadonlySet<string> = new Set(["tool_calls", "tool_call_id", "function_call", "audio"]);

export default createRule("resp-unknown-param", {
  meta: {
    description:
      "A top-level parameter the Responses API does not have (Chat Completions' `n`, `stop`, `seed`, `max_tokens`), or a Chat Completions field on a message item (`tool_calls`, `tool_call_id`).",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    spec: "providers.md openai-responses §3",
    messages: { unknown: OPENAI_TEXTS.unknownParameter },
    hints: {
      top: "The Responses API has no `{{key}}` (a Chat Completions parameter, or a typo).",
      message:
        "Responses has no `{{key}}` on messages: a call is a `function_call` item and its result a `function_call_output` item, paired by `call_id`.",
    },
    api: {
      paths: ["<x>", "input.N.<x>"],
      status: "C",
      area: "parameters",
      errorCode: "unknown_parameter",
      reason: "Compares the top-level keys with the SDK's list, and message items' keys with Chat Completions' own.",
    },
  },
  visit: {
    request(context) {
      for (const key of Object.keys(context.request)) {
        if (KNOWN.has(key) || MOVED.has(key)) continue;
        const at = context.at(context.root, key);
        context.report({ messageId: "unknown", at, data: { key }, hint: "top", suggestions: [remove(at.pointer, key)] });
      }
      for (const item of context.model.messages) checkMessage(item, context);
    },
  },
});

function checkMessage(item: InputItem, context: Context): void {
  // The message's few keys, not a lookup of each absent field (which walks the prototype chain).
  for (const key in item.value) {
    if (!CHAT_MESSAGE_FIELDS.has(key) || item.value[key] === undefined) continue;
    const at = context.at(item, key);
    context.report({ messageId: "unknown", at, data: { key }, hint: "message", suggestions: [remove(at.pointer, key)] });
  }
}

function remove(pointer: string, key: string) {
  return { description: `Remove \`${key}\``, edits: [{ op: "remove" as const, path: pointer }] };
}
