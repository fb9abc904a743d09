import { createRule } from "../create-rule.js";

/** Reported by the engine when a document is JSON but not a conversation msglint knows how to read. */
export default createRule("unrecognized-input", {
  meta: {
    description: "The document is neither a Messages API request body, a bare `messages` array, nor JSONL of requests.",
    category: "api",
    recommended: true,
    messages: {
      shape:
        "Not a conversation: expected a Messages API request body (an object with `messages`), a bare `messages` array, or JSONL of request bodies; found {{found}}.",
      ambiguous:
        "Not one request format: {{found}} reads as a request of each of {{candidates}}. Name its dialect: `--dialect <id>`, or `dialect` in the settings.",
    },
    api: { wording: "msglint", area: "input", reason: "msglint's own: the document is no request msglint can read" },
  },
});
