import { createRule } from "../create-rule.js";

/** Converse's limit of document blocks per request. */
const MAX_DOCUMENTS = 5;

export default createRule("bedrock-doc-count", {
  meta: {
    description: "The messages hold more than 5 document blocks.",
    category: "api",
    recommended: true,
    needs: { blocks: ["document"] },
    spec: "providers.md bedrock-converse §3 (bedrock-doc-count)",
    messages: { tooMany: "You can't include more than 5 documents in a request." },
    hints: {
      tooMany:
        "The messages hold {{count}} documents; {{path6}} is the sixth. Drop documents of earlier turns that the answer no longer needs, or send their text.",
    },
    api: { status: "C", area: "documents", reason: "Counts the document blocks of the messages (documents inside tool results are not counted)." },
  },
  visit: {
    request(context) {
      const documents = context.model.messages.flatMap((m) => m.blocks.filter((b) => b.type === "document"));
      if (documents.length <= MAX_DOCUMENTS) return;
      const sixth = documents[MAX_DOCUMENTS]!;
      context.report({ messageId: "tooMany", at: sixth, data: { path: "", path6: sixth.path, count: documents.length }, hint: "tooMany" });
    },
  },
});
