import { OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule, OPENAI_TARGETS, type Context } from "../create-rule.js";
import { isRecord } from "../model.js";

export default createRule("chat-json-schema-name-missing", {
  meta: {
    description: "A `json_schema` response format has no `name`.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    needs: { fields: ["response_format"] },
    spec: "providers.md openai-chat §1 (`response_format.json_schema` has a required `name`)",
    messages: { missing: OPENAI_TEXTS.missing },
    hints: {
      bareSchema: "The JSON Schema itself was put in `json_schema`: it goes one level down, as `json_schema.schema`, beside a `name` (and `strict`).",
      other: "`json_schema` needs a `name` (letters, digits, `_` and `-`) beside its `schema`: add one.",
    },
    api: {
      paths: ["response_format.json_schema.name"],
      status: "C",
      area: "parameters",
      errorCode: "missing_required_parameter",
      reason: "Looks for `name` in a `json_schema` response format.",
    },
  },
  visit: {
    request(context: Context) {
      const format = context.request.response_format;
      if (!isRecord(format) || format.type !== "json_schema" || !isRecord(format.json_schema) || "name" in format.json_schema) return;
      const spec = format.json_schema;
      // At the object (the missing key has no node); the message names the key's path.
      context.report({
        messageId: "missing",
        at: context.at(context.root, "response_format", "json_schema"),
        data: { path: "response_format.json_schema.name" },
        hint: "properties" in spec || spec.type === "object" ? "bareSchema" : "other",
      });
    },
  },
});
