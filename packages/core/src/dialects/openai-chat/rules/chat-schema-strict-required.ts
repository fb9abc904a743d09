import { strictRule } from "../../../model/strict-schema.js";
import { createRule, OPENAI_TARGETS } from "../create-rule.js";

export default createRule(
  "chat-schema-strict-required",
  strictRule({
    problems: ["required-missing", "required-extra"],
    description: "An object schema under `strict: true` does not list every property in `required` (or requires a key it does not have).",
    spec: "providers.md openai-chat §3",
    errorCode: "invalid_json_schema",
    targets: OPENAI_TARGETS,
  }),
);
