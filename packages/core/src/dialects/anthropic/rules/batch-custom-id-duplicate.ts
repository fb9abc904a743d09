import { createRule } from "../create-rule.js";

/** Reported by the engine when a Message Batches file or create body uses a `custom_id` twice; the rule has no check of its own. */
export default createRule("batch-custom-id-duplicate", {
  meta: {
    description: "Two requests of one Message Batch share a `custom_id`.",
    category: "api",
    recommended: true,
    // Message Batches are a first-party API; Bedrock and Vertex batch jobs take other files (`recordId`, …).
    targets: ["anthropic"],
    // msglint's wording in the API's path form: the API's own text for this case has not been observed.
    messages: {
      duplicate:
        "{{path}}: Duplicate `custom_id` {{customId}}: {{firstPath}} uses it too. Each request in a Message Batch must have a unique `custom_id`.",
    },
    api: {
      wording: "msglint",
      area: "batches",
      reason: "msglint's own: `custom_id` values of a Message Batches file (the API's text was never observed)",
    },
  },
});
