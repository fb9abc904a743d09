import { createRule, type Context } from "../create-rule.js";
import { get } from "../fields.js";
import type { Part } from "../model.js";
import { vertex } from "../texts.js";

export default createRule("gemini-text-empty", {
  meta: {
    description: 'A text part is empty (`text: ""`): Vertex AI refuses it.',
    category: "api",
    recommended: true,
    targets: ["vertex"],
    spec: "providers.md gemini §3",
    messages: { empty: vertex("it has an empty text parameter. Add a value to the parameter and try again.") },
    hints: {
      empty:
        "{{path}} is empty. AI Studio accepts an empty text part; Vertex does not: drop the part, or the content when it holds nothing else. (A part that carries a `thoughtSignature` is not reported: it must be sent back as it came.)",
    },
    api: { status: "C", area: "contents", reason: "Reads each text part." },
  },
  visit: {
    request(context) {
      for (const part of context.model.parts) if (part.data === "text") check(part, context);
    },
  },
});

function check(part: Part, context: Context): void {
  if (part.value.text !== "") return;
  // The empty text part Gemini itself returns to carry a signature must be replayed as is.
  if (get(part.value, "thoughtSignature") !== undefined || part.value.thought === true) return;
  context.report({ messageId: "empty", at: context.at(part, "text"), hint: "empty" });
}
