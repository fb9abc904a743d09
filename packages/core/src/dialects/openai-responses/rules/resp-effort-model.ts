import { createRule } from "../create-rule.js";
import { isRecord } from "../model.js";

/** The efforts of the API's enum (`ReasoningEffort`, openai 7.59.0); another value is a schema fault with its own text. */
const ENUM: ReadonlySet<string> = new Set(["none", "minimal", "low", "medium", "high", "xhigh", "max"]);

/** The `reasoning.context` values seen in requests OpenAI answered; another value is left to the schema. */
const CONTEXTS: ReadonlySet<string> = new Set(["auto", "current_turn", "all_turns"]);

/** `'low', 'medium', and 'high'`; `'auto' and 'detailed'`; `'medium'`: how OpenAI lists supported values. */
function quoteList(values: readonly string[]): string {
  const quoted = values.map((value) => `'${value}'`);
  if (quoted.length <= 2) return quoted.join(" and ");
  return `${quoted.slice(0, -1).join(", ")}, and ${quoted.at(-1)!}`;
}

export default createRule("resp-effort-model", {
  meta: {
    description:
      "`reasoning.effort` names an effort the model does not offer (`minimal` on o4-mini, `none` on gpt-5-mini, `max` on gpt-5.5), or `reasoning.context` a value it does not take (`all_turns` on o3).",
    category: "api",
    recommended: true,
    needs: { fields: ["reasoning"] },
    spec: "providers.md openai-responses §3",
    messages: {
      effort: "Unsupported value: '{{value}}' is not supported with the '{{model}}' model. Supported values are: {{supported}}.",
      context: "Unsupported value: '{{value}}' is not supported with the '{{model}}' model. Supported values are: {{supported}}.",
    },
    hints: {
      effort: "{{model}} takes {{supported}}; the efforts differ from one model generation to the next.",
      context: "`reasoning.context` on {{model}} takes {{supported}}; `all_turns` came with gpt-5.4.",
    },
    api: {
      status: "C",
      area: "models",
      errorCode: "unsupported_value",
      reason:
        "Compares `reasoning.effort` and `reasoning.context` with the values the model table knows for the model; silent for a model without them.",
    },
  },
  visit: {
    request(context) {
      const { request, model } = context;
      const reasoning = request.reasoning;
      if (model.facts === undefined || !isRecord(reasoning)) return;
      const check = (key: "effort" | "context", known: ReadonlySet<string>, supported: readonly string[] | undefined) => {
        const value = reasoning[key];
        if (supported === undefined || typeof value !== "string" || !known.has(value) || supported.includes(value)) return;
        const list = quoteList(supported);
        context.report({
          messageId: key,
          at: context.at(context.root, "reasoning", key),
          data: { value, model: model.facts!.raw, supported: list },
          hint: key,
        });
      };
      check("effort", ENUM, model.facts.efforts);
      check("context", CONTEXTS, model.facts.reasoningContexts);
    },
  },
});
