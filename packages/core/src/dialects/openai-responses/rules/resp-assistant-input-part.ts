import { createRule } from "../create-rule.js";

export default createRule("resp-assistant-input-part", {
  meta: {
    description: "An assistant message item holds an `input_text` part (assistant parts are `output_text` or `refusal`).",
    category: "api",
    recommended: true,
    fixable: true,
    spec: "providers.md openai-responses §3",
    messages: { inputPart: "Invalid value: 'input_text'. Supported values are: 'output_text' and 'refusal'." },
    hints: { inputPart: "What the model said is `output_text`; `input_text` is for what the user (or system) says." },
    api: { status: "C", area: "items", errorCode: "invalid_value", reason: "Looks at the part types of assistant messages." },
  },
  visit: {
    // One loop over the parts, not a visit to each: a walk of every node costs every clean body its dispatch.
    request(context) {
      for (const part of context.model.parts) {
        if (part.type !== "input_text" || part.item.role !== "assistant") continue;
        const type = context.at(part, "type");
        context.report({
          messageId: "inputPart",
          at: part,
          hint: "inputPart",
          fix: { description: "Make it an `output_text` part", edits: [{ op: "replace", path: type.pointer, value: "output_text" }] },
        });
      }
    },
  },
});
