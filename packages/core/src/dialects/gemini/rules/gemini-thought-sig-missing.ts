import { functionName } from "../analyses/function-turns.js";
import { createRule } from "../create-rule.js";
import { get } from "../fields.js";
import type { Content } from "../model.js";

export default createRule("gemini-thought-sig-missing", {
  meta: {
    description: "On Gemini 3, the first function call of a model step in the current turn is replayed without its `thoughtSignature`.",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: {
      missing:
        "Function call is missing a thought_signature in functionCall parts. This is required for tools to work correctly, and missing thought_signature may lead to degraded model performance. Additional data, function call `default_api:{{name}}` , position {{position}}. Please refer to https://ai.google.dev/gemini-api/docs/thought-signatures for more details.",
    },
    hints: {
      missing:
        "{{path}} is the first function call of a model step in the current turn (everything after the last user content that is not function responses), and it has no `thoughtSignature`: send back each part exactly as the model returned it, signature included. A call from another model or provider can carry the documented placeholder `skip_thought_signature_validator`.",
    },
    api: {
      status: "C",
      area: "thinking",
      reason: "Finds the current turn and the first function call of each of its model contents (model table: Gemini 3, not 3 Pro Image).",
    },
  },
  visit: {
    request(context) {
      const { contents, facts } = context.model;
      if (facts?.thoughtSignatures !== true) return;
      for (const content of currentTurn(contents)) {
        if (content.role !== "model") continue;
        const call = content.parts.find((part) => part.data === "functionCall");
        if (call === undefined || get(call.value, "thoughtSignature") !== undefined) continue;
        // `position` counts contents from 1 (inferred from recorded texts: the first call after one user content is "position 2").
        const data = { name: functionName(call) ?? "", position: content.position + 1 };
        context.report({ messageId: "missing", at: call, data, hint: "missing" });
      }
    },
  },
});

/** The contents after the last user content that holds anything but function responses: the turn being answered. */
function currentTurn(contents: readonly Content[]): readonly Content[] {
  for (let i = contents.length - 1; i >= 0; i--) {
    const content = contents[i]!;
    if (content.role === "user" && content.parts.some((part) => part.data !== "functionResponse")) return contents.slice(i + 1);
  }
  return contents;
}
