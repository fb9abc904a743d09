import { createRule, type Context } from "../create-rule.js";
import type { Content } from "../model.js";
import { vertex } from "../texts.js";

const ROLE_TEXT = "Please use a valid role: user, model.";

export default createRule("gemini-role-invalid", {
  meta: {
    description:
      "A content's `role` is none of `user`, `model`, `function` and, for a content of function responses, `tool` (on Vertex AI, a content without a role too; on AI Studio, `tool` and `function` for the models that refuse them).",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: {
      aiStudio: ROLE_TEXT,
      vertex: vertex(`${ROLE_TEXT}.`),
      // Verbatim for `banana` (davideast/pyric capture, July 2026), `tool` and `function` (users' reports, August and September 2026).
      refused:
        "Role '{{role}}' is not supported. Please use a valid role: SYSTEM, SYSTEM_1, USER, ASSISTANT, DEVELOPER, CONTEXT, USER_CONTEXT, MODEL, USER.",
    },
    hints: {
      role: "{{path}} is {{role}}. Gemini knows `user` and `model`, and takes `function` (and `tool`) for a content of function responses; the system prompt goes in `systemInstruction`.",
      missing: "The content has no `role`: AI Studio reads it as `user`, Vertex AI requires one.",
      refused:
        "{{path}} is {{quoted}}, which {{model}} refuses where older models took it for function responses: send the function responses in a `user` content. Google's list is not the roles a request may use: a content takes `user` or `model`.",
    },
    api: {
      status: "C",
      area: "contents",
      reason: "Reads each content's `role` (model table: the roles Gemini 3.6 refuses on AI Studio).",
      texts: ["Please use a valid role: user, model. (request id: {{id}})"],
    },
  },
  visit: {
    request(context) {
      for (const content of context.model.contents) check(content, context);
    },
  },
});

function check(content: Content, context: Context): void {
  const vertexTarget = context.settings.target === "vertex";
  const messageId = vertexTarget ? "vertex" : "aiStudio";
  const role = content.roleValue;
  if (role === undefined || role === null || role === "") {
    if (vertexTarget) context.report({ messageId, at: { pointer: content.pointer, path: context.at(content, "role").path }, hint: "missing" });
    return;
  }
  // Roles the model refuses on AI Studio with the newer text (Gemini 3.6: `tool` and `function`); the Vertex answer is not recorded.
  if (!vertexTarget && typeof role === "string" && context.model.facts?.refusedRoles?.includes(role)) {
    const data = { role, quoted: JSON.stringify(role), model: context.model.modelId! };
    context.report({ messageId: "refused", at: context.at(content, "role"), data, hint: "refused" });
    return;
  }
  // `function` for function responses: answered 200 on both targets (gemini-2.5-flash, ruby_llm cassettes, 2025-2026);
  // `tool` for a content of function responses: answered 200 on AI Studio (gemini-2.0-flash-lite, llm-tracekit, 2026).
  if (role === "user" || role === "model" || role === "function" || (role === "tool" && content.responses > 0)) return;
  context.report({ messageId, at: context.at(content, "role"), data: { role: JSON.stringify(role) }, hint: "role" });
}
