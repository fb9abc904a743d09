import { createRule } from "../create-rule.js";

export default createRule("messages-empty", {
  meta: {
    description: "`messages` is an empty array.",
    category: "api",
    recommended: true,
    spec: "#18",
    messages: { empty: "messages: at least one message is required" },
    hints: {
      nothingLeft:
        "Nothing is left to send: often every entry was a `system` message that was moved to the top-level `system` parameter, or the history was truncated to nothing. Send at least one `user` message.",
    },
    api: { row: "18", area: "messages", status: "C", reason: "a count" },
  },
  visit: {
    request(context) {
      const { messages } = context.request;
      if (!Array.isArray(messages) || messages.length > 0) return;
      context.report({ messageId: "empty", at: context.at(context.root, "messages"), hint: "nothingLeft" });
    },
  },
});
