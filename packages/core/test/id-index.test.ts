/** `IdIndex`, the ids-to-numbers table of the pairing analyses and the duplicate-id rules: it answers as a Map does. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IdIndex } from "../src/model/id-index.js";

type Step = { op: "add" | "set" | "get"; id: string; value: number };

/** Replays the steps on an IdIndex and on a Map; every answer must agree. */
function replay(steps: readonly Step[], expected?: number): void {
  const index = new IdIndex(expected);
  const map = new Map<string, number>();
  for (const { op, id, value } of steps) {
    if (op === "get") {
      expect(index.get(id)).toBe(map.get(id) ?? -1);
    } else if (op === "add") {
      const had = map.get(id);
      if (had === undefined) map.set(id, value);
      expect(index.add(id, value)).toBe(had ?? -1);
    } else {
      index.set(id, value);
      map.set(id, value);
    }
  }
  for (const id of map.keys()) expect(index.get(id)).toBe(map.get(id));
}

const step = (id: fc.Arbitrary<string>) => fc.record({ op: fc.constantFrom<Step["op"]>("add", "set", "get"), id, value: fc.nat(1000) });

describe("IdIndex", () => {
  it("answers as a Map does, for ids of every shape", () => {
    fc.assert(
      fc.property(fc.array(step(fc.string({ maxLength: 12 })), { maxLength: 200 }), fc.nat(64), (steps, expected) => replay(steps, expected)),
    );
  });

  it("answers as a Map does for ids that differ only where it does not look (its Map takes over)", () => {
    // Same length, same first, middle and last four characters: every id lands in one probe run.
    const colliding = fc.string({ minLength: 3, maxLength: 3 }).map((middle) => `call_${middle}_x${middle}_0000`);
    fc.assert(fc.property(fc.array(step(colliding), { minLength: 40, maxLength: 300 }), (steps) => replay(steps)));
  });

  it("keeps every id through growth, from a table sized for one", () => {
    const ids = Array.from({ length: 5000 }, (_, i) => `toolu_${i.toString(36)}`);
    const index = new IdIndex(1);
    ids.forEach((id, i) => expect(index.add(id, i)).toBe(-1));
    ids.forEach((id, i) => expect(index.add(id, -1)).toBe(i));
    expect(index.get("toolu_")).toBe(-1);
  });

  it("tells the empty id and ids of one character apart", () => {
    const index = new IdIndex();
    expect(index.add("", 1)).toBe(-1);
    expect(index.add("a", 2)).toBe(-1);
    expect(index.get("")).toBe(1);
    expect(index.add("", 3)).toBe(1);
    expect(index.get("b")).toBe(-1);
  });
});
