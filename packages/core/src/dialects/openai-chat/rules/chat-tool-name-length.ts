import { OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule, OPENAI_TARGETS } from "../create-rule.js";

const MAX_NAME = 64;

export default createRule("chat-tool-name-length", {
  meta: {
    description: "A function tool's `name` is longer than 64 characters.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    spec: "providers.md openai-chat §3",
    messages: { tooLong: OPENAI_TEXTS.stringTooLong },
    hints: { tooLong: "Generated names (an MCP server's prefix joined to a long tool name) outgrow 64 characters; shorten it and map it back." },
    api: {
      paths: ["tools.N.function.name"],
      status: "I",
      area: "tools",
      errorCode: "string_above_max_length",
      reason: "Measures each tool's name (the SDK documents the limit).",
    },
  },
  visit: {
    request(context) {
      for (const tool of context.model.tools) {
        const name = tool.fn?.name;
        if (typeof name !== "string" || name.length <= MAX_NAME) continue;
        context.report({
          messageId: "tooLong",
          at: context.at(tool, "function", "name"),
          data: { max: MAX_NAME, length: name.length },
          hint: "tooLong",
        });
      }
    },
  },
});
