/** Amazon Bedrock Converse and ConverseStream bodies, for every model family Bedrock serves through them. */
import type { Dialect } from "../../engine/dialect.js";
import { BEDROCK_CONVERSE_TARGETS } from "./create-rule.js";
import { detectConverse } from "./detect.js";
import { buildModel, converseNodeShapes, createConverseState, type ConverseModel, type ConverseState } from "./model.js";
import { bedrockPaths } from "./paths.js";
import { rules } from "./rules/index.js";
import { unchecked } from "./unchecked.js";
import { converseView } from "./view.js";

export const bedrockConverse: Dialect<ConverseModel, ConverseState> = {
  id: "bedrock-converse",
  title: "Amazon Bedrock Converse API",
  targets: BEDROCK_CONVERSE_TARGETS,
  rules,
  unchecked,
  detect: detectConverse,
  detectMax: 2,
  list: { key: "messages" },
  model: (request, settings, state) => buildModel(request, settings, state),
  nodeShapes: converseNodeShapes,
  // The model holds the request and its block types.
  presence: (model) => model,
  walk(model, visitOf) {
    const visitMessage = visitOf("message");
    const visitBlock = visitOf("block");
    const visitResultBlock = visitOf("resultBlock");
    for (const message of model.messages) {
      visitMessage?.(message, message.role);
      if (visitBlock) for (const block of message.blocks) visitBlock(block, block.type);
      if (visitResultBlock) for (const block of message.resultBlocks) visitResultBlock(block, block.type);
    }
  },
  paths: bedrockPaths,
  createState: createConverseState,
  view: converseView,
  // The model id is in the URL, never in the body: it comes from the settings (`--model`, config, a HAR entry's URL).
};
