import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyEdits } from "../src/index.js";
import { partitionEdits, reorderEdits } from "../src/fix/apply-edits.js";

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

describe("reorderEdits", () => {
  it("reaches any order of any array", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 12 }).chain((items) =>
          fc.tuple(
            fc.constant(items),
            fc.shuffledSubarray(
              items.map((_, i) => i),
              { minLength: items.length },
            ),
          ),
        ),
        ([items, order]) => {
          const out = applyEdits({ list: items }, reorderEdits("/list", items.length, order));
          expect(out.list).toEqual(order.map((i) => items[i]));
        },
      ),
    );
  });

  it("moves the smaller side of a partition", () => {
    expect(partitionEdits("/x", ["r", "t", "t", "t"], (item) => item === "t")).toEqual([{ op: "move", from: "/x/0", path: "/x/3" }]);
    expect(partitionEdits("/x", ["t", "t", "r", "t"], (item) => item === "t")).toEqual([{ op: "move", from: "/x/3", path: "/x/2" }]);
  });
});
