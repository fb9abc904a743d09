import { createRule } from "../create-rule.js";

/** Reported by the engine when a document does not parse or its bytes are not UTF-8; the rule has no check of its own. */
export default createRule("body-not-json", {
  meta: {
    description: "The request body is not valid JSON.",
    category: "api",
    recommended: true,
    spec: "#77",
    messages: {
      syntax: "The request body is not valid JSON: {{detail}}: line {{line}} column {{column}} (char {{offset}})",
      notUtf8: "The request body is not valid UTF-8: invalid byte 0x{{byte}} at line {{line}} column {{column}} (byte offset {{offset}})",
    },
    api: { row: "77", area: "request", status: "C", reason: "parsing", texts: ["The request body is not valid JSON: {{detail}}"] },
  },
});
