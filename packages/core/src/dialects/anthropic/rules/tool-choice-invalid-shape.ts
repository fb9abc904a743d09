import { isRecord } from "../conversation.js";
import { createRule } from "../create-rule.js";
import type { Fix } from "../../../types.js";
import { withKeys } from "../../../model/values.js";

const TYPES = ["auto", "any", "tool", "none"];

/** The Messages API's form of another API's tool choice, where it means the same. */
function translate(choice: unknown): Record<string, unknown> | undefined {
  if (typeof choice === "string") {
    if (TYPES.includes(choice) && choice !== "tool") return { type: choice };
    if (choice === "required") return { type: "any" };
    return undefined;
  }
  if (!isRecord(choice)) return undefined;
  // OpenAI: {"type": "function", "function": {"name": "x"}}, and {"type": "required"}.
  const fn = choice.function;
  if (choice.type === "function" && isRecord(fn) && typeof fn.name === "string") return { type: "tool", name: fn.name };
  if (choice.type === "required") {
    const { type: _type, ...rest } = choice;
    return { type: "any", ...rest };
  }
  return undefined;
}

export default createRule("tool-choice-invalid-shape", {
  meta: {
    description: "`tool_choice` is not an object, or its `type` is not `auto`, `any`, `tool` or `none`.",
    category: "api",
    needs: { fields: ["tool_choice"] },
    recommended: true,
    fixable: true,
    spec: "#58",
    messages: {
      notObject: "{{path}}: Input should be an object",
      tag: "{{path}}: Input tag '{{type}}' found using 'type' does not match any of the expected tags: 'auto', 'any', 'tool', 'none'",
    },
    hints: {
      stringForm: "{{given}} is another API's spelling (OpenAI's string form): the Messages API takes {{translated}}.",
      objectRequired:
        'The Messages API takes an object: `{"type": "auto"}`, `{"type": "any"}`, `{"type": "tool", "name": "…"}` or `{"type": "none"}`.',
      openAiChoice: "This is OpenAI's tool choice; the Messages API says {{translated}}.",
      types: "`auto` lets the model choose, `any` forces some tool, `tool` forces the one named, `none` forbids tools.",
    },
    api: {
      row: "58",
      area: "tool_choice",
      status: "C",
      reason: "a shape",
      texts: [
        "tool_choice: Input should be an object",
        "tool_choice: Input tag '{{type}}' found using 'type' does not match any of the expected tags: 'auto', 'any', 'tool', 'none'",
      ],
      paths: ["tool_choice"],
    },
  },
  visit: {
    request(context) {
      const choice = context.request.tool_choice;
      if (choice === undefined || choice === null) return;
      const at = context.at(context.root, "tool_choice");
      const translated = translate(choice);
      const fix: Fix | undefined = translated
        ? { description: `Write it as ${JSON.stringify(translated)}`, edits: [{ op: "replace", path: at.pointer, value: translated }] }
        : undefined;
      // A translation is quoted back, with a value that is not an object (a string) as it was given.
      const data: Record<string, string> = translated ? { translated: JSON.stringify(translated) } : {};
      if (!isRecord(choice)) {
        if (translated) data.given = JSON.stringify(choice);
        context.report({ messageId: "notObject", at, data, hint: translated ? "stringForm" : "objectRequired", fix });
        return;
      }
      if (typeof choice.type !== "string" || TYPES.includes(choice.type)) return;
      context.report({
        messageId: "tag",
        at,
        data: withKeys(data, { type: choice.type }),
        hint: translated ? "openAiChoice" : "types",
        fix,
      });
    },
  },
});
