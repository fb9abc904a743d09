import { createRule } from "../create-rule.js";
import { toolEntries } from "../analyses/tool-definitions.js";

/**
 * Custom-tool fields that Bedrock takes only with a beta in the body's `anthropic_beta` (tool search and tool
 * use examples, 2025-10/11). The first-party API has them in its GA types (SDK 0.137 and 1.10), so there the
 * rule stays silent; a field no API version knows is the structural schema's (`request-schema`).
 */
const BETA_FIELDS: Readonly<Record<string, readonly string[]>> = {
  defer_loading: ["tool-search-tool-2025-10-19", "advanced-tool-use-2025-11-20"],
  input_examples: ["tool-examples-2025-10-29", "advanced-tool-use-2025-11-20"],
};
/** The same, as pairs: made once, not per tool. */
const BETA_FIELD_ENTRIES = Object.entries(BETA_FIELDS);

export default createRule("tool-definition-extra-field", {
  meta: {
    description: "A custom tool carries a field the platform accepts only with a beta that the request does not send.",
    category: "api",
    recommended: true,
    targets: ["bedrock"],
    fixable: true,
    hasSuggestions: true,
    spec: "#57",
    messages: { extra: "{{path}}: Extra inputs are not permitted" },
    hints: {
      betaOnBedrock:
        "`{{field}}` needs the `{{beta}}` beta on Bedrock (in `anthropic_beta`), and the request does not send it. Send the beta, or leave the field out for this platform.",
      betaOnPlatform:
        "`{{field}}` needs the `{{beta}}` beta on this platform (in `anthropic_beta`), and the request does not send it. Send the beta, or leave the field out for this platform.",
    },
    api: { row: "57", area: "tools", status: "C", reason: "fields against the target and betas", paths: ["tools.i.custom.<f>", "tools.i.<f>"] },
  },
  visit: {
    request(context) {
      // Bedrock's InvokeModel body carries its betas; configured betas win. Unknown betas: nothing can be said.
      const fromBody = context.request.anthropic_beta;
      const betas = context.settings.betas ?? (Array.isArray(fromBody) ? fromBody.filter((b): b is string => typeof b === "string") : undefined);
      if (!betas) return;
      for (const tool of toolEntries(context.model) ?? []) {
        if (!tool.custom) continue;
        for (const [field, enabling] of BETA_FIELD_ENTRIES) {
          if (tool.value[field] === undefined || enabling.some((beta) => betas.includes(beta))) continue;
          const at = context.at(tool, field);
          // `defer_loading: false` is the default, so dropping it keeps the request's meaning; dropping the rest changes what the model sees.
          const drop = { description: `Remove \`${field}\``, edits: [{ op: "remove" as const, path: at.pointer }] };
          const keepsMeaning = field === "defer_loading" && tool.value[field] === false;
          context.report({
            messageId: "extra",
            at,
            data: { field, beta: enabling[0]! },
            hint: context.settings.target === "bedrock" ? "betaOnBedrock" : "betaOnPlatform",
            fix: keepsMeaning ? drop : undefined,
            suggestions: keepsMeaning ? undefined : [drop],
          });
        }
      }
    },
  },
});
