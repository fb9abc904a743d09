import { functionTurns } from "../analyses/function-turns.js";
import { createRule } from "../create-rule.js";
import { FR_TURN_ORDER } from "../texts.js";

export default createRule("gemini-fr-turn-order", {
  meta: {
    description: "A content with function responses does not come right after a `model` content with function calls.",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    spec: "providers.md gemini §3",
    messages: { order: FR_TURN_ORDER },
    hints: {
      first: "{{path}} is the first content and holds function responses: the function call turn they answer was cut from the history.",
      noCalls:
        "{{path}} holds function responses, but {{previous}} before it makes no function call: the call turn was dropped (by a compaction or a truncation), or the responses were split over several contents (they must all be parts of the one content after the call turn).",
    },
    api: { status: "C", area: "function calling", reason: "Looks at the content before each content with function responses." },
  },
  visit: {
    request(context) {
      const { contents } = context.model;
      for (const content of functionTurns(context.model).strayResponseTurns) {
        const previous = content.index > 0 ? contents[content.index - 1] : undefined;
        // Only the responses go: what else the content says stays (a content of nothing but responses goes whole).
        const alone =
          content.responses === content.parts.length && content.parts.length === (Array.isArray(content.partsValue) ? content.partsValue.length : 1);
        const edits = alone
          ? [{ op: "remove" as const, path: content.pointer }]
          : content.parts
              .filter((part) => part.data === "functionResponse")
              .reverse()
              .map((part) => ({ op: "remove" as const, path: part.pointer }));
        const suggestion = { description: `Remove the function responses of ${content.path}, which answer no call`, edits };
        if (previous === undefined) context.report({ messageId: "order", at: content, hint: "first", suggestions: [suggestion] });
        else context.report({ messageId: "order", at: content, data: { previous: previous.path }, hint: "noCalls", suggestions: [suggestion] });
      }
    },
  },
});
