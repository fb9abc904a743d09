import { createRule } from "../create-rule.js";
import { isRecord } from "../conversation.js";
import { at } from "../paths.js";
import type { Fix, Node } from "../../../types.js";

export default createRule("roles-not-alternating", {
  meta: {
    description: "Two consecutive messages have the same role, for an endpoint that does not merge them into one turn.",
    category: "api",
    // Off on every target: the first-party API merges consecutive same-role messages since October 2024 (api-rules.md
    // §13.1), and Bedrock InvokeModel since early 2025 (a recorded 200, Claude 3.5 Sonnet, 2025-01-31; msglint issue 21).
    // On only where configured: an endpoint or proxy that still validates the pre-2024-10 rule.
    recommended: false,
    // Bedrock is the one platform known to have enforced it; turned on, it runs there (and wherever it is set explicitly).
    targets: ["bedrock"],
    fixable: true,
    spec: "#27, §10, §13.1",
    messages: {
      notAlternating: 'messages: roles must alternate between "user" and "assistant", but found multiple "{{role}}" roles in a row',
    },
    hints: {
      sameRole:
        "{{first}} to {{last}} are all `{{role}}` messages. The first-party API, Bedrock and Vertex AI merge them into one turn; an endpoint that does not (Bedrock before 2025, some proxies) rejects them. Merge their content into one message.",
    },
    api: { row: "27", area: "roles", status: "C", reason: "consecutive roles; merged on the first-party API since 2024-10" },
  },
  visit: {
    request(context) {
      const raw = Array.isArray(context.request.messages) ? (context.request.messages as unknown[]) : [];
      const messages = context.at(context.root, "messages");
      const roleAt = (i: number): unknown => (isRecord(raw[i]) ? (raw[i] as Record<string, unknown>).role : undefined);
      for (let start = 0; start < raw.length;) {
        const role = roleAt(start);
        let end = start;
        while (end + 1 < raw.length && (role === "user" || role === "assistant") && roleAt(end + 1) === role) end++;
        if (end > start) {
          context.report({
            messageId: "notAlternating",
            at: context.at(messages, start + 1),
            data: { path: messages.path, role: role as string, first: context.at(messages, start).path, last: context.at(messages, end).path },
            hint: "sameRole",
            fix: mergeFix(raw, messages, start, end),
          });
        }
        start = end + 1;
      }
    },
  },
});

/** One message holding the run's content blocks in order, as the first-party API merges them (§13.1). */
function mergeFix(raw: unknown[], messages: Node, start: number, end: number): Fix | undefined {
  const blocks: unknown[] = [];
  for (let i = start; i <= end; i++) {
    const content = (raw[i] as Record<string, unknown>).content;
    if (typeof content === "string") {
      // An empty string says nothing (and is rejected on its own): merging leaves it out.
      if (content !== "") blocks.push({ type: "text", text: content });
    } else if (Array.isArray(content)) for (const block of content as unknown[]) blocks.push(block);
    else return undefined;
  }
  if (blocks.length === 0) return undefined;
  const edits: Fix["edits"] = [{ op: "replace", path: at(messages, start, "content").pointer, value: blocks }];
  for (let i = end; i > start; i--) edits.push({ op: "remove", path: at(messages, i).pointer });
  return { description: `Merge ${at(messages, start).path} to ${at(messages, end).path} into one message`, edits };
}
