import { createRule } from "../create-rule.js";
import type { Content } from "../model.js";
import { vertex } from "../texts.js";

const ROLE_TEXT = "Please use a valid role: user, model.";

export default createRule("gemini-role-invalid", {
  meta: {
    description:
      "A content's `role` is none of `user`, `model`, `function` and, for a content of function responses, `tool` (on Vertex AI, a content without a role too).",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: { aiStudio: ROLE_TEXT, vertex: vertex(`${ROLE_TEXT}.`) },
    hints: {
      role: "{{path}} is {{role}}. Gemini knows `user` and `model`, and takes `function` (and `tool`) for a content of function responses; the system prompt goes in `systemInstruction`.",
      missing: "The content has no `role`: AI Studio reads it as `user`, Vertex AI requires one.",
    },
    api: {
      status: "C",
      area: "contents",
      reason: "Reads each content's `role`.",
      texts: [
        "Role '{{role}}' is not supported. Please use a valid role: SYSTEM, USER, ASSISTANT, DEVELOPER, CONTEXT, USER_CONTEXT, MODEL, USER.",
        "Please use a valid role: user, model. (request id: {{id}})",
      ],
    },
  },
  visit: {
    content(content: Content, context) {
      const vertexTarget = context.settings.target === "vertex";
      const messageId = vertexTarget ? "vertex" : "aiStudio";
      const role = content.roleValue;
      if (role === undefined || role === null || role === "") {
        if (vertexTarget) context.report({ messageId, at: { pointer: content.pointer, path: context.at(content, "role").path }, hint: "missing" });
        return;
      }
      // `function` for function responses: answered 200 on both targets (gemini-2.5-flash, ruby_llm cassettes, 2025-2026);
      // `tool` for a content of function responses: answered 200 on AI Studio (gemini-2.0-flash-lite, llm-tracekit, 2026).
      if (role === "user" || role === "model" || role === "function" || (role === "tool" && content.responses > 0)) return;
      context.report({ messageId, at: context.at(content, "role"), data: { role: JSON.stringify(role) }, hint: "role" });
    },
  },
});
