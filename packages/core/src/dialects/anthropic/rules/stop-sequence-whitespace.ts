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
    hints: {
      empty: "An empty stop sequence would stop at once.",
      whitespace:
        '{{sequence}} is only whitespace: stopping at a line break, as OpenAI\'s `stop: ["\\n"]` does, is not possible here. Stop on visible text (a delimiter you ask the model to write), or cut the output afterwards.',
    },
    api: { row: "86", area: "request", status: "C", reason: "the stop sequences' text" },
  },
  visit: {
    request(context) {
      const sequences = context.request.stop_sequences;
      if (!Array.isArray(sequences)) return;
      const list = context.at(context.root, "stop_sequences");
      sequences.forEach((sequence, index) => {
        if (typeof sequence !== "string" || sequence.trim() !== "") return;
        const at = context.at(list, index);
        context.report({
          messageId: "whitespace",
          at,
          data: { path: list.path, sequence: JSON.stringify(sequence) },
          hint: sequence === "" ? "empty" : "whitespace",
          suggestions: [{ description: "Remove this stop sequence", edits: [{ op: "remove", path: at.pointer }] }],
        });
      });
    },
  },
});
