import { createRule } from "../create-rule.js";
import { isRecord, shared } from "../conversation.js";
import { isWhitespaceOnly, textBlocks } from "../analyses/text-blocks.js";

export default createRule("text-block-whitespace-only", {
  meta: {
    description: "A message (or `system`) has only whitespace text and nothing else with content.",
    category: "api",
    recommended: true,
    spec: "#22, §13.8, §13.10",
    messages: { whitespace: "{{path}}: text content blocks must contain non-whitespace text" },
    hints: { whitespace: "Replacing an empty text with a space, a common workaround, trips this check. Drop the message or give it real content." },
    api: {
      row: "22",
      area: "blocks",
      status: "C",
      reason: "whitespace-only text with nothing else in the message (§13.8)",
      texts: ["messages: text content blocks must contain non-whitespace text", "system: text content blocks must contain non-whitespace text"],
    },
  },
  visit: {
    request(context) {
      for (const group of shared(context.model, textBlocks)) {
        const first = group.find((block) => isWhitespaceOnly(block.text));
        if (!first) continue;
        // Accepted when anything else in the container has content: other text, a tool call, an image (§13.8).
        const hasContent = first.siblings.some((item) =>
          typeof item === "string"
            ? item.trim() !== ""
            : isRecord(item) && (item.type !== "text" || (typeof item.text === "string" && item.text.trim() !== "")),
        );
        if (hasContent) continue;
        context.report({ messageId: "whitespace", at: first.node, data: { path: first.list.path }, hint: "whitespace" });
      }
    },
  },
});
