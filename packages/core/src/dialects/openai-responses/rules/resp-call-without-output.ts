import { INTERRUPTED_CALL_TEXT } from "../../../model/synthetic.js";
import { responsesPairing } from "../analyses/tool-pairing.js";
import { createRule } from "../create-rule.js";

export default createRule("resp-call-without-output", {
  meta: {
    description: "A `function_call` in `input` has no `function_call_output` after it.",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    spec: "providers.md openai-responses §3",
    messages: { noOutput: "No tool output found for function call {{callId}}." },
    hints: {
      noOutput:
        "Every call replayed in `input` needs its output later in `input`: the run was interrupted, or the output was dropped. Add a `function_call_output` with call_id {{callId}}.",
    },
    api: {
      status: "C",
      area: "tool pairing",
      reason: "Looks for an output after each call (the text is certain, the condition inferred).",
      texts: ["No tool output found for tool call {{callId}}."],
    },
  },
  visit: {
    request(context) {
      for (const call of responsesPairing(context.model).unanswered) {
        context.report({
          messageId: "noOutput",
          at: context.at(call, "call_id"),
          data: { callId: call.callId!, path: "input" },
          hint: "noOutput",
          suggestions: [
            {
              description: `Answer ${call.callId} with an output saying the call was interrupted`,
              edits: [
                {
                  op: "add",
                  path: `/input/${call.index + 1}`,
                  value: { type: "function_call_output", call_id: call.callId, output: INTERRUPTED_CALL_TEXT },
                },
              ],
            },
          ],
        });
      }
    },
  },
});
