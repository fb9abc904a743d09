import { createRule } from "../create-rule.js";

export default createRule("bedrock-doc-needs-text", {
  meta: {
    description: "A user message holds a document block but no text block, on Claude and Nova.",
    category: "api",
    recommended: true,
    needs: { blocks: ["document"] },
    spec: "providers.md bedrock-converse §3 (bedrock-doc-needs-text)",
    messages: { needsText: "A text block must be included when using documents. Add a text block and retry your request." },
    hints: {
      needsText:
        "{{messagePath}} sends a document without a text block: Bedrock wants a text block in the same message (a question about the document, or a caption); a text inside a tool result does not count.",
    },
    api: { status: "C", area: "documents", reason: "Messages with a document block and no text block, on Claude and Nova." },
  },
  visit: {
    request(context) {
      const { model } = context;
      if (!model.facts?.documentsNeedText) return;
      for (const message of model.messages) {
        if (message.role !== "user") continue;
        const document = message.blocks.find((b) => b.type === "document");
        if (!document || message.blocks.some((b) => b.type === "text")) continue;
        context.report({ messageId: "needsText", at: document, data: { path: "", messagePath: message.path }, hint: "needsText" });
      }
    },
  },
});
