import { createRule } from "../create-rule.js";
import { allBlocks, isRecord } from "../model.js";

export default createRule("bedrock-field-unsupported", {
  meta: {
    description:
      "A field the model does not take: an S3 image source on Claude, `toolResult.status` on Writer, `temperature` on GPT-5.6, a forced `toolChoice` on Llama and Mistral.",
    category: "api",
    recommended: true,
    needs: { blocks: ["image", "toolResult"], fields: ["inferenceConfig", "toolConfig"] },
    spec: "providers.md bedrock-converse §3 (bedrock-field-unsupported)",
    messages: { unsupported: "This model doesn't support the {{field}} field. Remove {{field}} and try again." },
    hints: {
      s3Uri: "Claude on Bedrock reads images from bytes only: send the image's bytes instead of its S3 location.",
      status: "Writer Palmyra rejects `status` on tool results: leave it out and say the error in the result's text.",
      temperature: "{{model}} takes no sampling settings.",
      toolChoice: "{{model}} takes only `auto` as tool choice.",
    },
    api: { status: "C", area: "model families", reason: "Fields against the model's family." },
  },
  visit: {
    request(context) {
      const { model } = context;
      const facts = model.facts;
      if (!facts) return;
      const data = (field: string) => ({ field, model: model.modelId! });
      for (const block of allBlocks(model)) {
        if (
          block.type === "image" &&
          facts.s3Source === "claude" &&
          isRecord(block.body) &&
          isRecord(block.body.source) &&
          block.body.source.s3Location !== undefined
        ) {
          context.report({ messageId: "unsupported", at: context.at(block, "image", "source", "s3Location"), data: data("s3Uri"), hint: "s3Uri" });
        }
        if (block.type === "toolResult" && facts.rejectsToolResultStatus && isRecord(block.body) && block.body.status !== undefined) {
          context.report({ messageId: "unsupported", at: context.at(block, "toolResult", "status"), data: data("status"), hint: "status" });
        }
      }
      const inference = model.request.inferenceConfig;
      if (facts.rejectsTemperature && isRecord(inference) && inference.temperature !== undefined) {
        context.report({
          messageId: "unsupported",
          at: context.at(context.root, "inferenceConfig", "temperature"),
          data: data("temperature"),
          hint: "temperature",
        });
      }
      const choice = model.toolConfig?.toolChoice;
      if (facts.rejectsForcedToolChoice && isRecord(choice)) {
        for (const kind of ["any", "tool"]) {
          if (choice[kind] === undefined) continue;
          const at = context.at(context.root, "toolConfig", "toolChoice", kind);
          context.report({ messageId: "unsupported", at, data: data(`toolConfig.toolChoice.${kind}`), hint: "toolChoice" });
        }
      }
    },
  },
});
