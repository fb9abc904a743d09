import { createRule, type Context } from "../create-rule.js";
import { definitions } from "../schema/request.table.js";

/**
 * The top-level parameters of `CreateChatCompletionRequest` (the table generated from openai/openai-openapi, whose
 * root lists every property but `model`).
 */
const KNOWN: ReadonlySet<string> = new Set(["model", ...Object.keys(definitions.CreateChatCompletionRequest?.p ?? {})]);

export default createRule("chat-unknown-argument", {
  meta: {
    description:
      "The body has a top-level key that is not a Chat Completions parameter (another provider's option such as `top_k`, or a client's own object).",
    category: "api",
    recommended: true,
    targets: ["openai"],
    hasSuggestions: true,
    spec: "providers.md openai-chat §1 (the parameters are `CreateChatCompletionRequest`'s properties in openai/openai-openapi)",
    messages: { unknown: "Unrecognized request argument supplied: {{key}}" },
    hints: {
      unknown:
        "`{{key}}` is not a Chat Completions parameter: remove it (another provider's option, or a client's own setting that leaked into the body).",
    },
    api: {
      // OpenAI's newer wording for a top-level key (teabranch/open-responses-server#41, 2025-06-29, o4-mini), which
      // names any unknown key's path: only a top-level one is this rule's.
      texts: ["Unknown parameter: '{{path}}'."],
      paths: ["<x>"],
      status: "C",
      area: "parameters",
      reason: "Compares the body's own keys with the top-level parameters of OpenAI's schema.",
    },
  },
  visit: {
    request(context: Context) {
      // A model OpenAI's table does not know is most likely served by a compatible server (vLLM's `top_k`, Ollama's
      // `options`), whose parameters are its own: silent there.
      if (context.model.facts === undefined) return;
      const request = context.request;
      for (const key in request) {
        // A null value is left alone: what OpenAI answers to an unknown key sent as null is not recorded.
        if (KNOWN.has(key) || !Object.hasOwn(request, key) || request[key] === null) continue;
        const at = context.at(context.root, key);
        context.report({
          messageId: "unknown",
          at,
          data: { key },
          hint: "unknown",
          suggestions: [{ description: `Remove \`${key}\``, edits: [{ op: "remove", path: at.pointer }] }],
        });
      }
    },
  },
});
