import { strictRule } from "../../../model/strict-schema.js";
import { createRule, OPENAI_TARGETS } from "../create-rule.js";

export default createRule(
  "chat-tool-schema-no-properties",
  strictRule({
    problems: ["missing-properties"],
    description: "An object schema under `strict: true` has no `properties` (a tool's parameters or a `json_schema` response format).",
    spec: "providers.md openai-chat §3",
    errorCode: "invalid_function_parameters",
    targets: OPENAI_TARGETS,
  }),
);
