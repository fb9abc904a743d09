import type { DialectId, ResolvedRuleMeta, Rule, RuleDefinition, Target } from "../types.js";

export const DOCS_BASE_URL = "https://github.com/msglint/msglint/blob/main/docs/rules/";

/**
 * A dialect's `createRule` (typescript-eslint's RuleCreator): every rule of the dialect gets its dialect, docs
 * URL, default severity and targets, and reads the dialect's model, so a rule file holds only domain logic.
 */
export function ruleCreator<Model>(dialect: { id: DialectId; targets: readonly Target[] }) {
  return function createRule(id: string, definition: RuleDefinition<Model>): Rule<Model> {
    const { needs } = definition.meta;
    const meta: ResolvedRuleMeta = {
      ...definition.meta,
      // One shape for every rule's needs: the engine checks them for each rule on each request.
      ...(needs ? { needs: { blocks: needs.blocks ?? [], fields: needs.fields ?? [], cacheControl: needs.cacheControl ?? false } } : {}),
      id,
      dialect: dialect.id,
      defaultSeverity: definition.meta.category === "api" ? "error" : "warning",
      targets: definition.meta.targets ?? [...dialect.targets],
      docsUrl: `${DOCS_BASE_URL}${id}.md`,
      httpStatus: definition.meta.category === "api" ? (definition.meta.api?.httpStatus ?? 400) : undefined,
    };
    return definition.visit ? { meta, visit: definition.visit } : { meta };
  };
}
