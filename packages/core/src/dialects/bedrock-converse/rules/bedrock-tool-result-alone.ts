import { createRule } from "../create-rule.js";

export default createRule("bedrock-tool-result-alone", {
  meta: {
    description: "A message holds `toolResult` blocks and other blocks, on a model that takes results only on their own (Llama, Mistral, Writer).",
    category: "api",
    recommended: true,
    needs: { blocks: ["toolResult"] },
    spec: "providers.md bedrock-converse §3 (bedrock-tool-result-alone)",
    messages: { shared: "Conversation blocks and tool result blocks cannot be provided in the same turn" },
    hints: {
      shared:
        "{{model}} takes a message of tool results with nothing else in it; {{other}} shares it. Claude and Nova accept this. Move the other blocks to a message of their own after an assistant reply, or drop them.",
    },
    api: {
      status: "C",
      area: "tool pairing",
      reason:
        "Messages holding results and other blocks, on the families that reject them (the text is Writer's; Llama's and Mistral's are unrecorded).",
    },
  },
  visit: {
    request(context) {
      const { model } = context;
      if (!model.facts?.resultsAlone) return;
      for (const message of model.messages) {
        if (message.role !== "user" || !message.blocks.some((b) => b.type === "toolResult")) continue;
        const other = message.blocks.find((b) => b.type !== "toolResult");
        if (!other) continue;
        context.report({ messageId: "shared", at: other, data: { path: "", other: other.path, model: model.modelId! }, hint: "shared" });
      }
    },
  },
});
