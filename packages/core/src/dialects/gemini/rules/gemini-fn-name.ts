import { createRule, type Context } from "../create-rule.js";
import type { FunctionDeclaration } from "../model.js";
import { VALIDATOR } from "../texts.js";

/** Letters, digits, `_`, `.`, `:` and `-`, from a letter or `_`, at most 64 characters (colons since 2026). */
const NAME = /^[A-Za-z_][A-Za-z0-9_.:-]{0,63}$/;

export default createRule("gemini-fn-name", {
  meta: {
    description: "A function declaration's `name` is not one Gemini accepts.",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: {
      name: `${VALIDATOR}{{path}}: Invalid function name. Must start with a letter or an underscore. Must be alphameric (a-z, A-Z, 0-9), underscores (_), dots (.), colons (:), or dashes (-), with a maximum length of 64.`,
    },
    hints: {
      name: "The name {{name}} breaks the rule: MCP tool names often carry `/`, spaces or more than 64 characters; map them to a name Gemini accepts and back.",
    },
    api: {
      status: "C",
      area: "tools",
      reason: "Matches each declaration's name.",
      texts: [
        `${VALIDATOR}{{path}}: Invalid function name. Must start with a letter or an underscore. Must be alphameric (a-z, A-Z, 0-9), underscores (_), dots (.) or dashes (-), with a maximum length of 64.`,
        "The GenerateContentRequest proto is invalid:\n  * {{path}}: [FIELD_INVALID] Invalid function name. Must start with a letter or an underscore. Must be alphameric (a-z, A-Z, 0-9), underscores (_), dots (.), colons (:), or dashes (-), with a maximum length of 64.",
      ],
    },
  },
  visit: {
    request(context) {
      for (const declaration of context.model.declarations) check(declaration, context);
    },
  },
});

function check(declaration: FunctionDeclaration, context: Context): void {
  const { name } = declaration;
  if (typeof name !== "string" || NAME.test(name)) return;
  context.report({ messageId: "name", at: context.at(declaration, "name"), data: { name: JSON.stringify(name) }, hint: "name" });
}
