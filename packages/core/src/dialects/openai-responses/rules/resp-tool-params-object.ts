import { createRule } from "../create-rule.js";
import { isRecord } from "../model.js";

export default createRule("resp-tool-params-object", {
  meta: {
    description: 'A function tool\'s `parameters` is not a schema of `type: "object"`.',
    category: "api",
    recommended: true,
    spec: "providers.md openai-responses §3",
    messages: { notObject: "Invalid schema for function '{{name}}': schema must be a JSON Schema of 'type: \"object\"', got 'type: \"{{type}}\"'." },
    hints: { notObject: 'Arguments are always an object: wrap a single value in one (`{type: "object", properties: {value: …}}`).' },
    api: {
      status: "C",
      area: "tools",
      errorCode: "invalid_function_parameters",
      reason: "Reads the root `type` of each function tool's parameters.",
    },
  },
  visit: {
    request(context) {
      for (const tool of context.model.tools) {
        const { parameters, name } = tool.value;
        if (tool.value.type !== "function" || !isRecord(parameters) || typeof parameters.type !== "string" || parameters.type === "object") continue;
        const at = context.at(tool, "parameters");
        context.report({
          messageId: "notObject",
          at: context.at(at, "type"),
          data: { name: typeof name === "string" ? name : "", type: parameters.type, path: at.path },
          hint: "notObject",
        });
      }
    },
  },
});
