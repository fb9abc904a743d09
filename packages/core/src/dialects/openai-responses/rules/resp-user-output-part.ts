import { createRule } from "../create-rule.js";

export default createRule("resp-user-output-part", {
  meta: {
    description: "A user, system or developer message item holds an `output_text` part.",
    category: "api",
    recommended: true,
    fixable: true,
    spec: "providers.md openai-responses §3",
    messages: {
      outputPart:
        "Invalid value: 'output_text'. Supported values are: 'input_text', 'input_image', 'input_file', 'scoped_content', and 'input_audio'.",
    },
    hints: { outputPart: "`output_text` is what the model said; in a {{role}} message the text is `input_text`." },
    api: { status: "C", area: "items", errorCode: "invalid_value", reason: "Looks at the part types of user, system and developer messages." },
  },
  visit: {
    request(context) {
      for (const part of context.model.parts) {
        if (part.type !== "output_text") continue;
        const { role } = part.item;
        if (role !== "user" && role !== "system" && role !== "developer") continue;
        const type = context.at(part, "type");
        context.report({
          messageId: "outputPart",
          at: part,
          data: { role },
          hint: "outputPart",
          fix: { description: "Make it an `input_text` part", edits: [{ op: "replace", path: type.pointer, value: "input_text" }] },
        });
      }
    },
  },
});
