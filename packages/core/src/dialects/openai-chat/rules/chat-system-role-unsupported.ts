import { createRule, OPENAI_TARGETS, type Context } from "../create-rule.js";
import type { ChatMessage } from "../model.js";

export default createRule("chat-system-role-unsupported", {
  meta: {
    description: "A `system` message is sent to a model that does not take one (o1-mini, o1-preview), or a `developer` message to o1-mini.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    hasSuggestions: true,
    spec: "providers.md openai-chat §3",
    messages: {
      systemRole: "Unsupported value: '{{path}}' does not support 'system' with this model.",
      developerRole: "Unsupported value: '{{path}}' does not support 'developer' with this model.",
    },
    hints: {
      systemRole:
        "{{model}} has no system role: put the instructions at the start of the first `user` message. (o1, o3, o3-mini, o4-mini and the gpt models accept `system`.)",
      developerRole:
        "{{model}} takes neither `system` nor `developer` messages: put the instructions at the start of the first `user` message. (o1, o3, o3-mini and o4-mini accept `developer`.)",
    },
    api: { status: "C", area: "models", errorCode: "unsupported_value", reason: "Reads the model table." },
  },
  visit: {
    request(context) {
      const facts = context.model.facts;
      if (!facts?.rejectsSystemRole && !facts?.rejectsDeveloperRole) return;
      for (const message of context.model.messages) {
        if (message.role === "system" && facts.rejectsSystemRole) report(message, context, "systemRole");
        else if (message.role === "developer" && facts.rejectsDeveloperRole) report(message, context, "developerRole");
      }
    },
  },
});

function report(message: ChatMessage, context: Context, messageId: "systemRole" | "developerRole"): void {
  const at = context.at(message, "role");
  context.report({
    messageId,
    at,
    data: { model: context.model.facts!.raw },
    hint: messageId,
    suggestions: [{ description: "Send it as a `user` message", edits: [{ op: "replace", path: at.pointer, value: "user" }] }],
  });
}
