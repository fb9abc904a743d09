/** OpenAI Responses API bodies (`POST /v1/responses`), on OpenAI and Azure OpenAI. */
import type { Dialect } from "../../engine/dialect.js";
import { NodeCache } from "../../engine/node-cache.js";
import { OpenAIFactsCache, type OpenAIState } from "../../model/openai-models.js";
import { openaiPaths } from "../../model/openai-paths.js";
import { RESPONSES_TARGETS } from "./create-rule.js";
import { detectResponses } from "./detect.js";
import { buildResponsesModel, responsesNodeShapes, type ResponsesModel } from "./model.js";
import { responsesPaths } from "./paths.js";
import { rules } from "./rules/index.js";
import { unchecked } from "./unchecked.js";
import { responsesView } from "./view.js";

export const openaiResponses: Dialect<ResponsesModel, OpenAIState> = {
  id: "openai-responses",
  title: "OpenAI Responses API",
  targets: RESPONSES_TARGETS,
  rules,
  unchecked,
  detect: detectResponses,
  detectMax: 2,
  list: { key: "input" },
  createState: () => ({ facts: new OpenAIFactsCache(), nodes: new NodeCache(openaiPaths) }),
  model: (request, settings, state) => buildResponsesModel(request, settings, state),
  // Their rules' needs name top-level fields only (a test holds them to it): the model's request is all there is to ask.
  presence: (model) => model,
  nodeShapes: responsesNodeShapes,
  walk(model, visitOf) {
    const visitItem = visitOf("item");
    const visitPart = visitOf("part");
    for (const item of model.items) {
      visitItem?.(item, item.type);
      if (visitPart) {
        const { parts } = item;
        for (let i = 0; i < parts.length; i++) visitPart(parts[i]!, parts[i]!.type);
      }
    }
  },
  paths: responsesPaths,
  requestModel: (request) => (typeof request.model === "string" ? request.model : undefined),
  view: responsesView,
};
