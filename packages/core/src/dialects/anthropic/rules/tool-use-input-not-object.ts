import { createRule } from "../create-rule.js";
import { isRecord } from "../conversation.js";

export default createRule("tool-use-input-not-object", {
  meta: {
    description: "A `tool_use` block's `input` is not a JSON object.",
    category: "api",
    needs: { blocks: ["tool_use"] },
    recommended: true,
    fixable: true,
    spec: "#10",
    messages: { notObject: "{{path}}: Input should be a valid dictionary" },
  },
  check(context) {
    for (const message of context.model.messages) {
      for (const block of message.blocks) {
        if (block.type !== "tool_use" || !("input" in block.value) || isRecord(block.value.input)) continue;
        const { input } = block.value;
        const parsed = parseObject(input);
        context.report({
          messageId: "notObject",
          path: `${block.path}.tool_use.input`,
          pointer: `${block.pointer}/input`,
          hint:
            typeof input === "string"
              ? parsed
                ? "`input` is a JSON string that holds an object: it was serialised twice. Send the object itself."
                : "`input` is a string that is not a JSON object: partial JSON from a stream, or arguments in another format."
              : `\`input\` is ${input === null ? "null" : Array.isArray(input) ? "an array" : `a ${typeof input}`}; tools take an object (\`{}\` when there are no arguments).`,
          ...(parsed
            ? {
                fix: {
                  description: "Parse the JSON string into the object it holds",
                  edits: [{ op: "replace" as const, path: `${block.pointer}/input`, value: parsed }],
                },
              }
            : {}),
        });
      }
    }
  },
});

/** The object a doubly serialised `input` holds, if that is what it is. */
function parseObject(input: unknown): Record<string, unknown> | undefined {
  if (typeof input !== "string" || !input.trimStart().startsWith("{")) return undefined;
  try {
    const value: unknown = JSON.parse(input);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
