import { createRule, OPENAI_TARGETS } from "../create-rule.js";

/** The arguments the search model was recorded refusing one at a time, each with the singular text. */
const REFUSED: ReadonlySet<string> = new Set(["n", "stop", "temperature"]);
/**
 * Arguments the search model took (HTTP 200 in bench/fidelity/openai-chat): with one of these beside a refused one the
 * answer still names the refused one alone. Any other argument may be refused too, and the text would then list both:
 * the rule stays silent.
 */
const TAKEN: ReadonlySet<string> = new Set([
  "model",
  "messages",
  "stream",
  "stream_options",
  "max_completion_tokens",
  "service_tier",
  "response_format",
  "web_search_options",
]);

export default createRule("chat-search-model-argument", {
  meta: {
    description: "A sampling argument (`n`, `stop`, `temperature`) is sent to gpt-4o-mini-search-preview, which takes none of them.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    hasSuggestions: true,
    spec: "providers.md openai-chat §3 (model rules)",
    messages: { refused: "Model incompatible request argument supplied: {{key}}" },
    hints: {
      refused: "{{model}} searches the web and samples its answer itself: leave `{{key}}` out (or use gpt-4o-mini with `{{key}}`).",
    },
    api: {
      status: "C",
      area: "models",
      reason: "Reads the model table and the body's top-level keys; silent when another argument whose answer is not recorded is present.",
    },
  },
  visit: {
    request(context) {
      const { request, model } = context;
      if (!model.facts?.searchArgsRefused) return;
      let refused: string | undefined;
      for (const key in request) {
        if (!Object.hasOwn(request, key) || request[key] === null || request[key] === undefined || TAKEN.has(key)) continue;
        // Another argument: whether it is refused too (and the text lists both) is not recorded.
        if (!REFUSED.has(key) || refused !== undefined) return;
        refused = key;
      }
      if (refused === undefined) return;
      const at = context.at(context.root, refused);
      context.report({
        messageId: "refused",
        at,
        data: { key: refused, model: model.facts.raw },
        hint: "refused",
        suggestions: [{ description: `Remove \`${refused}\``, edits: [{ op: "remove", path: at.pointer }] }],
      });
    },
  },
});
