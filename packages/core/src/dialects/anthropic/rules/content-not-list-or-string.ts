import { createRule } from "../create-rule.js";
import { isRecord } from "../conversation.js";

export default createRule("content-not-list-or-string", {
  meta: {
    description: "A message's `content` is neither a string nor an array of content blocks.",
    category: "api",
    recommended: true,
    fixable: true,
    spec: "#30",
    messages: { notList: "{{path}}: Input should be a valid list" },
  },
  check(context) {
    const raw = Array.isArray(context.request.messages) ? (context.request.messages as unknown[]) : [];
    raw.forEach((message, index) => {
      if (!isRecord(message) || !("content" in message)) return;
      const { content } = message;
      if (typeof content === "string" || Array.isArray(content) || content === undefined) return;
      const pointer = `/messages/${index}/content`;
      const oneBlock = isRecord(content) && typeof content.type === "string";
      context.report({
        messageId: "notList",
        path: `messages.${index}.content`,
        pointer,
        hint: oneBlock
          ? "The content is a single block object: wrap it in an array."
          : content === null
            ? "`content: null` is OpenAI's form for an assistant message that only calls tools. Here the calls are `tool_use` blocks in the content array."
            : "Send the text as a string, or the blocks as an array.",
        ...(oneBlock
          ? { fix: { description: "Wrap the block in an array", edits: [{ op: "replace" as const, path: pointer, value: [content] }] } }
          : {}),
      });
    });
  },
});
