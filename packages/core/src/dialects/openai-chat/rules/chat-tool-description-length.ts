import { codePointLength, OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule, OPENAI_TARGETS } from "../create-rule.js";

const MAX_DESCRIPTION = 1024;

export default createRule("chat-tool-description-length", {
  meta: {
    description: "A function tool's `description` is longer than 1024 characters (a limit OpenAI enforced until 2025; off by default).",
    category: "api",
    // OpenAI took 15,664 characters with HTTP 200 in December 2025 (Mirascope's test_caching_tool cassette): see the docs page.
    recommended: false,
    targets: OPENAI_TARGETS,
    spec: "providers.md openai-chat §3",
    messages: { tooLong: OPENAI_TEXTS.stringTooLong },
    hints: { tooLong: "Move the long guidance into the system or developer message, or into the parameters' own descriptions." },
    api: {
      paths: ["tools.N.function.description"],
      status: "C",
      area: "tools",
      errorCode: "string_above_max_length",
      reason: "Measures each tool's description (in code points).",
    },
  },
  visit: {
    request(context) {
      for (const tool of context.model.tools) {
        const description = tool.fn?.description;
        if (typeof description !== "string") continue;
        const length = codePointLength(description, MAX_DESCRIPTION);
        if (length <= MAX_DESCRIPTION) continue;
        context.report({
          messageId: "tooLong",
          at: context.at(tool, "function", "description"),
          data: { max: MAX_DESCRIPTION, length },
          hint: "tooLong",
        });
      }
    },
  },
});
