import { createRule } from "../create-rule.js";
import { VALIDATOR, vertex } from "../texts.js";

export default createRule("gemini-contents-missing", {
  meta: {
    description: "The request has no `contents`, or an empty list of them.",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: {
      aiStudio: `${VALIDATOR}contents: contents is not specified`,
      vertex: vertex("at least one contents field is required."),
    },
    hints: {
      missing:
        "The conversation goes in `contents` (a list of `{role, parts}`); a body with `messages` is an OpenAI or Anthropic body sent to Gemini.",
    },
    api: { status: "C", area: "contents", reason: "Reads `contents`." },
  },
  visit: {
    request(context) {
      const { contentsField } = context.model;
      const value = contentsField?.value;
      if (value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0)) return;
      const messageId = context.settings.target === "vertex" ? "vertex" : "aiStudio";
      const at = contentsField ?? context.root;
      context.report({ messageId, at, hint: "missing" });
    },
  },
});
