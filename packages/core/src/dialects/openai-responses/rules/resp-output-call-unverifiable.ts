import { responsesPairing } from "../analyses/tool-pairing.js";
import { createRule } from "../create-rule.js";

export default createRule("resp-output-call-unverifiable", {
  meta: {
    description:
      "A `function_call_output` answers a call that is not in `input`, in a request that continues a stored response or conversation: only OpenAI knows whether the call is there.",
    category: "unverifiable",
    recommended: false,
    spec: "providers.md openai-responses §5",
    messages: {
      unverifiable:
        "{{path}}: the call {{callId}} is not in `input`; with `{{state}}` set it may be in the stored {{what}}, which only OpenAI can check.",
    },
    hints: {
      unverifiable:
        "OpenAI answers `No tool call found for function call output with call_id {{callId}}.` if the stored {{what}} does not hold the call either.",
    },
    api: { status: "C", area: "server state", reason: "Lists outputs whose calls may be stored server-side; off unless turned on." },
  },
  visit: {
    request(context) {
      const { model } = context;
      if (!model.serverState) return;
      const state =
        typeof model.request.previous_response_id === "string" && model.request.previous_response_id !== "" ? "previous_response_id" : "conversation";
      const what = state === "conversation" ? "conversation" : "response";
      for (const { output } of responsesPairing(model).unmatched) {
        context.report({
          messageId: "unverifiable",
          at: context.at(output, "call_id"),
          data: { callId: output.callId!, state, what },
          hint: "unverifiable",
        });
      }
    },
  },
});
