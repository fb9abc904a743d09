import { createRule, type Context } from "../create-rule.js";
import type { Content } from "../model.js";

export default createRule("gemini-fc-fr-mixed", {
  meta: {
    description: "One content holds both `functionCall` and `functionResponse` parts.",
    category: "api",
    recommended: true,
    targets: ["ai-studio"],
    spec: "providers.md gemini §3 (function calling)",
    messages: {
      mixed: "Please ensure that function call turn contains at least one function_call part which can not be mixed with function_response parts.",
    },
    hints: {
      mixed:
        "{{path}} holds {{calls}} functionCall and {{responses}} functionResponse part(s). The calls belong in a `model` content and their responses in the content right after it: a list of parts given to an SDK as `contents` becomes one content.",
    },
    api: { status: "C", area: "function calling", reason: "Counts the function calls and responses of each content." },
  },
  visit: {
    request(context) {
      for (const content of context.model.contents) check(content, context);
    },
  },
});

function check(content: Content, context: Context): void {
  if (content.calls === 0 || content.responses === 0) return;
  context.report({ messageId: "mixed", at: content, data: { calls: content.calls, responses: content.responses }, hint: "mixed" });
}
