import { createRule, OPENAI_TARGETS, type Context } from "../create-rule.js";
import { isRecord } from "../model.js";

export default createRule("chat-tool-parameters-no-properties", {
  meta: {
    description:
      'A function tool without `strict: true` has `parameters` of `"type": "object"` with no `properties` (a tool that takes no arguments, written as `{"type": "object"}`).',
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    spec: "providers.md openai-chat §3",
    messages: { missingProperties: "Invalid schema for function '{{name}}': In context=(), object schema missing properties." },
    hints: {
      missingProperties:
        'A tool that takes no arguments still lists them: give it `"properties": {}` (MCP servers often send `{"type": "object"}` alone).',
    },
    api: {
      paths: ["tools.N.function.parameters"],
      status: "C",
      area: "tools",
      errorCode: "invalid_function_parameters",
      reason: "Looks for `properties` in the `parameters` of each function tool that is not strict (strict ones: chat-tool-schema-no-properties).",
    },
  },
  visit: {
    request(context: Context) {
      for (const tool of context.model.tools) {
        const fn = tool.fn;
        // Strict tools are chat-tool-schema-no-properties' (with their nested objects).
        if (fn === undefined || fn.strict === true || !isRecord(fn.parameters)) continue;
        const parameters = fn.parameters;
        if (parameters.type !== "object" || "properties" in parameters) continue;
        context.report({
          messageId: "missingProperties",
          at: context.at(tool, "function", "parameters"),
          data: { name: typeof fn.name === "string" ? fn.name : "" },
          hint: "missingProperties",
        });
        // OpenAI names the first invalid schema only.
        return;
      }
    },
  },
});
