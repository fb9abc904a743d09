import { functionTurns } from "../analyses/function-turns.js";
import { createRule } from "../create-rule.js";
import { FC_TURN_ORDER } from "../texts.js";

export default createRule("gemini-fc-turn-order", {
  meta: {
    description: "A `model` content with function calls does not come right after a user turn or a function response turn.",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: { order: FC_TURN_ORDER },
    hints: {
      first:
        "{{path}} is the first content and makes function calls: the history starts with a function call (it was cut before the user turn that led to it). Start it with the user turn, or drop the call and its response.",
      afterModel:
        "{{path}} makes function calls right after {{previous}}, another model content: put the user turn (or the function responses) that came between them back, or merge the two model contents.",
    },
    api: { status: "C", area: "function calling", reason: "Looks at the content before each model content with function calls." },
  },
  visit: {
    request(context) {
      const { contents } = context.model;
      for (const content of functionTurns(context.model).misplacedCallTurns) {
        const previous = content.index > 0 ? contents[content.index - 1] : undefined;
        if (previous === undefined) context.report({ messageId: "order", at: content, hint: "first" });
        else context.report({ messageId: "order", at: content, data: { previous: previous.path }, hint: "afterModel" });
      }
    },
  },
});
