import { functionTurns } from "../analyses/function-turns.js";
import { createRule } from "../create-rule.js";
import { FC_TURN_ORDER } from "../texts.js";

export default createRule("gemini-fc-turn-order", {
  meta: {
    description: "A function call turn (`model` contents with function calls) does not come right after a user turn or a function response turn.",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: { order: FC_TURN_ORDER },
    hints: {
      first:
        "{{path}} is the first content and makes function calls: the history starts with a function call (it was cut before the user turn that led to it). Start it with the user turn, or drop the call and its response.",
      afterOther:
        "{{path}} makes function calls right after {{previous}}, which is neither a user turn nor a function response turn (a role Gemini does not take): give it the role `user`, or put back the user turn that came before the call.",
    },
    api: {
      status: "C",
      area: "function calling",
      reason: "Looks at the content before each function call turn (consecutive model contents are one turn).",
    },
  },
  visit: {
    request(context) {
      const { contents } = context.model;
      for (const content of functionTurns(context.model).misplacedCallTurns) {
        // The content before the turn: consecutive model contents are one turn to Gemini.
        let first = content.index;
        while (first > 0 && contents[first - 1]!.role === "model") first--;
        const previous = first > 0 ? contents[first - 1] : undefined;
        if (previous === undefined) context.report({ messageId: "order", at: content, hint: "first" });
        else context.report({ messageId: "order", at: content, data: { previous: previous.path }, hint: "afterOther" });
      }
    },
  },
});
