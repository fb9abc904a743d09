/** `allAnswered`, the quick check for a clean history: it says true exactly when the full analysis answers everything. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allAnswered, allAnsweredInOrder, analyzePairing, type PairingRules, type PairingTurn } from "../src/model/pairing.js";

interface Item {
  kind: "call" | "result" | "other";
  id: string | undefined;
}

const item = fc.record({
  kind: fc.constantFrom<Item["kind"]>("call", "result", "other"),
  // Few ids, so that repeats, strays and duplicates are common.
  id: fc.option(fc.constantFrom("a", "b", "c", "d"), { nil: undefined, freq: 6 }),
});

/** Turns that alternate as histories do, with some breaks: a role picked per turn, calls and results anywhere. */
const turns = fc
  .array(fc.record({ role: fc.constantFrom("assistant", "assistant", "user", "tool"), items: fc.array(item, { maxLength: 5 }) }), { maxLength: 8 })
  .map((list) => list.map((turn, index): PairingTurn<Item> => ({ ...turn, index })));

/** Histories that are mostly clean: each assistant turn's calls answered by the next turn, then one thing perhaps broken. */
const cleanish = fc
  .array(fc.uniqueArray(fc.constantFrom("a", "b", "c", "d", "e"), { minLength: 1, maxLength: 4 }), { maxLength: 4 })
  .chain((callTurns) =>
    fc.tuple(fc.constant(callTurns), fc.array(fc.boolean(), { minLength: callTurns.length, maxLength: callTurns.length }), fc.nat(40)),
  )
  .map(([callTurns, reversed, breakAt]) => {
    const list: Omit<PairingTurn<Item>, "index">[] = [{ role: "user", items: [{ kind: "other", id: undefined }] }];
    for (const [k, ids] of callTurns.entries()) {
      list.push({ role: "assistant", items: [{ kind: "other", id: undefined }, ...ids.map((id) => ({ kind: "call" as const, id }))] });
      const results = ids.map((id) => ({ kind: "result" as const, id }));
      list.push({ role: "user", items: [...(reversed[k] ? results.reverse() : results), { kind: "other", id: undefined }] });
    }
    // One change at a place picked by `breakAt` (or none): a dropped item, a copied one, or an item turned into text.
    const all = list.flatMap((turn, t) => turn.items.map((_, i) => [t, i] as const));
    const [t, i] = all[breakAt % (all.length + 3)] ?? [-1, -1];
    if (t >= 0) {
      const items = [...list[t]!.items];
      const change = breakAt % 3;
      if (change === 0) items.splice(i, 1);
      else if (change === 1) items.splice(i, 0, items[i]!);
      else items[i] = { kind: "other", id: undefined };
      list[t] = { ...list[t]!, items };
    }
    return list.map((turn, index): PairingTurn<Item> => ({ ...turn, index }));
  });

const rulesOf = (resultsFirst: boolean, callsLast: boolean): PairingRules<Item> => ({
  kindOf: (it) => it.kind,
  idOf: (it) => it.id,
  callRole: "assistant",
  match: "id",
  ...(resultsFirst ? { resultsFirst } : {}),
  ...(callsLast ? { callsLast } : {}),
});

const everyAnswered = (history: readonly PairingTurn<Item>[], rules: PairingRules<Item>) => {
  const { calls, results } = analyzePairing(history, rules);
  return calls.every((c) => c.status === "answered") && results.every((r) => r.status === "answered");
};

describe("allAnswered", () => {
  for (const [name, histories] of [
    ["any turns", turns],
    ["histories that are clean but for one change", cleanish],
  ] as const) {
    it(`agrees with the full analysis on ${name}, with and without resultsFirst and callsLast`, () => {
      fc.assert(
        fc.property(histories, fc.boolean(), fc.boolean(), (history, resultsFirst, callsLast) => {
          const rules = rulesOf(resultsFirst, callsLast);
          expect(allAnswered(history, rules)).toBe(everyAnswered(history, rules));
        }),
        { numRuns: 3000 },
      );
    });
  }

  it("with distinctCallIds, also says false when two calls of one turn share an id (the Messages API reads calls by id)", () => {
    const repeatedInTurn = (history: readonly PairingTurn<Item>[], rules: PairingRules<Item>) =>
      history.some((turn) => {
        if (turn.role !== rules.callRole) return false;
        const ids = turn.items.filter((it) => it.kind === "call" && it.id !== undefined).map((it) => it.id);
        return new Set(ids).size !== ids.length;
      });
    let repeated = 0;
    fc.assert(
      fc.property(fc.oneof(turns, cleanish), fc.boolean(), fc.boolean(), (history, resultsFirst, callsLast) => {
        const rules = rulesOf(resultsFirst, callsLast);
        if (everyAnswered(history, rules) && repeatedInTurn(history, rules)) repeated++;
        expect(allAnswered(history, rules, { distinctCallIds: true })).toBe(everyAnswered(history, rules) && !repeatedInTurn(history, rules));
      }),
      { numRuns: 5000 },
    );
    // Histories the option turns from true to false are among them.
    expect(repeated).toBeGreaterThan(10);
  });

  it("says true for a clean history, and leaves a format paired by count to the analysis", () => {
    const history: PairingTurn<Item>[] = [
      { role: "assistant", index: 0, items: [{ kind: "call", id: "a" }] },
      { role: "user", index: 1, items: [{ kind: "result", id: "a" }] },
    ];
    expect(allAnswered(history, rulesOf(true, true))).toBe(true);
    expect(allAnswered(history, { ...rulesOf(false, false), match: "count" })).toBe(false);
  });

  it("leaves a turn of more than 16 calls to the full analysis (no pairwise search over a long turn)", () => {
    const ids = Array.from({ length: 17 }, (_, i) => `id${i}`);
    const history: PairingTurn<Item>[] = [
      { role: "assistant", index: 0, items: ids.map((id) => ({ kind: "call", id })) },
      { role: "user", index: 1, items: ids.map((id) => ({ kind: "result", id })) },
    ];
    expect(everyAnswered(history, rulesOf(false, false))).toBe(true);
    expect(allAnswered(history, rulesOf(false, false))).toBe(false);
  });
});

