import { createRule } from "../create-rule.js";
import { isRecord } from "../conversation.js";

/** A field counts as given unless it is absent or `null`. */
const isSet = (value: unknown) => value !== undefined && value !== null;

export default createRule("effort-unsupported-model", {
  meta: {
    description: "`output_config.effort` is set on a model without effort support.",
    category: "api",
    needs: { fields: ["output_config"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#87",
    messages: { unsupported: "This model does not support the effort parameter." },
    hints: {
      noEffort:
        "{{model}} has no effort setting: effort exists on Claude Opus 4.5 and later, Sonnet 4.6 and later, and the newer families. Leave it out, or pick a model that has it.",
    },
    api: { row: "87", area: "output_config", status: "C", reason: "the model table (the effort docs' supported models)" },
  },
  visit: {
    request(context) {
      const { request, settings } = context;
      const config = request.output_config;
      if (!isRecord(config) || !isSet(config.effort)) return;
      if (context.model.facts?.effort !== false) return;
      const keepsConfig = Object.keys(config).some((key) => key !== "effort");
      const configNode = context.at(context.root, "output_config");
      const effort = context.at(configNode, "effort");
      context.report({
        messageId: "unsupported",
        at: effort,
        data: { path: context.root.path, model: String(settings.model) },
        hint: "noEffort",
        suggestions: [{ description: "Remove the effort setting", edits: [{ op: "remove", path: (keepsConfig ? effort : configNode).pointer }] }],
      });
    },
  },
});
