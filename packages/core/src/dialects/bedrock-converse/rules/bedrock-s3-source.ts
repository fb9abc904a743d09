import { createRule } from "../create-rule.js";
import { isRecord, type Block } from "../model.js";
import { MODEL_ERRORS, modelPointerPath } from "../paths.js";

const s3 = (block: Block) => isRecord(block.body) && isRecord(block.body.source) && block.body.source.s3Location !== undefined;

export default createRule("bedrock-s3-source", {
  meta: {
    description: "An S3 source where the model reads none: a document in a message on Claude, a document or video inside a tool result on Nova.",
    category: "api",
    recommended: true,
    needs: { blocks: ["document", "video"] },
    spec: "providers.md bedrock-converse §3 (bedrock-s3-source)",
    messages: {
      claude: `${MODEL_ERRORS}{{path}}.document.source.type: Field required`,
      nova: `${MODEL_ERRORS}Malformed input request: {{modelPath}}: extraneous key [toolResult] is not permitted, please reformat your input and try again.`,
    },
    hints: {
      claude:
        "Claude reads a document in a message from its bytes (or text) only; inside a tool result an S3 document is accepted. Send the document's bytes.",
      nova: "Nova takes no S3 document or video inside a tool result (an S3 image is accepted there). Send the bytes, or put the S3 document in a block after the result.",
    },
    api: { status: "C", area: "model families", reason: "S3 sources against the model's family and the block's place." },
  },
  visit: {
    request(context) {
      const { model } = context;
      const kind = model.facts?.s3Source;
      if (kind === undefined) return;
      for (const message of model.messages) {
        if (kind === "claude") {
          for (const block of message.blocks)
            if (block.type === "document" && s3(block)) context.report({ messageId: "claude", at: block, hint: "claude" });
          continue;
        }
        const reported = new Set<Block>();
        for (const block of message.resultBlocks) {
          if ((block.type !== "document" && block.type !== "video") || !s3(block) || reported.has(block.parent!)) continue;
          reported.add(block.parent!);
          context.report({
            messageId: "nova",
            at: block.parent!,
            data: { path: modelPointerPath(block.parent!), modelPath: modelPointerPath(block.parent!) },
            hint: "nova",
          });
        }
      }
    },
  },
});
