import { createRule, type Context } from "../create-rule.js";
import type { Content } from "../model.js";
import { VALIDATOR } from "../texts.js";

export default createRule("gemini-parts-empty", {
  meta: {
    description: "A content has no `parts`, or an empty list of them.",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: { empty: `${VALIDATOR}{{path}}: contents.parts must not be empty.` },
    hints: {
      empty:
        "A content needs at least one part. An empty model turn (a response that was blocked, or held only a function call that was dropped) is usually left out of the history, not sent empty.",
    },
    api: { status: "C", area: "contents", reason: "Reads each content's `parts`." },
  },
  visit: {
    request(context) {
      for (const content of context.model.contents) check(content, context);
    },
  },
});

function check(content: Content, context: Context): void {
  const value = content.partsValue;
  if (value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0)) return;
  // The path names `parts` even where the key is absent; the finding then points at the content.
  const parts = context.at(content, "parts");
  const at = value === undefined || value === null ? { pointer: content.pointer, path: parts.path } : parts;
  context.report({ messageId: "empty", at, hint: "empty" });
}
