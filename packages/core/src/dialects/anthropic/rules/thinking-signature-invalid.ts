import { createRule } from "../create-rule.js";
import { reportForgedValues } from "../analyses/thinking.js";

export default createRule("thinking-signature-invalid", {
  meta: {
    description:
      "A `thinking` block's `signature` cannot be one the API returned (empty, not base64, or far too short): a placeholder or another provider's value.",
    category: "risk",
    needs: { blocks: ["thinking"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#34",
    messages: { invalid: "{{path}}: Invalid `signature` in `thinking` block" },
    hints: {
      notFromTheApi:
        "This signature was not made by the API: {{why}}. A placeholder signature, or thinking from another provider (DeepSeek, Kimi, GLM and Gemini bridges fill it with their own values or nothing), is rejected when the block is checked. Drop thinking blocks that did not come from Claude.",
    },
    api: {
      row: "34",
      area: "thinking",
      status: "C",
      reason: "only the API can verify a signature; an empty one is a cheap signal",
      offline: "heuristic",
      texts: [
        "{{path}}: Invalid `signature` in `thinking` block. The block is bound to a different conversation.",
        "{{path}}: invalid signature on thinking block",
      ],
    },
  },
  visit: {
    request(context) {
      reportForgedValues(context, "thinking", "signature");
    },
  },
});
