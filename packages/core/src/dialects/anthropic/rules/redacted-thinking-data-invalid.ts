import { createRule } from "../create-rule.js";
import { reportForgedValues } from "../analyses/thinking.js";

export default createRule("redacted-thinking-data-invalid", {
  meta: {
    description: "A `redacted_thinking` block's `data` cannot be what the API returned (empty, not base64, or far too short).",
    category: "risk",
    needs: { blocks: ["redacted_thinking"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#37",
    messages: { invalid: "{{path}}: Invalid `data` in `redacted_thinking` block" },
    hints: {
      notFromTheApi:
        "This is not the encrypted payload the API returned: {{why}}. A client that shows redacted thinking as a placeholder text and stores that instead of `data` sends a block the API cannot decrypt. Keep `data` exactly as returned.",
    },
    api: {
      row: "37",
      area: "thinking",
      status: "C",
      reason: "only the API can decrypt `data`; an empty one is a cheap signal",
      offline: "heuristic",
    },
  },
  visit: {
    request(context) {
      reportForgedValues(context, "redacted_thinking", "data");
    },
  },
});
