import { createRule } from "../create-rule.js";
import { configField } from "../model.js";
import { vertexRange } from "../texts.js";

export default createRule("gemini-stop-sequences-count", {
  meta: {
    description: "`generationConfig.stopSequences` is empty or holds more stop sequences than the model takes on Vertex AI.",
    category: "api",
    recommended: true,
    targets: ["vertex"],
    spec: "providers.md gemini §3",
    messages: {
      range: vertexRange("stopSequences", 1),
    },
    hints: {
      empty:
        "`stopSequences` is an empty list: Vertex AI counts it as 0 stop sequences and takes 1 to {{max}} for {{model}}. Leave the field out when there is none.",
      many: "{{model}} takes at most {{max}} stop sequences on Vertex AI and the request sends {{value}}: keep the {{max}} that matter (an autocomplete's stop words add up), and cut the text at the others after the answer comes back.",
    },
    api: {
      status: "C",
      area: "generation config",
      reason: "Counts `stopSequences` against the model table's Vertex bound (recorded for gemini-2.5-flash; silent for others).",
    },
  },
  visit: {
    request(context) {
      const limit = context.model.facts?.vertexStopSequencesLimit;
      const field = configField(context.model, "stopSequences");
      if (limit === undefined || field === undefined || !Array.isArray(field.value)) return;
      const value = field.value.length;
      if (value >= 1 && value < limit) return;
      const data = { value, limit, max: limit - 1, model: context.model.modelId! };
      context.report({ messageId: "range", at: field, data, hint: value === 0 ? "empty" : "many" });
    },
  },
});
