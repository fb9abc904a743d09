import { strictRule } from "../../../model/strict-schema.js";
import { createRule } from "../create-rule.js";

export default createRule(
  "resp-strict-no-props",
  strictRule({
    problems: ["missing-properties"],
    description: "An object schema under `strict: true` has no `properties` (a function tool's parameters or a `json_schema` text format).",
    spec: "providers.md openai-responses §3",
    errorCode: "invalid_function_parameters",
  }),
);
