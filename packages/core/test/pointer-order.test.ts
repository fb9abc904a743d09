/** The order findings are sorted in: pointers compared in their text agree with comparing their parsed tokens. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { comparePointers, parsePointer } from "../src/model/pointer.js";

/** The order as first written: parse both pointers, compare the first tokens that differ. */
function byTokens(a: string, b: string): number {
  const x = parsePointer(a);
  const y = parsePointer(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] === y[i]) continue;
    const m = Number(x[i]);
    const n = Number(y[i]);
    return Number.isInteger(m) && Number.isInteger(n) ? m - n : x[i]! < y[i]! ? -1 : 1;
  }
  return x.length - y.length;
}

// Tokens near each other in order: indices of one and two digits, a leading zero, names, escapes, the empty token.
const token = fc.constantFrom("", "0", "1", "2", "9", "10", "11", "01", "a", "ab", "b", "~0", "~1", "a~1b", "~01", "content", "messages");
const pointer = fc.array(token, { maxLength: 5 }).map((tokens) => tokens.map((t) => `/${t}`).join(""));

describe("comparePointers", () => {
  it("orders as the parsed tokens do, in sign, for pointers that share prefixes, escapes and numbers", () => {
    fc.assert(
      fc.property(pointer, pointer, (a, b) => {
        expect(Math.sign(comparePointers(a, b))).toBe(Math.sign(byTokens(a, b)));
      }),
      { numRuns: 5000 },
    );
  });

  it("puts indices in numeric order and a pointer before those below it", () => {
    const sorted = ["/messages/10", "/messages/2/content/0", "/messages/2", "", "/messages/2/content/10", "/messages/2/content/9"].sort(
      comparePointers,
    );
    expect(sorted).toEqual(["", "/messages/2", "/messages/2/content/0", "/messages/2/content/9", "/messages/2/content/10", "/messages/10"]);
  });

  it("refuses a pointer without its leading slash, as parsing it does", () => {
    expect(() => comparePointers("messages/0", "/messages/1")).toThrow(/Invalid JSON pointer/);
    expect(() => comparePointers("/messages/1", "messages/0")).toThrow(/Invalid JSON pointer/);
  });
});
