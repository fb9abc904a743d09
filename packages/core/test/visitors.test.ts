import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { VisitorTable } from "../src/engine/visitors.js";
import { meetsNeeds, NeedsIndex, type RequestPresence } from "../src/engine/needs.js";
import type { ActiveRule, RuleNeeds } from "../src/types.js";
import { builtinDialects, createLinter, ruleCreator } from "../src/index.js";

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

/** The plan for a request that holds the fields `f<i>` that `met` names (of the first `needs`). */
function actual(table: VisitorTable, met: (field: string) => boolean, needs = 20) {
  const request = Object.fromEntries(
    Array.from({ length: needs }, (_, i) => `f${i}`)
      .filter(met)
      .map((field) => [field, 1]),
  );
  const plan = table.plan({ request });
  const block = plan.kinds?.get("block");
  return {
    plan,
    request: plan.steps.map((step) => step.entry.rule.meta.id),
    block: (block?.all ?? []).map((handler) => handler.entry.rule.meta.id),
    text: (block?.byType?.text ?? block?.all ?? []).map((handler) => handler.entry.rule.meta.id),
  };
}

describe("request plans", () => {
  it("hold exactly the rules whose needs a request meets", () => {
    // 8 needs: 256 combinations at most, all of which the table keeps.
    const active = activeRules(60, 8);
    const table = new VisitorTable(active);
    const plans = new Map<string, unknown>();
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), (answers) => {
        const met = (field: string) => answers[Number(field.slice(1))]!;
        const { plan, ...got } = actual(table, met, 8);
        expect(got).toEqual(expected(active, met));
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
      const { plan: _, ...got } = actual(table, met(answers));
      expect(got).toEqual(expected(active, met(answers)));
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
      const { plan: _, ...got } = actual(table, met(answers));
      expect(got).toEqual(expected(active, met(answers)));
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
    const plan = new VisitorTable(active).plan({ request: {} });
    expect(plan.kinds).toBeUndefined();
    expect(plan.steps.length).toBeGreaterThan(0);
  });
});

describe("needs answered from what a request holds", () => {
  const fields = ["model", "tools", "thinking", "stream", "system"];
  const types = ["text", "tool_use", "tool_result", "web_search_tool_result", "mcp_tool_result", "image", "thinking"];
  const patterns = [...types, "*_tool_result", "*_result", "*thinking"];
  const needsArb = fc.record(
    {
      fields: fc.subarray(fields),
      blocks: fc.subarray(patterns),
      cacheControl: fc.boolean(),
    },
    { requiredKeys: [] },
  );
  const presenceArb = fc.record(
    {
      // A field set to undefined, null or a value; an inherited one does not count.
      request: fc
        .tuple(fc.dictionary(fc.constantFrom(...fields, "other"), fc.constantFrom(undefined, null, 0, "x")), fc.subarray(fields))
        .map(([own, inherited]) => Object.assign(Object.create(Object.fromEntries(inherited.map((field) => [field, 1]))), own)),
      blockTypes: fc.option(
        fc.uniqueArray(fc.constantFrom(...types, "code_execution_tool_result", "redacted_thinking")).map((list) => new Set(list)),
        {
          nil: undefined,
        },
      ),
      cacheControl: fc.option(fc.boolean(), { nil: undefined }),
    },
    { requiredKeys: ["request"] },
  );

  it("gives every needs exactly meetsNeeds' answer, whatever needs share a field or block type", () => {
    fc.assert(
      fc.property(fc.array(needsArb, { maxLength: 12 }), presenceArb, (needs, presence) => {
        const met = new Uint8Array(needs.length).fill(7);
        new NeedsIndex(needs as RuleNeeds[]).answer(presence as RequestPresence, met);
        expect([...met]).toEqual(needs.map((one) => (meetsNeeds(one as RuleNeeds, presence as RequestPresence) ? 1 : 0)));
      }),
      { numRuns: 2000 },
    );
  });

  it("counts a field only as the request's own, with a value", () => {
    const inherited = Object.create({ tools: [] }) as Record<string, unknown>;
    expect(meetsNeeds({ fields: ["tools"] }, { request: inherited })).toBe(false);
    expect(meetsNeeds({ fields: ["tools"] }, { request: { tools: undefined } })).toBe(false);
    expect(meetsNeeds({ fields: ["tools"] }, { request: { tools: null } })).toBe(true);
    expect(meetsNeeds({ blocks: ["*_tool_result"] }, { request: {}, blockTypes: new Set(["web_search_tool_result"]) })).toBe(true);
    expect(meetsNeeds({ blocks: ["*_tool_result"] }, { request: {}, blockTypes: new Set(["tool_use"]) })).toBe(false);
    expect(meetsNeeds({ cacheControl: true }, { request: {}, cacheControl: true })).toBe(true);
    expect(meetsNeeds({ cacheControl: true, fields: ["tools"] }, { request: {} })).toBe(false);
  });
});

describe("messages typed by their role", () => {
  /** The built-in dialects, each with one rule more that records the messages its `message:<role>` visitors see. */
  function recording() {
    const seen: string[] = [];
    const dialects = builtinDialects.map((dialect) => {
      const visit = (role: string) => (message: { index: number; role?: string }) =>
        void seen.push(`${role} visitor: ${message.index} ${message.role}`);
      const rule = ruleCreator({ id: dialect.id, targets: dialect.targets })(`${dialect.id}-roles`, {
        meta: { description: "Records the messages it visits.", category: "api", recommended: true, messages: {} },
        visit: { "message:user": visit("user"), "message:assistant": visit("assistant") },
      });
      return { ...dialect, rules: [...dialect.rules, rule] };
    });
    return { seen, linter: createLinter({ dialects }) };
  }
  const messages = (text: (role: string) => unknown) =>
    ["user", "assistant", "system", "user", "tool"].map((role) => ({ role, content: text(role) }));

  it("run a Messages API rule's `message:user` and `message:assistant` visitors on those messages only", () => {
    const { seen, linter } = recording();
    linter.lint({ model: "claude-opus-4-1", max_tokens: 10, messages: messages((role) => role) }, { settings: { dialect: "anthropic" } });
    expect(seen).toEqual(["user visitor: 0 user", "assistant visitor: 1 assistant", "user visitor: 3 user"]);
  });

  it("run a Converse rule's `message:user` and `message:assistant` visitors on those messages only", () => {
    const { seen, linter } = recording();
    linter.lint(
      { modelId: "anthropic.claude-3-haiku", messages: messages((role) => [{ text: role }]) },
      { settings: { dialect: "bedrock-converse" } },
    );
    expect(seen).toEqual(["user visitor: 0 user", "assistant visitor: 1 assistant", "user visitor: 3 user"]);
  });
});
