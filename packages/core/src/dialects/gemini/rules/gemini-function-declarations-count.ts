import { createRule } from "../create-rule.js";
import { keyOf } from "../fields.js";

/** The most function declarations one Tool takes on the Gemini API (python-genai's `Tool.function_declarations`). */
const MAX_DECLARATIONS = 512;

export default createRule("gemini-function-declarations-count", {
  meta: {
    description: "A tool's `functionDeclarations` holds more than 512 functions.",
    category: "api",
    recommended: true,
    targets: ["ai-studio"],
    spec: "providers.md gemini §3",
    messages: {
      count: "The GenerateContentRequest proto is invalid:\n  * {{path}}: [FIELD_INVALID] At most 512 function declarations can be specified.",
    },
    hints: {
      count:
        "{{path}} declares {{count}} functions; Gemini takes at most 512 in one tool. Every MCP server's tools land in the one list: turn off the servers or tools the task does not need, or pick the tools for each request.",
    },
    api: {
      status: "C",
      area: "tools",
      reason: "Counts each tool's function declarations (a limit per tool, the same for every model).",
    },
  },
  visit: {
    request(context) {
      for (const tool of context.model.tools) {
        const key = keyOf(tool.value, "functionDeclarations");
        const declarations = key === undefined ? undefined : tool.value[key];
        if (!Array.isArray(declarations) || declarations.length <= MAX_DECLARATIONS) continue;
        context.report({ messageId: "count", at: context.at(tool, key!), data: { count: declarations.length }, hint: "count" });
      }
    },
  },
});
