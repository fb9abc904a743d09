import { isRecord } from "../conversation.js";
import { createRule } from "../create-rule.js";
import { toolSelection } from "../analyses/tool-definitions.js";

const COMBINATORS = ["oneOf", "allOf", "anyOf"];

/** Custom tools whose `input_schema` has a combinator at its root. */
const withRootCombinator = toolSelection(({ custom, value }) => {
  const schema = value.input_schema;
  return custom && isRecord(schema) && COMBINATORS.some((key) => schema[key] !== undefined);
});

export default createRule("tool-input-schema-top-level-combinator", {
  meta: {
    description: "A custom tool's `input_schema` has `oneOf`, `allOf` or `anyOf` at its top level.",
    category: "api",
    needs: { fields: ["tools"] },
    recommended: true,
    spec: "#54",
    messages: { combinator: "{{path}}: input_schema does not support oneOf, allOf, or anyOf at the top level" },
    hints: {
      union:
        "`{{keyword}}` at the root usually comes from a union type (zod's `z.union`, a discriminated union) converted to JSON Schema. Make the root one object whose properties cover every variant, and check the combination in the tool; inside `properties` the keywords are accepted, and at the root `not` and `if`/`then`/`else` are too.",
    },
    api: { row: "54", area: "tools", status: "L", reason: "schema keywords" },
  },
  visit: {
    request(context) {
      for (const tool of withRootCombinator(context.model)) {
        const schema = tool.value.input_schema;
        if (!tool.custom || !isRecord(schema)) continue;
        const keyword = COMBINATORS.find((key) => schema[key] !== undefined);
        if (!keyword) continue;
        // At the schema, as the API's path: a structural `type: Field required` there (zod unions have no root type) is the same problem.
        context.report({ messageId: "combinator", at: context.at(tool, "input_schema"), data: { keyword }, hint: "union" });
      }
    },
  },
});
