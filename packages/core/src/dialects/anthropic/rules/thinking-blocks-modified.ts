import { createRule } from "../create-rule.js";
import { removeBlockEdit, type Block, type Turn } from "../conversation.js";

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
    hints: {
      duplicate:
        "{{block}} repeats {{first}}: the response's blocks were stored or merged twice (for example when a transcript's split assistant lines are joined). Send each block once, as the response had it.",
      sameSignature:
        "{{block}} repeats {{first}} with the same signature but different content: the response's blocks were stored or merged twice (for example when a transcript's split assistant lines are joined). Send each block once, as the response had it.",
    },
    api: {
      row: "33",
      area: "thinking",
      status: "C",
      reason: "needs the original response; a dropped or reordered thinking block is a cheap signal",
      offline: "heuristic",
    },
  },
  visit: {
    request(context) {
      const { model: conversation } = context;
      let turn: Turn | undefined;
      for (let i = conversation.turns.length - 1; i >= 0 && turn === undefined; i--)
        if (conversation.turns[i]!.role === "assistant") turn = conversation.turns[i];
      if (!turn) return;
      // Whether blocks were edited or reordered cannot be told offline; a duplicate is certain: the API never
      // returns one signature twice. It comes from merging a response's stored pieces twice.
      // Keyed by the signature or data itself, one map for each: a prefixed key would copy the long string to hash it.
      let candidates = 0;
      for (const block of turn.blocks) if (block.type === "thinking" || block.type === "redacted_thinking") candidates++;
      // One block cannot repeat another: no long string hashed then.
      if (candidates < 2) return;
      const bySignature = new Map<string, Block>();
      const byData = new Map<string, Block>();
      for (const block of turn.blocks) {
        let seen: Map<string, Block>;
        let key: unknown;
        if (block.type === "thinking") {
          seen = bySignature;
          key = block.value.signature;
        } else if (block.type === "redacted_thinking") {
          seen = byData;
          key = block.value.data;
        } else continue;
        if (typeof key !== "string" || key === "") continue;
        const first = seen.get(key);
        if (first === undefined) {
          seen.set(key, block);
          continue;
        }
        const sameValue = JSON.stringify(block.value) === JSON.stringify(first.value);
        context.report({
          messageId: "modified",
          at: block,
          data: { block: block.path, first: first.path },
          hint: sameValue ? "duplicate" : "sameSignature",
          fix: sameValue ? { description: `Remove the duplicate ${block.path}`, edits: [removeBlockEdit(conversation, block)] } : undefined,
        });
      }
    },
  },
});
