/** What the Anthropic dialect keeps for one linter, beyond one request: loaded schemas and caches. */
import { ToolSetCache } from "./analyses/tool-sets.js";
import { ModelFactsCache } from "./models.js";
import { SchemaRegistry } from "./schema/structural.js";

export interface AnthropicState {
  schemas: SchemaRegistry;
  models: ModelFactsCache;
  toolSets: ToolSetCache;
}

export function createAnthropicState(): AnthropicState {
  return { schemas: new SchemaRegistry(), models: new ModelFactsCache(), toolSets: new ToolSetCache() };
}
