import { createRule, type Context } from "../create-rule.js";
import { isRecord, type Block } from "../conversation.js";
import { tagged } from "../paths.js";

export default createRule("tool-use-input-not-object", {
  meta: {
    description: "A `tool_use` block's `input` is not a JSON object.",
    category: "api",
    needs: { blocks: ["tool_use"] },
    recommended: true,
    fixable: true,
    spec: "#10",
    messages: { notObject: "{{path}}: Input should be a valid dictionary" },
    hints: {
      serialisedTwice: "`input` is a JSON string that holds an object: it was serialised twice. Send the object itself.",
      notJsonObject: "`input` is a string that is not a JSON object: partial JSON from a stream, or arguments in another format.",
      notObject: "`input` is {{kind}}; tools take an object (`{}` when there are no arguments).",
    },
    api: { row: "10", area: "tool_use", status: "C", reason: "a type check", paths: ["messages.N.content.M.tool_use.input"] },
  },
  visit: {
    "block:tool_use"(block: Block, context: Context) {
      if (!("input" in block.value) || isRecord(block.value.input)) return;
      const { input } = block.value;
      const parsed = parseObject(input);
      const at = context.at(tagged(block, "tool_use"), "input");
      context.report({
        messageId: "notObject",
        at,
        data: { kind: input === null ? "null" : Array.isArray(input) ? "an array" : `a ${typeof input}` },
        hint: typeof input === "string" ? (parsed ? "serialisedTwice" : "notJsonObject") : "notObject",
        fix: parsed
          ? { description: "Parse the JSON string into the object it holds", edits: [{ op: "replace", path: at.pointer, value: parsed }] }
          : undefined,
      });
    },
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
