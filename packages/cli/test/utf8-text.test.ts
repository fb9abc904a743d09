/** The CLI's UTF-8 decoding: faster than `toString` on large non-ASCII texts, and the same text from any bytes. */
import { Buffer } from "node:buffer";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeUtf8 } from "../src/utf8-text.js";

/** Texts of every kind of character, from a few bytes to past the size where the converter takes over. */
const text = fc
  .array(
    fc.oneof(
      fc.constantFrom("\uFEFF", "é", "—", "設定", "😀", "\u0000", "\r\n", '"'),
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.string({ unit: "grapheme-ascii", minLength: 200, maxLength: 2000 }),
      fc.string({ unit: "grapheme", minLength: 200, maxLength: 2000 }),
    ),
    { maxLength: 20, size: "max" },
  )
  .map((parts) => parts.join(""));

describe("decodeUtf8", () => {
  it("decodes valid UTF-8 as toString does, whole and in any range", () => {
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), (value, a, b) => {
        const bytes = Buffer.from(value);
        expect(decodeUtf8(bytes)).toBe(value);
        expect(decodeUtf8(bytes, 0, bytes.length, true)).toBe(value);
        // A range may cut a character in two: those bytes are not UTF-8, and decode as toString decodes them.
        const [start, end] = [a % (bytes.length + 1), b % (bytes.length + 1)].sort((x, y) => x - y) as [number, number];
        expect(decodeUtf8(bytes, start, end)).toBe(bytes.toString("utf8", start, end));
      }),
      // Shrinking texts of many kilobytes takes minutes: the first counterexample is shown as found.
      { numRuns: 300, endOnFailure: true },
    );
  });

  it("decodes bytes that are not UTF-8 as toString does, U+FFFD for each bad sequence", () => {
    const bytes = fc.uint8Array({ minLength: 0, maxLength: 12_000 });
    fc.assert(
      fc.property(text, bytes, fc.nat(), (value, noise, at) => {
        const good = Buffer.from(value);
        const cut = at % (good.length + 1);
        const mixed = Buffer.concat([good.subarray(0, cut), noise, good.subarray(cut)]);
        expect(decodeUtf8(mixed)).toBe(mixed.toString());
      }),
      { numRuns: 200, endOnFailure: true },
    );
  });

  it("decodes a large text past the converter's threshold, surrogate pairs and a byte order mark included", () => {
    const value = "é".repeat(3000) + "😀".repeat(2000) + "a".repeat(5000);
    const bytes = Buffer.from(value);
    expect(bytes.length).toBeGreaterThan(4096);
    expect(decodeUtf8(bytes)).toBe(value);
    expect(decodeUtf8(bytes, 0, bytes.length, false)).toBe(bytes.toString());
    // A byte order mark stays, as toString keeps it: core takes it off, and counts columns after it.
    expect(decodeUtf8(Buffer.from("\uFEFF" + value))).toBe("\uFEFF" + value);
  });
});
