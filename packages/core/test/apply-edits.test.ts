import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyEdits, toTextEdits, type TextEdit } from "../src/index.js";
import { moveRunAt, orderAfterMoves } from "../src/fix/move-runs.js";
import { partitionEdits } from "../src/fix/apply-edits.js";
import type { Edit } from "../src/types.js";

/** Text edits applied from the end, so each offset still holds. */
function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  return [...edits].sort((a, b) => b.start - a.start).reduce((out, edit) => out.slice(0, edit.start) + edit.text + out.slice(edit.end), text);
}

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

describe("a run of moves within one array", () => {
  /** Moves of one array, each in range when it is taken against the array as the ones before it left it. */
  const moveRuns = fc.integer({ min: 1, max: 30 }).chain((length) =>
    fc.tuple(
      fc.constant(length),
      fc.array(
        fc.tuple(fc.nat(length - 1), fc.nat(length - 1)).map(([from, to]) => ({ from, to })),
        { maxLength: 40 },
      ),
    ),
  );
  const asEdits = (moves: { from: number; to: number }[]): Edit[] =>
    moves.map(({ from, to }) => ({ op: "move", from: `/list/${from}`, path: `/list/${to}` }));
  const oneByOne = <T>(value: T, edits: Edit[]): T => edits.reduce((out, edit) => applyEdits(out, [edit]), value);

  it("leaves the order the moves give one at a time", () => {
    fc.assert(
      fc.property(moveRuns, ([length, moves]) => {
        const list = Array.from({ length }, (_, i) => i);
        expect(orderAfterMoves(length, moves)).toEqual(oneByOne({ list }, asEdits(moves)).list);
        expect(applyEdits({ list, other: [1] }, asEdits(moves))).toEqual(oneByOne({ list, other: [1] }, asEdits(moves)));
      }),
      { numRuns: 500 },
    );
  });

  it("keeps the file's own text of every item it moves, as the moves one at a time do", () => {
    fc.assert(
      fc.property(moveRuns, ([length, moves]) => {
        const text = `{\n  "list": [${Array.from({ length }, (_, i) => `{ "n":   ${i} }`).join(", ")}]\n}\n`;
        const edits = asEdits(moves);
        const oneAtATime = edits.reduce((current, edit) => applyTextEdits(current, toTextEdits(current, [edit])), text);
        expect(JSON.parse(applyTextEdits(text, toTextEdits(text, edits)))).toEqual(JSON.parse(oneAtATime));
        expect(applyTextEdits(text, toTextEdits(text, edits))).toContain(`{ "n":   ${length - 1} }`);
      }),
      { numRuns: 300 },
    );
  });

  it("fails as the moves one at a time do when an index is out of range", () => {
    expect(() =>
      applyEdits(
        { list: [1, 2] },
        asEdits([
          { from: 0, to: 1 },
          { from: 2, to: 0 },
        ]),
      ),
    ).toThrow("Array index 2 out of range");
    expect(() => orderAfterMoves(2, [{ from: 0, to: 2 }])).toThrow("Array index 2 out of range");
  });

  it("moves between numeric keys of an object one at a time, as JSON Patch does", () => {
    const value = { list: { "0": "a", "1": "b", "2": "c" } };
    const edits = asEdits([
      { from: 0, to: 1 },
      { from: 2, to: 0 },
    ]);
    expect(applyEdits(value, edits)).toEqual(oneByOne(value, edits));
    const text = `${JSON.stringify(value, null, 2)}\n`;
    const oneAtATime = edits.reduce((current, edit) => applyTextEdits(current, toTextEdits(current, [edit])), text);
    expect(JSON.parse(applyTextEdits(text, toTextEdits(text, edits)))).toEqual(JSON.parse(oneAtATime));
  });

  it("is found only among consecutive moves of one array, by index", () => {
    const edits: Edit[] = [
      { op: "move", from: "/a/1", path: "/a/0" },
      { op: "move", from: "/a/2", path: "/a/1" },
      { op: "move", from: "/b/0", path: "/b/1" },
      { op: "move", from: "/b/0", path: "/b/-" },
    ];
    expect(moveRunAt(edits, 0)).toEqual({
      array: "/a",
      moves: [
        { from: 1, to: 0 },
        { from: 2, to: 1 },
      ],
      end: 2,
    });
    expect(moveRunAt(edits, 2)).toBeUndefined();
  });
});
