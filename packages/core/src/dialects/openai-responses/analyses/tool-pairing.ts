/**
 * The pairing of `function_call` items with `function_call_output` items by `call_id` (providers.md openai-responses
 * §1, §3, §6), on the shared analysis (model/pairing.ts): an output answers a call anywhere before it.
 */
import { allAnsweredInOrder, analyzePairing, type Pairing, type PairingRules, type PairingTurn } from "../../../model/pairing.js";
import { CALL_TYPE, OUTPUT_TYPE, type InputItem, type ResponsesModel } from "../model.js";
import { memo } from "../../../model/values.js";

export interface ResponsesPairing {
  /** Calls with no output after them. */
  unanswered: InputItem[];
  /** Outputs with no call before them; `call` is a call with the id that stands after the output, if any. */
  unmatched: { output: InputItem; call: InputItem | undefined }[];
}

const PAIRING: PairingRules<InputItem> = {
  kindOf: (item) => (item.type === CALL_TYPE ? "call" : item.type === OUTPUT_TYPE ? "result" : "other"),
  idOf: (item) => item.callId,
  callRole: "assistant",
  match: "id",
  answeredIn: "later",
};

/**
 * Calls stand in "assistant" turns, outputs in others: one turn per call or output, in order (other items would be turns
 * with nothing to pair, and outputs are answered anywhere later).
 */
function pair(model: ResponsesModel): Pairing<InputItem> {
  const turns = model.pairingItems.map((item, index): PairingTurn<InputItem> => ({
    role: item.type === CALL_TYPE ? "assistant" : OUTPUT_TYPE,
    index,
    items: [item],
  }));
  return analyzePairing(turns, PAIRING);
}

/** Every call's and output's verdict (what the view draws), once per request. */
export function responsesPairingFindings(model: ResponsesModel): Pairing<InputItem> {
  return memo(model, pair);
}

function analyze(model: ResponsesModel): ResponsesPairing {
  // A clean history (most requests) is told without the analysis by id.
  if (allAnsweredInOrder(model.pairingItems, PAIRING)) return { unanswered: [], unmatched: [] };
  const pairing = responsesPairingFindings(model);
  return {
    unanswered: pairing.calls.filter((finding) => finding.status === "missing").map((finding) => finding.call),
    unmatched: pairing.results
      .filter((finding) => finding.status === "unexpected")
      .map((finding) => ({ output: finding.result, call: finding.related })),
  };
}

export function responsesPairing(model: ResponsesModel): ResponsesPairing {
  return memo(model, analyze);
}
