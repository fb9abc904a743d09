import type { Fix } from "../../../types.js";
import { createRule } from "../create-rule.js";
import type { Message } from "../model.js";

export default createRule("bedrock-alternate", {
  meta: {
    description: "Two adjacent messages have the same role: Converse does not merge them.",
    category: "api",
    recommended: true,
    fixable: true,
    needs: { fields: ["messages"] },
    spec: "providers.md bedrock-converse §3 (bedrock-alternate)",
    messages: {
      alternate:
        "A conversation must alternate between user and assistant roles. Make sure the conversation alternates between user and assistant roles and try again.",
    },
    hints: {
      run: "{{from}} to {{to}} are all `{{role}}` messages. Other APIs merge them into one turn; Converse does not. Merge their content into one message.",
    },
    api: {
      status: "C",
      area: "roles",
      reason:
        "The model (reported only on Claude 3 Sonnet and Claude 3.5 Sonnet of June 2024; Titan Text, Claude 3.5 Haiku and Nova Lite v1 take adjacent same-role messages; Claude takes a user message of results followed by one without).",
    },
  },
  visit: {
    request(context) {
      const facts = context.model.facts;
      if (facts?.rejectsAdjacentRoles !== true) return;
      const afterResults = facts.acceptsContentAfterResultMessage;
      const messages = context.model.messages;
      for (let start = 0; start < messages.length;) {
        const first = messages[start]!;
        let end = start;
        while (
          end + 1 < messages.length &&
          adjacent(messages[end]!, messages[end + 1]!) &&
          sameTurnRole(first, messages[end + 1]!) &&
          !(afterResults && resultsThenContent(messages[end]!, messages[end + 1]!))
        )
          end++;
        if (end > start) {
          context.report({
            messageId: "alternate",
            at: messages[start + 1]!,
            data: { path: "", from: first.path, to: messages[end]!.path, role: first.role! },
            hint: "run",
            fix: merge(messages.slice(start, end + 1)),
          });
        }
        start = end + 1;
      }
    },
  },
});

const adjacent = (a: Message, b: Message) => b.index === a.index + 1;
const holdsResult = (m: Message) => m.blocks.some((b) => b.type === "toolResult");
/** A user message of results only, then a user message with none: accepted on Claude (see acceptsContentAfterResultMessage). */
const resultsThenContent = (a: Message, b: Message) =>
  a.role === "user" &&
  a.blocks.length > 0 &&
  a.blocks.length === (a.value.content as unknown[]).length &&
  a.blocks.every((block) => block.type === "toolResult") &&
  !holdsResult(b);
const sameTurnRole = (a: Message, b: Message) => (a.role === "user" || a.role === "assistant") && a.role === b.role;

/** One message holding the run's content blocks in order: the same blocks, so the meaning is kept. */
function merge(run: Message[]): Fix | undefined {
  const blocks: unknown[] = [];
  for (const message of run) {
    if (!Array.isArray(message.value.content)) return undefined;
    for (const block of message.value.content as unknown[]) blocks.push(block);
  }
  const edits: Fix["edits"] = [{ op: "replace", path: `${run[0]!.pointer}/content`, value: blocks }];
  for (let i = run.length - 1; i > 0; i--) edits.push({ op: "remove", path: run[i]!.pointer });
  return { description: `Merge ${run[0]!.path} to ${run.at(-1)!.path} into one message`, edits };
}
