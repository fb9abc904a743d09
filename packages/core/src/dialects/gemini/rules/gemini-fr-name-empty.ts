import { createRule, type Context } from "../create-rule.js";
import { getRecord, keyOf } from "../fields.js";
import type { Part } from "../model.js";
import { VALIDATOR } from "../texts.js";

export default createRule("gemini-fr-name-empty", {
  meta: {
    description: "A `functionResponse` part has no `name`, or an empty one.",
    category: "api",
    recommended: true,
    targets: ["ai-studio"],
    spec: "providers.md gemini §3 (function calling)",
    messages: { empty: `${VALIDATOR}{{path}}: Name cannot be empty.` },
    hints: {
      empty:
        "Gemini matches a function response to its call by `name`. A converter from OpenAI's format (a `tool` message carries `tool_call_id`, not the function's name) leaves it out: take the name from the `functionCall` it answers.",
    },
    api: { status: "C", area: "function calling", reason: "Reads each function response's `name`." },
  },
  visit: {
    request(context) {
      for (const part of context.model.parts) if (part.data === "functionResponse") check(part, context);
    },
  },
});

function check(part: Part, context: Context): void {
  const response = getRecord(part.value, "functionResponse");
  if (response === undefined) return;
  const name = response.name;
  if (typeof name === "string" && name !== "") return;
  if (name !== undefined && name !== null && typeof name !== "string") return;
  const responseNode = context.at(part, keyOf(part.value, "functionResponse")!);
  const at = context.at(responseNode, "name");
  // A missing name is reported at its function response (a pointer must name something in the body), with the name's path.
  context.report({ messageId: "empty", at: name === "" ? at : responseNode, data: { path: at.path }, hint: "empty" });
}
