import { strictRule } from "../../../model/strict-schema.js";
import { createRule, OPENAI_TARGETS } from "../create-rule.js";

export default createRule(
  "chat-tool-schema-strict-additional",
  strictRule({
    problems: ["additional-properties"],
    description:
      "An object schema under `strict: true` does not set `additionalProperties: false` (a tool's parameters or a `json_schema` response format, nested objects included).",
    spec: "providers.md openai-chat §3",
    errorCode: "invalid_function_parameters",
    targets: OPENAI_TARGETS,
  }),
);
