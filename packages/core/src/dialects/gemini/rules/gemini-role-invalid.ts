import { createRule } from "../create-rule.js";
import type { Content } from "../model.js";
import { vertex } from "../texts.js";

const ROLE_TEXT = "Please use a valid role: user, model.";

export default createRule("gemini-role-invalid", {
  meta: {
    description: "A content's `role` is neither `user` nor `model` (on Vertex AI, a content without a role too).",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: { aiStudio: ROLE_TEXT, vertex: vertex(`${ROLE_TEXT}.`) },
    hints: {
      role: "{{path}} is {{role}}. Gemini knows two: `user` (which also sends function responses) and `model`; the system prompt goes in `systemInstruction`.",
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
      if (role === "user" || role === "model") return;
      context.report({ messageId, at: context.at(content, "role"), data: { role: JSON.stringify(role) }, hint: "role" });
    },
  },
});
