import { createRule, OPENAI_TARGETS } from "../create-rule.js";

export default createRule("chat-function-name-missing", {
  meta: {
    description: "A message with the legacy role `function` has no `name`.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    spec: "providers.md openai-chat §1 (a `function` message's `name` is required)",
    messages: { missing: "Missing parameter 'name': messages with role 'function' must have a 'name'." },
    hints: {
      missing:
        "A `function` message answers a `function_call` and names the function in `name`: add it, or use `tool` messages with a `tool_call_id` (the `function` role is deprecated).",
    },
    api: {
      paths: ["messages.N.name"],
      status: "C",
      area: "messages",
      reason: "Looks for `name` in each message whose role is `function`.",
    },
  },
  visit: {
    request(context) {
      for (const message of context.model.messages)
        if (message.role === "function" && !("name" in message.value)) context.report({ messageId: "missing", at: message, hint: "missing" });
    },
  },
});
