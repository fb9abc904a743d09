import { createRule } from "../create-rule.js";
import { fieldOf } from "../model.js";

export default createRule("gemini-server-tool-invocations", {
  meta: {
    description: "`toolConfig.includeServerSideToolInvocations` is set for a model before Gemini 3.",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: { unsupported: "Tool call context circulation is not enabled" },
    hints: { unsupported: "{{model}} does not return its server-side tool calls: drop `includeServerSideToolInvocations` (Gemini 3 takes it)." },
    api: { status: "I", area: "tools", reason: "Reads `toolConfig` (model table: before Gemini 3)." },
  },
  visit: {
    request(context) {
      const { toolConfig, facts, modelId } = context.model;
      if (facts?.serverSideToolInvocations !== false || toolConfig === undefined) return;
      const field = fieldOf(toolConfig, toolConfig.value, "includeServerSideToolInvocations");
      if (field?.value !== true) return;
      context.report({ messageId: "unsupported", at: field, data: { model: modelId! }, hint: "unsupported" });
    },
  },
});
