import { createRule } from "../create-rule.js";
import { isRecord } from "../model.js";

export default createRule("resp-tool-params-object", {
  meta: {
    description: 'A function tool\'s `parameters` is not a schema of `type: "object"` (another `type`, or none in a non-empty schema).',
    category: "api",
    recommended: true,
    spec: "providers.md openai-responses §3",
    messages: { notObject: "Invalid schema for function '{{name}}': schema must be a JSON Schema of 'type: \"object\"', got 'type: \"{{type}}\"'." },
    hints: {
      notObject: 'Arguments are always an object: wrap a single value in one (`{type: "object", properties: {value: …}}`).',
      untyped: 'The schema has no `type`, which OpenAI reads as `None`: add `type: "object"`.',
    },
    api: {
      status: "C",
      area: "tools",
      errorCode: "invalid_function_parameters",
      reason: "Reads the root `type` of each function tool's parameters; an empty schema `{}` is not reported, for lack of evidence.",
    },
  },
  visit: {
    request(context) {
      for (const tool of context.model.tools) {
        const { parameters, name } = tool.value;
        if (tool.value.type !== "function" || !isRecord(parameters) || parameters.type === "object") continue;
        // No `type` reads as None (a recorded 400 for `{properties: {}, additionalProperties: false}`); `{}` has no evidence.
        const untyped = parameters.type === undefined && Object.keys(parameters).length > 0;
        if (typeof parameters.type !== "string" && !untyped) continue;
        const at = context.at(tool, "parameters");
        context.report({
          messageId: "notObject",
          at: untyped ? at : context.at(at, "type"),
          data: { name: typeof name === "string" ? name : "", type: untyped ? "None" : String(parameters.type), path: at.path },
          hint: untyped ? "untyped" : "notObject",
        });
      }
    },
  },
});
