import { responsesPairing } from "../analyses/tool-pairing.js";
import { createRule } from "../create-rule.js";
import { storedCallReference } from "../model.js";

export default createRule("resp-output-call-unverifiable", {
  meta: {
    description:
      "A `function_call_output` answers a call that is not in `input`, in a request that continues a stored response or conversation, or after an `item_reference`: only OpenAI knows whether the call is there.",
    category: "unverifiable",
    recommended: false,
    spec: "providers.md openai-responses §5",
    messages: {
      unverifiable:
        "{{path}}: the call {{callId}} is not in `input`; with `{{state}}` set it may be in the stored {{what}}, which only OpenAI can check.",
      reference:
        "{{path}}: the call {{callId}} is not in `input` as a `function_call`; the `item_reference` at {{reference}} may name the stored call, which only OpenAI can check.",
    },
    hints: {
      unverifiable:
        "OpenAI answers `No tool call found for function call output with call_id {{callId}}.` if the stored {{what}} does not hold the call either.",
      reference:
        "OpenAI answers `No tool call found for function call output with call_id {{callId}}.` if no referenced item is the stored call {{callId}}.",
    },
    api: {
      status: "C",
      area: "server state",
      reason: "Lists outputs whose calls may be stored server-side (a stored response, conversation or referenced item); off unless turned on.",
    },
  },
  visit: {
    request(context) {
      const { model } = context;
      if (!model.serverState) {
        // An `item_reference` before the output may name the stored call: only OpenAI can resolve it.
        const firstReference = storedCallReference(model);
        if (firstReference === undefined) return;
        for (const { output } of responsesPairing(model).unmatched) {
          if (output.index < firstReference.index) continue;
          context.report({
            messageId: "reference",
            at: context.at(output, "call_id"),
            data: { callId: output.callId!, reference: firstReference.path },
            hint: "reference",
          });
        }
        return;
      }
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
