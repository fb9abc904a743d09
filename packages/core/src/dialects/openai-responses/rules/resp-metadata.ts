import { createRule } from "../create-rule.js";
import { isRecord } from "../model.js";

const MAX_KEYS = 16;

export default createRule("resp-metadata", {
  meta: {
    description: "`metadata` has more than 16 keys.",
    category: "api",
    recommended: true,
    needs: { fields: ["metadata"] },
    spec: "providers.md openai-responses §3",
    messages: {
      tooMany:
        "Invalid 'metadata': too many properties. Expected an object with at most 16 properties, but got an object with {{count}} properties instead.",
    },
    hints: { tooMany: "Keep at most 16 keys; join related ones into one value." },
    api: { status: "C", area: "parameters", reason: "Counts the keys of `metadata`." },
  },
  visit: {
    request(context) {
      const { metadata } = context.request;
      if (!isRecord(metadata)) return;
      const count = Object.keys(metadata).length;
      if (count <= MAX_KEYS) return;
      context.report({ messageId: "tooMany", at: context.at(context.root, "metadata"), data: { count }, hint: "tooMany" });
    },
  },
});
