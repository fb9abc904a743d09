import { createRule } from "../create-rule.js";
import { isRecord } from "../conversation.js";
import type { EffortLevel } from "../models.js";

/** From the least effort to the most: a suggestion falls back to the highest supported level at or below the one asked. */
const ORDER: readonly EffortLevel[] = ["low", "medium", "high", "xhigh", "max"];

export default createRule("effort-level-unsupported-model", {
  meta: {
    description: "`output_config.effort` names a level the model does not offer (`xhigh` before Opus 4.7, `max` before Claude 4.6).",
    category: "api",
    needs: { fields: ["output_config"] },
    recommended: true,
    hasSuggestions: true,
    spec: "§14 (issue 21: effort levels per model)",
    messages: { unsupportedLevel: "This model does not support effort level '{{level}}'. Supported levels: {{levels}}." },
    hints: {
      levels:
        "{{model}} offers the effort levels {{levels}}: `xhigh` exists from Claude Opus 4.7 on, `max` from Claude 4.6 on. An effort carried over from a newer model is the usual cause.",
    },
    api: { row: "§14", area: "output_config", status: "C", reason: "the model table's effort levels" },
  },
  visit: {
    request(context) {
      const { request, settings } = context;
      const config = request.output_config;
      if (!isRecord(config) || typeof config.effort !== "string") return;
      const level = config.effort as EffortLevel;
      // A value that is no level at all is the schema's finding.
      if (!ORDER.includes(level)) return;
      const supported = context.model.facts?.effortLevels;
      // No effort at all is effort-unsupported-model's finding; unknown levels stay silent.
      if (!supported || supported.size === 0 || supported.has(level)) return;
      // The API lists the levels in alphabetical order.
      const levels = [...supported].sort().join(", ");
      const fallback = ORDER.slice(0, ORDER.indexOf(level))
        .filter((l) => supported.has(l))
        .pop();
      const at = context.at(context.at(context.root, "output_config"), "effort");
      context.report({
        messageId: "unsupportedLevel",
        at,
        data: { level, levels, model: String(settings.model) },
        hint: "levels",
        suggestions: fallback ? [{ description: `Set effort to '${fallback}'`, edits: [{ op: "replace", path: at.pointer, value: fallback }] }] : [],
      });
    },
  },
});
