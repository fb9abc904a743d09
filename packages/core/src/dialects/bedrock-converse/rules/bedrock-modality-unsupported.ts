import { createRule } from "../create-rule.js";
import { allBlocks } from "../model.js";

export default createRule("bedrock-modality-unsupported", {
  meta: {
    description:
      "A video or document block, or a service tier, that the model does not take (video: Claude; documents: Grok, GLM, Kimi; service tier: Grok).",
    category: "api",
    recommended: true,
    needs: { blocks: ["video", "document"], fields: ["serviceTier"] },
    spec: "providers.md bedrock-converse §3 (bedrock-modality-unsupported)",
    messages: {
      video: "This model doesn't support the video content block that you provided. Update the content block and try again.",
      documents: "This model doesn't support documents.",
      serviceTier: "The provided service tier is not supported for this model",
    },
    hints: {
      video: "{{model}} takes no video, in a message or inside a tool result. Describe it in text, or send it to a model that takes video (Nova).",
      documents: "{{model}} takes no document blocks. Put the document's text in a text block.",
    },
    api: { status: "C", area: "content", reason: "Block types and the service tier against the model's family." },
  },
  visit: {
    request(context) {
      const { model } = context;
      const facts = model.facts;
      if (!facts) return;
      const data = { path: "", model: model.modelId! };
      for (const block of allBlocks(model)) {
        if (block.type === "video" && facts.rejectsVideo) context.report({ messageId: "video", at: block, data, hint: "video" });
        if (block.type === "document" && facts.rejectsDocuments) context.report({ messageId: "documents", at: block, data, hint: "documents" });
      }
      if (facts.rejectsServiceTier && model.request.serviceTier !== undefined) {
        context.report({ messageId: "serviceTier", at: context.at(context.root, "serviceTier"), data });
      }
    },
  },
});
