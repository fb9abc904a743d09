import type { Edit, Fix } from "../../../types.js";
import { answerMissingCalls } from "../analyses/answer-calls.js";
import { functionTurns, type CountMismatch } from "../analyses/function-turns.js";
import { createRule } from "../create-rule.js";
import { FR_COUNT } from "../texts.js";

export default createRule("gemini-fr-count", {
  meta: {
    description: "The content after a function call turn does not hold one `functionResponse` part per `functionCall` part of that turn.",
    category: "api",
    recommended: true,
    fixable: true,
    hasSuggestions: true,
    spec: "providers.md gemini §3",
    messages: { count: FR_COUNT },
    hints: {
      split:
        "{{callTurn}} has {{calls}} functionCall part(s); {{responseTurn}} answers {{responses}} of them and the rest follow in the contents after it. Gemini counts only the content right after the call turn: the responses must all be parts of it.",
      fewer:
        "{{callTurn}} has {{calls}} functionCall part(s), but {{responseTurn}} has {{responses}} functionResponse part(s): every call needs its response in the content right after the call turn (the call was interrupted, or its response was dropped).",
      more: "{{responseTurn}} has {{responses}} functionResponse part(s), but {{callTurn}} before it has {{calls}} functionCall part(s): a response answers no call (a call was dropped by a compaction or a truncation).",
    },
    api: {
      status: "C",
      area: "function calling",
      reason: "Counts the function calls of each model content and the function responses of the content after it.",
    },
  },
  visit: {
    request(context) {
      for (const mismatch of functionTurns(context.model).countMismatches) {
        const { callTurn, responseTurn, calls } = mismatch;
        const data = { callTurn: callTurn.path, responseTurn: responseTurn.path, calls, responses: responseTurn.responses };
        if (mismatch.followers.length > 0) {
          context.report({ messageId: "count", at: responseTurn, data, hint: "split", fix: mergeSplitResponses(mismatch) });
          continue;
        }
        const fewer = responseTurn.responses < calls;
        const answer = fewer ? answerMissingCalls(mismatch) : undefined;
        context.report({ messageId: "count", at: responseTurn, data, hint: fewer ? "fewer" : "more", suggestions: answer ? [answer] : undefined });
      }
    },
  },
});

/**
 * Responses split over the user contents after the call turn: moving them into the first keeps every response and
 * its order, so it is a fix, when they add up to the calls.
 */
function mergeSplitResponses({ calls, responseTurn, followers }: CountMismatch): Fix | undefined {
  const responses = followers.reduce((sum, follower) => sum + follower.responses, responseTurn.responses);
  if (followers.length === 0 || responses !== calls) return undefined;
  const edits: Edit[] = [];
  for (const follower of followers) {
    for (let i = 0; i < follower.parts.length; i++)
      edits.push({ op: "move", from: follower.parts[0]!.pointer, path: `${responseTurn.pointer}/parts/-` });
  }
  for (let i = followers.length - 1; i >= 0; i--) edits.push({ op: "remove", path: followers[i]!.pointer });
  return { description: `Move the function responses of ${followers.map((f) => f.path).join(", ")} into ${responseTurn.path}`, edits };
}
