import { createRule } from "../create-rule.js";
import { isRecord } from "../model.js";

/** The efforts of the API's enum (`ReasoningEffort`, openai 7.59.0); another value is a schema fault with its own text. */
const ENUM: ReadonlySet<string> = new Set(["none", "minimal", "low", "medium", "high", "xhigh", "max"]);

/** `'low', 'medium', and 'high'`; `'auto' and 'detailed'`; `'medium'`: how OpenAI lists supported values. */
function quoteList(values: readonly string[]): string {
  const quoted = values.map((value) => `'${value}'`);
  if (quoted.length <= 2) return quoted.join(" and ");
  return `${quoted.slice(0, -1).join(", ")}, and ${quoted[quoted.length - 1]!}`;
}

export default createRule("resp-effort-model", {
  meta: {
    description: "`reasoning.effort` names an effort the model does not offer (`minimal` on o4-mini, `none` on gpt-5-mini, `max` on gpt-5.5).",
    category: "api",
    recommended: true,
    spec: "providers.md openai-responses §3",
    messages: {
      effort: "Unsupported value: '{{value}}' is not supported with the '{{model}}' model. Supported values are: {{supported}}.",
    },
    hints: { effort: "{{model}} takes {{supported}}; the efforts differ from one model generation to the next." },
    api: {
      status: "C",
      area: "models",
      errorCode: "unsupported_value",
      reason: "Compares `reasoning.effort` with the efforts the model table knows for the model; silent for a model without them.",
    },
  },
  visit: {
    request(context) {
      const { request, model } = context;
      const efforts = model.facts?.efforts;
      const effort = isRecord(request.reasoning) ? request.reasoning.effort : undefined;
      if (efforts === undefined || typeof effort !== "string" || !ENUM.has(effort) || efforts.includes(effort)) return;
      const supported = quoteList(efforts);
      context.report({
        messageId: "effort",
        at: context.at(context.root, "reasoning", "effort"),
        data: { value: effort, model: model.facts!.raw, supported },
        hint: "effort",
      });
    },
  },
});
