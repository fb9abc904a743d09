import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyEdits } from "../src/index.js";
import { partitionEdits } from "../src/fix/apply-edits.js";
import type { Edit } from "../src/types.js";

describe("applyEdits", () => {
  it("applies JSON Patch operations in sequence without touching the input", () => {
    const input = { messages: [{ content: ["a", "b", "c"] }], keep: { deep: true } };
    const frozen = JSON.stringify(input);
    const out = applyEdits(input, [
      { op: "move", from: "/messages/0/content/2", path: "/messages/0/content/0" },
      { op: "remove", path: "/messages/0/content/1" },
      { op: "add", path: "/messages/0/content/-", value: "d" },
      { op: "replace", path: "/messages/0/content/0", value: "C" },
    ]);
    expect(out).toEqual({ messages: [{ content: ["C", "b", "d"] }], keep: { deep: true } });
    expect(JSON.stringify(input)).toBe(frozen);
    expect(out.keep).toBe(input.keep);
  });

  it("throws on an edit outside the document rather than guessing", () => {
    expect(() => applyEdits({ a: [] }, [{ op: "remove", path: "/a/3" }])).toThrow(/out of range/);
  });
});

/** The edits as they were first computed: a simulated array searched and spliced per move (quadratic), kept as the oracle. */
function partitionBySimulation(arrayPointer: string, items: readonly unknown[], first: (item: unknown) => boolean): Edit[] {
  const indices = items.map((_, i) => i);
  const order = [...indices.filter((i) => first(items[i])), ...indices.filter((i) => !first(items[i]))];
  const place = (targets: number[]): Edit[] => {
    const current = [...indices];
    const edits: Edit[] = [];
    for (const target of targets) {
      const at = current.indexOf(order[target]!);
      if (at === target) continue;
      current.splice(at, 1);
      current.splice(target, 0, order[target]!);
      edits.push({ op: "move", from: `${arrayPointer}/${at}`, path: `${arrayPointer}/${target}` });
    }
    return edits;
  };
  const fromFront = place([...indices]);
  const fromBack = place([...indices].reverse());
  return fromBack.length < fromFront.length ? fromBack : fromFront;
}

describe("partitionEdits", () => {
  it("brings the chosen items to the front, both groups in order, with the moves the simulation finds", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 40 }), (flags) => {
        const items = flags.map((front, i) => ({ front, i }));
        const isFront = (item: unknown) => (item as { front: boolean }).front;
        const edits = partitionEdits("/list", items, isFront);
        expect(edits).toEqual(partitionBySimulation("/list", items, isFront));
        const out = applyEdits({ list: items }, edits);
        expect(out.list).toEqual([...items.filter(isFront), ...items.filter((item) => !isFront(item))]);
      }),
      { numRuns: 500 },
    );
  });

  it("moves the smaller side of a partition", () => {
    expect(partitionEdits("/x", ["r", "t", "t", "t"], (item) => item === "t")).toEqual([{ op: "move", from: "/x/0", path: "/x/3" }]);
    expect(partitionEdits("/x", ["t", "t", "r", "t"], (item) => item === "t")).toEqual([{ op: "move", from: "/x/3", path: "/x/2" }]);
  });
});
