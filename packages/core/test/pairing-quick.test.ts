/** `allAnswered`, the quick check for a clean history: it says true exactly when the full analysis answers everything. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allAnswered, analyzePairing, type PairingRules, type PairingTurn } from "../src/model/pairing.js";

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

  it("says true for a clean history, and leaves formats paired later or by count to the analysis", () => {
    const history: PairingTurn<Item>[] = [
      { role: "assistant", index: 0, items: [{ kind: "call", id: "a" }] },
      { role: "user", index: 1, items: [{ kind: "result", id: "a" }] },
    ];
    expect(allAnswered(history, rulesOf(true, true))).toBe(true);
    expect(allAnswered(history, { ...rulesOf(false, false), answeredIn: "later" })).toBe(false);
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
