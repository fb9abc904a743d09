import { describe, expect, it } from "vitest";
import { catalog } from "../src/dialects/anthropic/catalog.js";
import { rules } from "../src/dialects/anthropic/rules/index.js";

const registered = new Set(rules.map((rule) => rule.meta.id));
const FILE = "packages/core/src/dialects/anthropic/catalog.ts";

describe("the catalog of every rule in api-rules.md", () => {
  it("has rows 1 to 87 and 80b, each once, and unique ids", () => {
    const rows = catalog.map((entry) => entry.row).filter((row) => /^\d+b?$/.test(row));
    const expected = [...Array.from({ length: 87 }, (_, i) => String(i + 1)), "80b"];
    expect([...rows].sort()).toEqual([...expected].sort());
    const ids = catalog.map((entry) => entry.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("lists every registered rule", () => {
    const ids = new Set(catalog.map((entry) => entry.id));
    const missing = [...registered].filter((id) => !ids.has(id));
    expect(missing, `add these rules to ${FILE}`).toEqual([]);
  });

  it("says implemented only for rules that are registered", () => {
    const wrong = catalog
      .filter((entry) => entry.implemented)
      .flatMap((entry) => (entry.checkedBy ?? [entry.id]).filter((id) => !registered.has(id)).map((id) => `${entry.id} (by ${id})`));
    expect(wrong, `set implemented: false in ${FILE}, or register the rule`).toEqual([]);
  });

  it("says implemented for every registered rule", () => {
    const stale = catalog.filter((entry) => !entry.implemented && registered.has(entry.id)).map((entry) => entry.id);
    expect(stale, `set implemented: true for these in ${FILE}`).toEqual([]);
  });

  it("implements nothing it says cannot be checked offline, and gives every entry a reason", () => {
    expect(catalog.filter((entry) => entry.offline === "no" && entry.implemented).map((entry) => entry.id)).toEqual([]);
    expect(catalog.filter((entry) => entry.reason.trim() === "").map((entry) => entry.id)).toEqual([]);
  });

  it("agrees with the registered rule on category and targets", () => {
    const disagree = rules.flatMap(({ meta }) => {
      const entry = catalog.find((e) => e.id === meta.id);
      if (!entry) return [];
      const targets = entry.targets ?? ["anthropic", "bedrock", "vertex"];
      const problems: string[] = [];
      if (entry.category !== meta.category && !(entry.offline === "heuristic" && meta.category === "risk"))
        problems.push(`${meta.id}: category ${entry.category} ≠ ${meta.category}`);
      if ([...targets].sort().join() !== [...meta.targets].sort().join())
        problems.push(`${meta.id}: targets ${targets.join()} ≠ ${meta.targets.join()}`);
      return problems;
    });
    expect(disagree).toEqual([]);
  });
});
