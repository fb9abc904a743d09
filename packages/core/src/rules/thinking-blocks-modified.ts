import { createRule } from "../engine/create-rule.js";
import { removeBlockEdit, type Block } from "../engine/conversation.js";

export default createRule("thinking-blocks-modified", {
  meta: {
    description:
      "The latest assistant turn holds the same thinking block twice (same `signature`, or same redacted `data`), which no response contains.",
    category: "risk",
    needs: { blocks: ["thinking", "redacted_thinking"] },
    recommended: true,
    fixable: true,
    spec: "#33",
    messages: {
      modified:
        "{{path}}: `thinking` or `redacted_thinking` blocks in the latest assistant message cannot be modified. These blocks must remain as they were in the original response.",
    },
  },
  check(context) {
    const { conversation } = context;
    const turn = [...conversation.turns].reverse().find((t) => t.role === "assistant");
    if (!turn) return;
    // Whether blocks were edited or reordered cannot be told offline; a duplicate is certain: the API never
    // returns one signature twice. It comes from merging a response's stored pieces twice.
    const seen = new Map<string, Block>();
    for (const block of turn.blocks) {
      const key =
        block.type === "thinking" && typeof block.value.signature === "string" && block.value.signature !== ""
          ? `s:${block.value.signature}`
          : block.type === "redacted_thinking" && typeof block.value.data === "string" && block.value.data !== ""
            ? `d:${block.value.data}`
            : undefined;
      if (key === undefined) continue;
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, block);
        continue;
      }
      const sameValue = JSON.stringify(block.value) === JSON.stringify(first.value);
      context.report({
        messageId: "modified",
        path: block.path,
        pointer: block.pointer,
        hint: `${block.path} repeats ${first.path}${sameValue ? "" : " with the same signature but different content"}: the response's blocks were stored or merged twice (for example when a transcript's split assistant lines are joined). Send each block once, as the response had it.`,
        ...(sameValue ? { fix: { description: `Remove the duplicate ${block.path}`, edits: [removeBlockEdit(conversation, block)] } } : {}),
      });
    }
  },
});
