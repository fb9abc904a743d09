import { responsesPairing } from "../analyses/tool-pairing.js";
import { createRule } from "../create-rule.js";
import { storedCallReference } from "../model.js";
import { firstByKey } from "../../../model/values.js";

const TOOL_SEARCH_CALL = "tool_search_call";

export default createRule("resp-output-without-call", {
  meta: {
    description: "A `function_call_output` answers a `call_id` that no `function_call` before it in `input` has.",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    spec: "providers.md openai-responses §3",
    messages: { noCall: "No tool call found for function call output with call_id {{callId}}." },
    hints: {
      after: "The `function_call` for {{callId}} is at {{call}}, after its output: put the call first.",
      none: "No `function_call` in `input` has call_id {{callId}}: the call was dropped (a truncation, a summary), or the output belongs to another conversation.",
    },
    api: {
      status: "C",
      area: "tool pairing",
      reason:
        "Pairs each output with the calls before it; with `previous_response_id` or `conversation` set, or an `item_reference` before the output (it may name the stored call), resp-output-call-unverifiable reports it instead.",
    },
  },
  visit: {
    request(context) {
      if (context.model.serverState) return;
      const { unmatched } = responsesPairing(context.model);
      if (unmatched.length === 0) return;
      // The first `tool_search_call` of each call_id, found in one pass (not one search per output).
      const searches = firstByKey(context.model.items, (item) => (item.type === TOOL_SEARCH_CALL ? item.callId : undefined));
      // An output after an `item_reference` may answer the stored call: resp-output-call-unverifiable lists it.
      const firstReference = storedCallReference(context.model)?.index ?? Infinity;
      for (const { output, call } of unmatched) {
        if (firstReference < output.index) continue;
        // A client-executed `tool_search_call` is answered by a `function_call_output` with its call_id (recorded 200).
        if ((searches.get(output.callId!)?.index ?? Infinity) < output.index) continue;
        const data: Record<string, string> = { callId: output.callId!, path: "input" };
        if (call) data.call = call.path;
        context.report({
          messageId: "noCall",
          at: context.at(output, "call_id"),
          data,
          hint: call ? "after" : "none",
          suggestions: [{ description: "Remove this output", edits: [{ op: "remove", path: output.pointer }] }],
        });
      }
    },
  },
});
