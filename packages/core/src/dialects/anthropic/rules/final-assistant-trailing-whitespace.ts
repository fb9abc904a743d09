import { createRule } from "../create-rule.js";
import { isRecord } from "../conversation.js";

export default createRule("final-assistant-trailing-whitespace", {
  meta: {
    description: "The final assistant message (a prefill) ends its text with whitespace.",
    category: "api",
    recommended: true,
    fixable: true,
    spec: "#23",
    messages: { trailing: "messages: final assistant content cannot end with trailing whitespace" },
    hints: { trailing: "A prefill that ends in a space or newline is rejected; the model adds its own whitespace." },
    api: { row: "23", area: "prefill", status: "C", reason: "the last message's text" },
  },
  visit: {
    request(context) {
      const { messages } = context.model;
      const last = messages.at(-1);
      if (!last || last.role !== "assistant" || last.index !== (context.request.messages as unknown[]).length - 1) return;
      const content = last.value.content;
      const block = Array.isArray(content) ? content.at(-1) : content;
      const text =
        typeof block === "string" ? block : isRecord(block) && block.type === "text" && typeof block.text === "string" ? block.text : undefined;
      if (text === undefined || !/\s$/.test(text)) return;
      const at = typeof block === "string" ? context.at(last, "content") : context.at(last, "content", (content as unknown[]).length - 1, "text");
      const trimmed = text.trimEnd();
      context.report({
        messageId: "trailing",
        at,
        data: { path: context.at(context.root, "messages").path },
        hint: "trailing",
        fix:
          trimmed !== "" ? { description: "Strip the trailing whitespace", edits: [{ op: "replace", path: at.pointer, value: trimmed }] } : undefined,
      });
    },
  },
});
