import { createRule } from "../create-rule.js";

/** "There is a limit of 100,000 messages in a single request." (API reference, since 2025-05.) */
const MAX_MESSAGES = 100_000;

export default createRule("messages-too-many", {
  meta: {
    description: "`messages` holds more than 100,000 messages, the API's limit for one request.",
    category: "api",
    recommended: true,
    spec: "#19",
    // Inferred: the API reference states the limit; its error text has not been observed.
    messages: { tooMany: "messages: There is a limit of 100,000 messages in a single request. Found {{count}}." },
    hints: {
      overLimit:
        "The first message over the limit is here. Compact or truncate the history (at a turn boundary, so that no tool_use loses its result).",
    },
    api: {
      row: "19",
      area: "messages",
      status: "I",
      reason: "a count (100,000 messages); the API's text was never observed, msglint's is inferred from the API reference",
    },
  },
  visit: {
    request(context) {
      const { messages } = context.request;
      if (!Array.isArray(messages) || messages.length <= MAX_MESSAGES) return;
      const list = context.at(context.root, "messages");
      context.report({
        messageId: "tooMany",
        at: context.at(list, MAX_MESSAGES),
        data: { path: list.path, count: messages.length },
        hint: "overLimit",
      });
    },
  },
});
