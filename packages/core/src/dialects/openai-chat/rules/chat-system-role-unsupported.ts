import { createRule, OPENAI_TARGETS, type Context } from "../create-rule.js";
import type { ChatMessage } from "../model.js";

export default createRule("chat-system-role-unsupported", {
  meta: {
    description: "A `system` message is sent to a model that does not take one (o1-mini, o1-preview).",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    hasSuggestions: true,
    spec: "providers.md openai-chat §3",
    messages: { systemRole: "Unsupported value: '{{path}}' does not support 'system' with this model." },
    hints: {
      systemRole:
        "{{model}} has no system role: put the instructions at the start of the first `user` message. (o1, o3, o3-mini, o4-mini and the gpt models accept `system`.)",
    },
    api: { status: "C", area: "models", errorCode: "unsupported_value", reason: "Reads the model table." },
  },
  visit: {
    "message:system"(message: ChatMessage, context: Context) {
      const facts = context.model.facts;
      if (!facts?.rejectsSystemRole) return;
      const at = context.at(message, "role");
      context.report({
        messageId: "systemRole",
        at,
        data: { model: facts.raw },
        hint: "systemRole",
        suggestions: [{ description: "Send it as a `user` message", edits: [{ op: "replace", path: at.pointer, value: "user" }] }],
      });
    },
  },
});
