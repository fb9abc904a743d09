import { createRule } from "../create-rule.js";

export default createRule("stop-sequence-whitespace", {
  meta: {
    description: "A stop sequence is empty or only whitespace.",
    category: "api",
    needs: { fields: ["stop_sequences"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#86",
    messages: { whitespace: "stop_sequences: each stop sequence must contain non-whitespace" },
  },
  check(context) {
    const sequences = context.request.stop_sequences;
    if (!Array.isArray(sequences)) return;
    sequences.forEach((sequence, index) => {
      if (typeof sequence !== "string" || sequence.trim() !== "") return;
      const pointer = `/stop_sequences/${index}`;
      context.report({
        messageId: "whitespace",
        path: "stop_sequences",
        pointer,
        hint:
          sequence === ""
            ? "An empty stop sequence would stop at once."
            : `${JSON.stringify(sequence)} is only whitespace: stopping at a line break, as OpenAI's \`stop: ["\\n"]\` does, is not possible here. Stop on visible text (a delimiter you ask the model to write), or cut the output afterwards.`,
        suggestions: [{ description: "Remove this stop sequence", edits: [{ op: "remove", path: pointer }] }],
      });
    });
  },
});
