/** How the plugin asks core: with exactly the rules ESLint runs, findings grouped by rule. */
import { rules as coreRules, type Diagnostic, type RuleSetting } from "@msglint/core";

/** Core's rule levels for a run: the given rules on, every other rule off (core's defaults do not apply). */
export function coreRuleLevels(enabled: Iterable<string>): Record<string, RuleSetting> {
  const rules: Record<string, RuleSetting> = Object.fromEntries(coreRules.map((rule) => [rule.meta.id, "off"]));
  for (const id of enabled) rules[id] = "error";
  return rules;
}

export function byRule(diagnostics: Iterable<Diagnostic>, into = new Map<string, Diagnostic[]>()): Map<string, Diagnostic[]> {
  for (const diagnostic of diagnostics) {
    const list = into.get(diagnostic.ruleId);
    if (list) list.push(diagnostic);
    else into.set(diagnostic.ruleId, [diagnostic]);
  }
  return into;
}
