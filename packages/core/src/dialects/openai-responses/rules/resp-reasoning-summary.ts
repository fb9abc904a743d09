import { createRule } from "../create-rule.js";
import { isRecord } from "../model.js";

const SUMMARIES = new Set(["auto", "concise", "detailed"]);

export default createRule("resp-reasoning-summary", {
  meta: {
    description: "`reasoning.summary` is a string other than `auto`, `concise` and `detailed` (`none`, for one).",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    needs: { fields: ["reasoning"] },
    spec: "providers.md openai-responses §3 (quoted in openai/codex#7845)",
    messages: { summary: "Invalid value: '{{value}}'. Supported values are: 'concise', 'detailed', and 'auto'." },
    hints: { summary: "To get no summary, leave `reasoning.summary` out (or send null)." },
    api: { status: "C", area: "parameters", errorCode: "invalid_value", reason: "Compares `reasoning.summary` with the list." },
  },
  visit: {
    request(context) {
      const { request } = context;
      if (!isRecord(request.reasoning)) return;
      const { summary } = request.reasoning;
      // null leaves the summary out; a value of another type gets OpenAI's type text, not this one.
      if (typeof summary !== "string" || SUMMARIES.has(summary)) return;
      const at = context.at(context.root, "reasoning", "summary");
      context.report({
        messageId: "summary",
        at,
        data: { value: summary, path: "reasoning.summary" },
        hint: "summary",
        suggestions: [{ description: "Remove `reasoning.summary`", edits: [{ op: "remove", path: at.pointer }] }],
      });
    },
  },
});
