import { createRule } from "../create-rule.js";

const ROLES = new Set(["assistant", "system", "developer", "user"]);

export default createRule("resp-enum", {
  meta: {
    description: "A message item's `role` is not one the Responses API knows (`tool` included).",
    category: "api",
    recommended: true,
    spec: "providers.md openai-responses §3",
    messages: { role: "Invalid value: '{{value}}'. Supported values are: 'assistant', 'system', 'developer', and 'user'." },
    hints: {
      tool: "The Responses API has no `tool` role: a tool's result is a `function_call_output` item with the call's `call_id`.",
      other: "'{{value}}' is another format's role; the Responses API knows assistant, system, developer and user.",
    },
    api: { status: "C", area: "items", errorCode: "invalid_value", reason: "Compares each message's role with the list." },
  },
  visit: {
    request(context) {
      for (const item of context.model.messages) {
        const { role } = item;
        if (role === undefined || ROLES.has(role)) continue;
        context.report({ messageId: "role", at: context.at(item, "role"), data: { value: role }, hint: role === "tool" ? "tool" : "other" });
      }
    },
  },
});
