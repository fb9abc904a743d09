import { OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule, OPENAI_TARGETS } from "../create-rule.js";

const MAX_TOOLS = 128;

export default createRule("chat-tools-too-many", {
  meta: {
    description: "`tools` holds more than 128 tools.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    spec: "providers.md openai-chat §3",
    messages: { tooMany: OPENAI_TEXTS.arrayTooLong },
    hints: { tooMany: "Every tool of every connected MCP server adds up; send only the tools this step needs." },
    api: { paths: ["tools"], status: "C", area: "tools", errorCode: "array_above_max_length", reason: "Counts `tools`." },
  },
  visit: {
    request(context) {
      const { tools } = context.request;
      if (!Array.isArray(tools) || tools.length <= MAX_TOOLS) return;
      context.report({
        messageId: "tooMany",
        at: context.at(context.root, "tools"),
        data: { max: MAX_TOOLS, length: tools.length },
        hint: "tooMany",
      });
    },
  },
});
