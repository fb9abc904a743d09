/** The Anthropic Messages API body: on the first-party API, Bedrock InvokeModel and Vertex rawPredict. */
import type { Dialect } from "../../engine/dialect.js";
import { buildConversation, conversationNodeShapes, type Conversation } from "./conversation.js";
import { ANTHROPIC_TARGETS } from "./create-rule.js";
import { detectAnthropic } from "./detect.js";
import { anthropicPaths } from "./paths.js";
import { rules } from "./rules/index.js";
import { API_VERSIONS, type VersionSchemas } from "./schema/structural.js";
import { createAnthropicState, type AnthropicState } from "./state.js";
import { unchecked } from "./unchecked.js";
import { anthropicView } from "./view.js";

export const anthropic: Dialect<Conversation, AnthropicState> = {
  id: "anthropic",
  title: "Anthropic Messages API",
  targets: ANTHROPIC_TARGETS,
  rules,
  unchecked,
  detect: detectAnthropic,
  detectMax: 2,
  list: { key: "messages" },
  model: (request, settings, state) => buildConversation(request, settings, state),
  presence: (conversation) => conversation.index,
  nodeShapes: conversationNodeShapes,
  walk(conversation, visitOf) {
    const visitMessage = visitOf("message");
    const visitBlock = visitOf("block");
    for (const message of conversation.messages) {
      // A message's type is its role: `message:user` visitors run on user messages only.
      visitMessage?.(message, message.role);
      if (visitBlock) for (const block of message.blocks) visitBlock(block, block.type);
    }
  },
  paths: anthropicPaths,
  createState: createAnthropicState,
  versions: {
    known: API_VERSIONS,
    load: (state, version) => state.schemas.load(version),
    register: (state, version, schemas) => state.schemas.register(version, schemas as VersionSchemas),
  },
  requestModel: (request) => (typeof request.model === "string" ? request.model : undefined),
  view: anthropicView,
};
