import { strictRule } from "../../../model/strict-schema.js";
import { createRule } from "../create-rule.js";

export default createRule(
  "resp-strict-addprops",
  strictRule({
    problems: ["additional-properties"],
    description:
      "An object schema under `strict: true` does not set `additionalProperties: false` (a function tool's parameters or a `json_schema` text format, nested objects included).",
    spec: "providers.md openai-responses §3",
    errorCode: "invalid_function_parameters",
  }),
);
