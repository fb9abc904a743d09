import { OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { RANGE_LITERAL } from "../../../model/openai-parameters.js";
import { requestShapeFault } from "../analyses/request-shape.js";
import { createRule, OPENAI_TARGETS, type Context } from "../create-rule.js";
import { createChatState } from "../state.js";

/** The bounded parameters that are counts (the others are decimals). */
const INTEGER_PARAMETERS = new Set(["n", "max_completion_tokens", "top_logprobs"]);
/** Each bounded parameter's range, for the hint. */
const RANGES: Readonly<Record<string, string>> = {
  n: "1 or more",
  max_completion_tokens: "1 or more",
  top_logprobs: "0 or more",
  frequency_penalty: "-2 to 2",
  presence_penalty: "-2 to 2",
};

export default createRule("chat-request-shape", {
  meta: {
    description:
      "A value has a JSON type OpenAI's schema does not take there, a required property is missing, or a count or penalty is out of its recorded bounds (checked against `CreateChatCompletionRequest` of openai/openai-openapi).",
    category: "api",
    recommended: true,
    // A fault a rule of its own reports at the same place, with its cause's hint, is left to it (chat-value-type,
    // chat-tool-type-missing, chat-json-schema-name-missing, chat-part-type-missing, chat-role-invalid, …).
    fallback: true,
    targets: OPENAI_TARGETS,
    spec: "providers.md openai-chat §1 (the body is `CreateChatCompletionRequest` of openai/openai-openapi's openapi.yaml)",
    messages: {
      type: "Invalid type for '{{path}}': expected {{expected}}, but got {{got}} instead.",
      missing: OPENAI_TEXTS.missing,
      // `parameter`, not `path`: `explain` then prefers the rules whose texts name their parameter (chat-max-tokens-min).
      below: "Invalid '{{parameter}}': {{kind}} below minimum value. Expected a value >= {{limit}}, but got {{value}} instead.",
      above: "Invalid '{{parameter}}': {{kind}} above maximum value. Expected a value <= {{limit}}, but got {{value}} instead.",
    },
    hints: {
      type: "`{{path}}` takes {{expected}} (OpenAI's schema); this body has {{got}} there.",
      missing: "`{{parent}}` needs `{{key}}` (OpenAI's schema requires it).",
      range: "`{{parameter}}` takes {{range}}.",
    },
    api: {
      paths: ["*"],
      status: "C",
      area: "parameters",
      errorCode: "invalid_type",
      reason:
        "Walks the body against a table generated from OpenAI's OpenAPI document (scripts/schemas/openai-chat.mjs) and reports the first fault, in OpenAI's words; positions whose words are not recorded are left alone.",
    },
  },
  visit: {
    request(context: Context) {
      const fault = requestShapeFault(context.request, (context.model.state ?? createChatState()).requestShape());
      if (fault === undefined) return;
      if (fault.kind === "below" || fault.kind === "above") {
        const at = context.at(context.root, ...fault.keys);
        const key = String(fault.keys.at(-1));
        // OpenAI's word is the parameter's type: `integer` for a count, `decimal` for a penalty (even for a whole value).
        const kind = INTEGER_PARAMETERS.has(key) ? "integer" : "decimal";
        const range = RANGES[key] ?? `values ${fault.kind === "below" ? "from" : "up to"} ${fault.expected}`;
        context.report({
          messageId: fault.kind,
          at,
          data: { parameter: at.path, kind, limit: fault.expected, value: fault.got, range },
          hint: "range",
          literal: RANGE_LITERAL,
        });
        return;
      }
      if (fault.kind === "type") {
        const at = context.at(context.root, ...fault.keys);
        const data = { path: at.path, expected: fault.expected, got: fault.got };
        context.report({ messageId: "type", at, data, hint: "type" });
        return;
      }
      // At the object (the missing key has no node); the message names the key's path.
      const parent = context.at(context.root, ...fault.keys.slice(0, -1));
      const key = String(fault.keys.at(-1));
      const path = context.at(parent, key).path;
      context.report({ messageId: "missing", at: parent, data: { path, parent: parent.path || "the request", key }, hint: "missing" });
    },
  },
});