describe("allAnswered, results answered later (the Responses API: one turn per item)", () => {
  const later: PairingRules<Item> = { ...rulesOf(false, false), answeredIn: "later" };
  /** One item a turn, as the Responses model builds them: calls in assistant turns, results and the rest in others. */
  const itemTurns = (items: readonly Item[]): PairingTurn<Item>[] =>
    items.map((it, index) => ({ role: it.kind === "call" ? "assistant" : "tool", index, items: [it] }));
  /** Clean: calls with distinct ids, each answered once after it, in any order, text anywhere. */
  const clean = fc
    .uniqueArray(fc.constantFrom("a", "b", "c", "d", "e", "f"), { maxLength: 6 })
    .chain((ids) => fc.tuple(fc.constant(ids), fc.array(fc.nat(1000), { minLength: 3 * ids.length + 2, maxLength: 3 * ids.length + 2 })))
    .map(([ids, keys]) => {
      // Each call at a random place, its result at a random place after it, texts between.
      const placed: { at: number; item: Item }[] = ids.flatMap((id, k) => {
        const at = keys[2 * k]!;
        return [
          { at, item: { kind: "call" as const, id } },
          { at: at + 1 + keys[2 * k + 1]!, item: { kind: "result" as const, id } },
        ];
      });
      placed.push({ at: keys.at(-1)!, item: { kind: "other", id: undefined } }, { at: keys.at(-2)!, item: { kind: "other", id: undefined } });
      return itemTurns(placed.sort((x, y) => x.at - y.at).map((p) => p.item));
    });

  it("says true for every clean history, which the full analysis finds all answered", () => {
    fc.assert(
      fc.property(clean, (history) => {
        expect(everyAnswered(history, later)).toBe(true);
        expect(allAnswered(history, later)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it("says true only when the full analysis answers everything (any turns, any items)", () => {
    let quick = 0;
    fc.assert(
      fc.property(fc.oneof(turns, cleanish, fc.array(item, { maxLength: 10 }).map(itemTurns)), (history) => {
        if (!allAnswered(history, later)) return;
        quick++;
        expect(everyAnswered(history, later)).toBe(true);
      }),
      { numRuns: 5000 },
    );
    expect(quick).toBeGreaterThan(200);
  });

  it("over the items alone (allAnsweredInOrder, no turns): true for every clean list, and only when the full analysis agrees", () => {
    const cleanItems = clean.map((history) => history.flatMap((turn) => turn.items));
    fc.assert(
      fc.property(cleanItems, (items) => {
        expect(allAnsweredInOrder(items, later)).toBe(true);
      }),
      { numRuns: 2000 },
    );
    let quick = 0;
    fc.assert(
      fc.property(fc.array(item, { maxLength: 10 }), (items) => {
        if (!allAnsweredInOrder(items, later)) return;
        quick++;
        expect(everyAnswered(itemTurns(items), later)).toBe(true);
      }),
      { numRuns: 5000 },
    );
    expect(quick).toBeGreaterThan(200);
  });

  it("leaves a call id used twice, and an id-less call, to the full analysis", () => {
    const twice = itemTurns([
      { kind: "call", id: "a" },
      { kind: "result", id: "a" },
      { kind: "call", id: "a" },
      { kind: "result", id: "a" },
    ]);
    expect(allAnswered(twice, later)).toBe(false);
    expect(allAnswered(itemTurns([{ kind: "call", id: undefined }]), later)).toBe(false);
    expect(allAnswered(itemTurns([{ kind: "result", id: "a" }]), later)).toBe(false);
  });
});
