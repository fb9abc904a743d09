import { createRule } from "../create-rule.js";
import { isRecord, shared } from "../conversation.js";
import { mediaBlocks } from "../analyses/media.js";

export default createRule("citations-all-or-none", {
  meta: {
    description: "Citations are enabled on some documents of the request and not on others.",
    category: "api",
    needs: { blocks: ["document"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#76",
    // The documentation's sentence: the API's own text for this was never observed (status I).
    messages: { mixed: "citations must be enabled on all or none of the documents within a request" },
    hints: {
      thisEnabled:
        "{{on}} of {{total}} documents {{have}} `citations.enabled: true`, and this one has it. Documents added at different times (an earlier turn, a tool result) often differ.",
      thisDisabled:
        "{{on}} of {{total}} documents {{have}} `citations.enabled: true`, and this one does not. Documents added at different times (an earlier turn, a tool result) often differ.",
    },
    api: {
      row: "76",
      area: "documents",
      status: "I",
      reason: "the documents' `citations` settings; the text is the docs' (the API's was never observed)",
    },
  },
  visit: {
    request(context) {
      const documents = shared(context.model, mediaBlocks).filter((block) => block.kind === "document");
      const enabled = (block: (typeof documents)[number]) => isRecord(block.value.citations) && block.value.citations.enabled === true;
      const on = documents.filter(enabled);
      if (on.length === 0 || on.length === documents.length) return;
      const off = documents.filter((block) => !enabled(block));
      const firstOn = enabled(documents[0]!);
      const odd = documents.find((block) => enabled(block) !== firstOn)!;
      context.report({
        messageId: "mixed",
        at: odd,
        data: { path: context.root.path, on: on.length, total: documents.length, have: on.length === 1 ? "has" : "have" },
        hint: enabled(odd) ? "thisEnabled" : "thisDisabled",
        suggestions: [
          {
            description: "Enable citations on every document",
            edits: off.map((block) => ({
              op: "citations" in block.value ? ("replace" as const) : ("add" as const),
              path: context.at(block, "citations").pointer,
              value: { enabled: true },
            })),
          },
          {
            description: "Disable citations on every document",
            edits: on.map((block) => ({ op: "remove" as const, path: context.at(block, "citations").pointer })),
          },
        ],
      });
    },
  },
});
