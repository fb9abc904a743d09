import { OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule, OPENAI_TARGETS } from "../create-rule.js";

export default createRule("chat-tool-call-name-empty", {
  meta: {
    description: "A tool call in the history has an empty `function.name`.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    spec: "providers.md openai-chat §3",
    messages: { empty: OPENAI_TEXTS.emptyString },
    hints: { empty: "A streamed call whose name chunk was lost, or a call built by hand: replay the name the model called." },
    api: { paths: ["messages.N.tool_calls.K.function.name"], status: "C", area: "tool pairing", reason: "Looks at each call's `function.name`." },
  },
  visit: {
    request(context) {
      for (const call of context.model.toolCalls) {
        const fn = call.value.function;
        if (fn === null || typeof fn !== "object" || (fn as Record<string, unknown>).name !== "") continue;
        context.report({ messageId: "empty", at: context.at(call, "function", "name"), hint: "empty" });
      }
    },
  },
});
