import { createRule } from "../create-rule.js";

/** Chat Completions parameters and where the Responses API has them. */
const MOVED: Readonly<Record<string, string>> = {
  messages: "input",
  response_format: "text.format",
  reasoning_effort: "reasoning.effort",
  max_completion_tokens: "max_output_tokens",
};
/** The same, as pairs: made once, not per request. */
const MOVED_ENTRIES = Object.entries(MOVED);

export default createRule("resp-param-moved", {
  meta: {
    description:
      "A Chat Completions parameter (`messages`, `response_format`, `reasoning_effort`, `max_completion_tokens`) is sent to the Responses API, which has it elsewhere.",
    category: "api",
    recommended: true,
    needs: { fields: Object.keys(MOVED) },
    spec: "providers.md openai-responses §3",
    messages: {
      moved:
        "Unsupported parameter: '{{param}}'. In the Responses API, this parameter has moved to '{{moved}}'. Try again with the new parameter. See the API documentation for more information: https://platform.openai.com/docs/api-reference/responses/create.",
    },
    hints: { moved: "A body written for /v1/chat/completions: send `{{moved}}` instead of `{{param}}`." },
    api: { status: "C", area: "parameters", errorCode: "unsupported_parameter", reason: "Looks for the four moved parameters." },
  },
  visit: {
    request(context) {
      for (const [param, moved] of MOVED_ENTRIES) {
        if (context.request[param] === undefined) continue;
        context.report({ messageId: "moved", at: context.at(context.root, param), data: { param, moved, path: "" }, hint: "moved" });
      }
    },
  },
});
