import { createRule } from "../create-rule.js";
import { isRecord } from "../conversation.js";
import type { Fix, Node } from "../../../types.js";
import { at, ROOT } from "../paths.js";

/** What other APIs' roles become in a Messages API request: the hint for each, by role. */
const FOREIGN_ROLES: Readonly<Record<string, string>> = {
  developer: "OpenAI's `developer` role: put its text in the top-level `system` parameter.",
  tool: "OpenAI's `tool` role: send a tool's output as a `tool_result` block (with the call's `tool_use_id`) in a `user` message.",
  function: "OpenAI's legacy `function` role: send a tool's output as a `tool_result` block in a `user` message.",
  model: "Gemini's `model` role is `assistant` here.",
  human: "`human` is `user` here (the old Text Completions prompt format).",
  ai: "`ai` is `assistant` here.",
};

export default createRule("role-system-in-messages", {
  meta: {
    description:
      "A `messages` entry has a role other than `user` or `assistant` where the API does not accept it: a `system` message first, out of place, or on a platform without mid-conversation system messages, or an unknown role.",
    category: "api",
    recommended: true,
    fixable: true,
    spec: "#25, §13.18",
    messages: {
      initial: "messages.0: use the top-level 'system' parameter for the initial system prompt",
      misplaced: "{{path}}: a `system` message must come immediately before an `assistant` turn or at the end of `messages`",
      unexpected:
        'messages: Unexpected role "{{role}}". The Messages API accepts a top-level `system` parameter, not "{{role}}" as an input message role.',
    },
    hints: {
      ...FOREIGN_ROLES,
      otherRole: "Only `user` and `assistant` messages (and, on the Claude API, `system` messages after the first) are accepted.",
      systemOnBedrock:
        "Mid-conversation system messages are not available on Amazon Bedrock. Move the instructions to the top-level `system` parameter.",
      systemOnVertex: "Mid-conversation system messages are not available on Vertex AI. Move the instructions to the top-level `system` parameter.",
      initialSystem: "A `system` message may appear mid-conversation, but the initial instructions belong in the top-level `system` parameter.",
      misplacedSystem:
        "A mid-conversation `system` message is accepted right before the `assistant` turn it applies to, or as the last entry of `messages` (api-rules.md §13.18). Move it after the user message, or send it as the last entry.",
    },
    api: { row: "25", area: "roles", status: "C", reason: "roles and positions (§13.18)" },
  },
  visit: {
    request(context) {
      const { request, settings } = context;
      const raw = Array.isArray(request.messages) ? (request.messages as unknown[]) : [];
      const messages = context.at(context.root, "messages");
      // Mid-conversation system messages exist on the Claude API only, not on Bedrock or Vertex AI (their docs).
      const midConversationSystem = settings.target === "anthropic";
      for (let index = 0; index < raw.length; index++) {
        const message = raw[index];
        if (!isRecord(message) || typeof message.role !== "string") continue;
        const { role } = message;
        if (role === "user" || role === "assistant") continue;
        const at = context.at(messages, index, "role");
        const fix = index === 0 && role === "system" ? hoistFix(request, message, context.at(messages, 0)) : undefined;
        if (role !== "system" || !midConversationSystem) {
          const hint =
            role === "system"
              ? settings.target === "bedrock"
                ? "systemOnBedrock"
                : "systemOnVertex"
              : Object.hasOwn(FOREIGN_ROLES, role)
                ? role
                : "otherRole";
          context.report({ messageId: "unexpected", at, data: { path: messages.path, role }, hint, fix });
        } else if (index === 0) {
          context.report({ messageId: "initial", at, data: { path: context.at(messages, 0).path }, hint: "initialSystem", fix });
        } else if (nextRole(raw, index) === "user") {
          context.report({ messageId: "misplaced", at, data: { path: context.at(messages, index).path }, hint: "misplacedSystem" });
        }
      }
    },
  },
});

/** The role of the next entry that is not a `system` message, if any. */
function nextRole(raw: unknown[], index: number): unknown {
  for (let i = index + 1; i < raw.length; i++) {
    const message = raw[i];
    if (isRecord(message) && message.role === "system") continue;
    return isRecord(message) ? message.role : undefined;
  }
  return undefined;
}

/**
 * Moves a leading system message to the top-level `system` parameter, as the API's text asks: only when the
 * request has no `system` yet, is a request body (a bare `messages` array has nowhere to put it) and the message
 * holds only text.
 */
function hoistFix(request: Readonly<Record<string, unknown>>, message: Readonly<Record<string, unknown>>, first: Node): Fix | undefined {
  if (request.system !== undefined || !("model" in request)) return undefined;
  const { content } = message;
  const textOnly =
    typeof content === "string" || (Array.isArray(content) && content.length > 0 && content.every((b) => isRecord(b) && b.type === "text"));
  if (!textOnly || content === "") return undefined;
  return {
    description: "Move the system message to the top-level `system` parameter",
    edits: [
      { op: "add", path: at(ROOT, "system").pointer, value: content },
      { op: "remove", path: first.pointer },
    ],
  };
}
