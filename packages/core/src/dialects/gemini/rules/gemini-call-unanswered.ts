import { answerMissingCalls } from "../analyses/answer-calls.js";
import { functionTurns } from "../analyses/function-turns.js";
import { createRule } from "../create-rule.js";

export default createRule("gemini-call-unanswered", {
  meta: {
    description:
      "A function call turn is followed by a content with no `functionResponse` part, for a model that takes it or that msglint does not know.",
    category: "risk",
    recommended: true,
    hasSuggestions: true,
    spec: "providers.md gemini §3 (gemini-fr-count)",
    messages: {
      unanswered:
        "{{callTurn}} holds {{calls}} functionCall part(s), and {{responseTurn}} after it answers none of them with a functionResponse part: the calls never got their results.",
    },
    hints: {
      known:
        "This model takes it (Gemini 2.0 and 2.5 answered 200 to a call followed by a user text), but the model reads on as if the calls ran. The call was interrupted, or its response was dropped.",
      unknown:
        "Gemini 2.0 and 2.5 take it; Gemini 3 is held to gemini-fr-count's `Please ensure that the number of function response parts is equal to the number of function call parts of the function call turn.` Set the model (`--model`) to know which. The call was interrupted, or its response was dropped.",
    },
    api: {
      wording: "msglint",
      area: "function calling",
      reason: "Gemini 2.0 and 2.5 accept it; the model never sees the calls' results. Models that refuse it get gemini-fr-count.",
    },
  },
  visit: {
    request(context) {
      const known = context.model.facts !== undefined;
      for (const mismatch of functionTurns(context.model).unansweredCallTurns) {
        const { callTurn, responseTurn, calls } = mismatch;
        const answer = answerMissingCalls(mismatch);
        context.report({
          messageId: "unanswered",
          at: responseTurn,
          data: { callTurn: callTurn.path, responseTurn: responseTurn.path, calls },
          hint: known ? "known" : "unknown",
          suggestions: answer ? [answer] : undefined,
        });
      }
    },
  },
});
