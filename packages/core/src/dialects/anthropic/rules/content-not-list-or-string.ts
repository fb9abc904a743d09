import { createRule, type Context } from "../create-rule.js";
import { isRecord, type Message } from "../conversation.js";

export default createRule("content-not-list-or-string", {
  meta: {
    description: "A message's `content` is neither a string nor an array of content blocks.",
    category: "api",
    recommended: true,
    fixable: true,
    spec: "#30",
    messages: { notList: "{{path}}: Input should be a valid list" },
    hints: {
      oneBlock: "The content is a single block object: wrap it in an array.",
      null: "`content: null` is OpenAI's form for an assistant message that only calls tools. Here the calls are `tool_use` blocks in the content array.",
      other: "Send the text as a string, or the blocks as an array.",
    },
    api: { row: "30", area: "blocks", status: "L", reason: "a type check", paths: ["messages.N.content"] },
  },
  visit: {
    message(message: Message, context: Context) {
      if (!("content" in message.value)) return;
      const { content } = message.value;
      if (typeof content === "string" || Array.isArray(content) || content === undefined) return;
      const at = context.at(message, "content");
      const oneBlock = isRecord(content) && typeof content.type === "string";
      context.report({
        messageId: "notList",
        at,
        hint: oneBlock ? "oneBlock" : content === null ? "null" : "other",
        fix: oneBlock ? { description: "Wrap the block in an array", edits: [{ op: "replace", path: at.pointer, value: [content] }] } : undefined,
      });
    },
  },
});
