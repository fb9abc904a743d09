import { createRule } from "../create-rule.js";
import { fieldOf } from "../model.js";

export default createRule("gemini-cache-conflict", {
  meta: {
    description: "`cachedContent` is combined with `systemInstruction`, `tools` or `toolConfig`, which the cache must hold instead.",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: { conflict: "Tool config, tools and system instruction should not be set in the request when using cached content." },
    hints: {
      conflict:
        "{{path}} is set beside `cachedContent`: the system instruction and the tools are part of the cache; create the cache with them and leave them out of the request.",
    },
    api: { status: "C", area: "caching", reason: "Reads the top-level fields." },
  },
  visit: {
    request(context) {
      const { request } = context.model;
      const cached = fieldOf(context.root, request, "cachedContent");
      if (cached === undefined || cached.value === null || cached.value === "") return;
      for (const name of ["systemInstruction", "tools", "toolConfig"]) {
        const field = fieldOf(context.root, request, name);
        if (field === undefined || field.value === null || (Array.isArray(field.value) && field.value.length === 0)) continue;
        context.report({ messageId: "conflict", at: field, hint: "conflict" });
      }
    },
  },
});
