/** What a linter keeps for Chat Completions bodies, from one body to the next. */
import { NodeCache } from "../../engine/node-cache.js";
import { OpenAIFactsCache, type OpenAIState } from "../../model/openai-models.js";
import { once } from "../../model/once.js";
import { openaiPaths } from "../../model/openai-paths.js";
import { requestShapeTable, type ShapeNode } from "./analyses/request-shape.js";

export interface ChatState extends OpenAIState {
  /** OpenAI's request table, compiled on the first body (`requestShapeTable`). */
  requestShape: () => ShapeNode;
}

export const createChatState = (): ChatState => ({
  facts: new OpenAIFactsCache(),
  nodes: new NodeCache(openaiPaths),
  requestShape: once(requestShapeTable),
});
