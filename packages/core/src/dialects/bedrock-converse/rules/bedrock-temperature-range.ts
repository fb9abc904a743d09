import { createRule } from "../create-rule.js";
import { isRecord } from "../model.js";
import { MEMBER, reportViolations, VALIDATION_MESSAGES, type Violation } from "../validation.js";

export default createRule("bedrock-temperature-range", {
  meta: {
    description: "`inferenceConfig.temperature` is outside 0 to 1.",
    category: "api",
    recommended: true,
    needs: { fields: ["inferenceConfig"] },
    spec: "providers.md bedrock-converse §3 (bedrock-temperature-range), §4",
    messages: VALIDATION_MESSAGES,
    api: {
      paths: ["inferenceConfig.temperature"],
      status: "C",
      area: "sampling",
      reason: "The temperature's value: Converse takes 0 to 1 for every model (1.0 included).",
    },
  },
  visit: {
    request(context) {
      const inference = context.model.request.inferenceConfig;
      if (!isRecord(inference) || typeof inference.temperature !== "number") return;
      const value = inference.temperature;
      const at = context.at(context.root, "inferenceConfig", "temperature");
      const violations: Violation[] = [];
      if (value > 1) violations.push({ at, value, constraint: MEMBER.max(1) });
      if (value < 0) violations.push({ at, value, constraint: MEMBER.min(0) });
      reportViolations(context, violations);
    },
  },
});
