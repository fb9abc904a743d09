import { createRule } from "../create-rule.js";

export default createRule("bedrock-toolconfig-required", {
  meta: {
    description: "The messages hold `toolUse` or `toolResult` blocks but the request has no `toolConfig`.",
    category: "api",
    recommended: true,
    needs: { blocks: ["toolUse", "toolResult"] },
    spec: "providers.md bedrock-converse §3 (bedrock-toolconfig-required)",
    messages: { required: "The toolConfig field must be defined when using toolUse and toolResult content blocks." },
    hints: {
      sendTools:
        "{{blockPath}} is a {{type}} block, and the request sends no toolConfig. Send the tools the history used, even when no new call is expected (Converse has no `none` tool choice).",
    },
    api: {
      status: "C",
      area: "tool pairing",
      texts: ["The toolConfig field must be defined when using the toolUse and toolResult content blocks"],
      reason: "Whether the request defines `toolConfig` when its messages hold tool blocks.",
    },
  },
  visit: {
    request(context) {
      const { model } = context;
      if (model.request.toolConfig !== undefined && model.request.toolConfig !== null) return;
      // A bare list of messages says nothing of the body's toolConfig.
      if (Object.keys(model.request).length === 1) return;
      for (const message of model.messages) {
        const block = message.blocks.find((b) => b.type === "toolUse" || b.type === "toolResult");
        if (!block) continue;
        // The text names no path: the finding points at the first tool block.
        context.report({ messageId: "required", at: block, data: { path: "", blockPath: block.path, type: block.type! }, hint: "sendTools" });
        return;
      }
    },
  },
});
