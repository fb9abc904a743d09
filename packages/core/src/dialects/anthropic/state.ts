/** What the Anthropic dialect keeps for one linter, beyond one request: loaded schemas and caches. */
import { NodeCache } from "../../engine/pointer.js";
import { ToolSetCache } from "./analyses/tool-definitions.js";
import { anthropicPaths } from "./paths.js";
import { ModelFactsCache } from "./models.js";
import { SchemaRegistry } from "./schema/structural.js";

export interface AnthropicState {
  schemas: SchemaRegistry;
  models: ModelFactsCache;
  toolSets: ToolSetCache;
  /** The places requests repeat (`/messages/3/content/0`), made once. */
  nodes: NodeCache;
}

export function createAnthropicState(): AnthropicState {
  return { schemas: new SchemaRegistry(), models: new ModelFactsCache(), toolSets: new ToolSetCache(), nodes: new NodeCache(anthropicPaths) };
}
