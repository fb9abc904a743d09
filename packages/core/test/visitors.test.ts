import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { VisitorTable } from "../src/engine/visitors.js";
import type { ActiveRule, RuleNeeds } from "../src/types.js";

/** Synthetic rules: rule i needs field `f<i mod needs>` (the last three none), visits the request, blocks or text blocks, or both. */
function activeRules(count: number, needs: number): ActiveRule[] {
  return Array.from({ length: count }, (_, i) => {
    const visit: Record<string, () => void> = {};
    if (i % 3 !== 1) visit.request = () => {};
    if (i % 3 !== 0) visit[i % 2 ? "block:text" : "block"] = () => {};
    const meta = { id: `rule-${i}`, ...(i >= count - 3 ? {} : { needs: { fields: [`f${i % needs}`] } }) };
    return { rule: { meta, visit }, severity: "error", options: [] } as unknown as ActiveRule;
  });
}

/** What a plan must hold for these answers: the rules whose needs are met (or that have none). */
function expected(active: readonly ActiveRule[], met: (field: string) => boolean) {
  const runs = active.filter(({ rule }) => rule.meta.needs === undefined || met(rule.meta.needs.fields![0]!));
  return {
    request: runs.filter(({ rule }) => rule.visit!.request !== undefined).map(({ rule }) => rule.meta.id),
    block: runs.filter(({ rule }) => rule.visit!.block !== undefined).map(({ rule }) => rule.meta.id),
    text: runs.filter(({ rule }) => rule.visit!.block !== undefined || rule.visit!["block:text"] !== undefined).map(({ rule }) => rule.meta.id),
  };
}

function actual(table: VisitorTable, met: (field: string) => boolean) {
  const asked: string[] = [];
  const plan = table.plan((needs: RuleNeeds) => {
    asked.push(needs.fields![0]!);
    return met(needs.fields![0]!);
  });
  const block = plan.kinds?.get("block");
  return {
    plan,
    asked,
    request: plan.steps.map((step) => step.entry.rule.meta.id),
    block: (block?.all ?? []).map((handler) => handler.entry.rule.meta.id),
    text: (block?.byType?.text ?? block?.all ?? []).map((handler) => handler.entry.rule.meta.id),
  };
}

describe("request plans", () => {
  it("hold exactly the rules whose needs a request meets, asking each distinct needs once", () => {
    // 8 needs: 256 combinations at most, all of which the table keeps.
    const active = activeRules(60, 8);
    const table = new VisitorTable(active);
    const plans = new Map<string, unknown>();
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), (answers) => {
        const met = (field: string) => answers[Number(field.slice(1))]!;
        const { plan, asked, ...got } = actual(table, met);
        expect(got).toEqual(expected(active, met));
        expect(asked.length).toBe(8);
        expect(new Set(asked).size).toBe(8);
        // The same answers give the same plan, built once.
        const key = answers.join();
        if (plans.has(key)) expect(plan).toBe(plans.get(key));
        plans.set(key, plan);
      }),
      { numRuns: 500 },
    );
  });

  it("keeps at most 256 plans, and stays right past them", () => {
    // 9 needs: 512 combinations, all of them, fit the tree's nodes but not the plans kept.
    const active = activeRules(40, 9);
    const table = new VisitorTable(active);
    const combinations = Array.from({ length: 512 }, (_, n) => Array.from({ length: 9 }, (_, bit) => ((n >> bit) & 1) === 1));
    const met = (answers: boolean[]) => (field: string) => answers[Number(field.slice(1))]!;
    for (const answers of combinations) {
      const { plan: _, asked, ...got } = actual(table, met(answers));
      expect(got).toEqual(expected(active, met(answers)));
      expect(asked.length).toBe(9);
    }
    expect(actual(table, met(combinations[0]!)).plan).toBe(actual(table, met(combinations[0]!)).plan);
    expect(actual(table, met(combinations[255]!)).plan).toBe(actual(table, met(combinations[255]!)).plan);
    expect(actual(table, met(combinations[256]!)).plan).not.toBe(actual(table, met(combinations[256]!)).plan);
  });

  it("stays right, and stops keeping plans, once its tree is full", () => {
    // 20 needs: 2,000 random combinations make tens of thousands of tree nodes, far past the bound.
    const active = activeRules(100, 20);
    const table = new VisitorTable(active);
    const combinations = fc.sample(fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }), { numRuns: 2000, seed: 7 });
    const last = combinations.at(-1)!;
    const met = (answers: boolean[]) => (field: string) => answers[Number(field.slice(1))]!;
    for (const answers of combinations) {
      const { plan: _, asked, ...got } = actual(table, met(answers));
      expect(got).toEqual(expected(active, met(answers)));
      expect(asked.length).toBe(20);
    }
    // A combination first seen after the tree filled gets a plan of its own each time.
    expect(actual(table, met(last)).plan).not.toBe(actual(table, met(last)).plan);
    // One seen before it filled is still shared.
    expect(actual(table, met(combinations[0]!)).plan).toBe(actual(table, met(combinations[0]!)).plan);
  });

  it("runs every step without needs asked when preconditions are off", () => {
    const active = activeRules(30, 5);
    const { steps, kinds } = new VisitorTable(active).plan(undefined);
    expect(steps.map((step) => step.entry.rule.meta.id)).toEqual(expected(active, () => true).request);
    expect(kinds?.get("block")?.all?.map((handler) => handler.entry.rule.meta.id)).toEqual(expected(active, () => true).block);
  });

  it("leaves the walk out when no running rule visits nodes", () => {
    // Rules without needs visit only the request; those that visit nodes all have needs, none of them met.
    const active = activeRules(30, 5).filter(
      ({ rule }) => rule.meta.needs !== undefined || Object.keys(rule.visit!).every((key) => key === "request"),
    );
    const plan = new VisitorTable(active).plan(() => false);
    expect(plan.kinds).toBeUndefined();
    expect(plan.steps.length).toBeGreaterThan(0);
  });
});
