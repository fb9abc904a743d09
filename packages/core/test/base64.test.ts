/** `isBase64AnyAlphabet`, the signature and redacted-data check: decided mostly by `atob`, it must answer as its expression does. */
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BASE64_ANY_ALPHABET, isBase64AnyAlphabet } from "../src/model/base64.js";

const STANDARD = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/** Mostly the standard alphabet, with what `atob` treats apart: padding, whitespace, URL-safe and foreign characters. */
const character = fc.oneof(
  { weight: 20, arbitrary: fc.constantFrom(...STANDARD) },
  { weight: 3, arbitrary: fc.constant("=") },
  { weight: 1, arbitrary: fc.constantFrom("-", "_", " ", "\t", "\n", "\f", "\r", "\v", "\u00a0", "é", "😀", "\u0000", ".", "%") },
);
/** Texts of every length modulo 4, with zero to four `=` at the end. */
const text = fc
  .tuple(
    fc.array(character, { maxLength: 40 }).map((chars) => chars.join("")),
    fc.integer({ min: 0, max: 4 }),
  )
  .map(([body, padding]) => body + "=".repeat(padding));

describe("isBase64AnyAlphabet", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("answers as its expression does, for texts near and far from base64", () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(isBase64AnyAlphabet(value)).toBe(BASE64_ANY_ALPHABET.test(value));
      }),
      { numRuns: 20_000 },
    );
  });

  it("rejects what atob forgives: whitespace, a third `=`, padding inside, a group of one", () => {
    const atobTakes = ["QUJD RA==", "QUJD\nRA==", "QUJDRA\t==", "QUJDRA==\r"];
    for (const value of atobTakes) {
      expect(() => atob(value)).not.toThrow();
      expect(isBase64AnyAlphabet(value)).toBe(false);
    }
    expect(isBase64AnyAlphabet("QUJDRA===")).toBe(false);
    expect(isBase64AnyAlphabet("QUJ=RA==")).toBe(false);
    expect(isBase64AnyAlphabet("QUJDRA==QUJD")).toBe(false);
    // atob refuses a group of one character; the expression, which knows no groups, does not.
    expect(isBase64AnyAlphabet("QUJDR")).toBe(true);
    expect(isBase64AnyAlphabet("QUJD-_RA")).toBe(true);
    expect(isBase64AnyAlphabet("QUJDRA==")).toBe(true);
  });

  it("answers the same where the host has no atob at all (a bare V8: the name is not even declared)", async () => {
    const host = globalThis as { atob?: typeof atob };
    const saved = host.atob;
    delete host.atob;
    let bare: typeof import("../src/model/base64.js");
    try {
      vi.resetModules();
      bare = await import("../src/model/base64.js");
      expect("atob" in globalThis).toBe(false);
    } finally {
      host.atob = saved;
    }
    fc.assert(
      fc.property(text, (value) => {
        expect(bare.isBase64AnyAlphabet(value)).toBe(BASE64_ANY_ALPHABET.test(value));
      }),
      { numRuns: 2_000 },
    );
  });

  it("asks atob for the long texts it proves, once each", async () => {
    const spy = vi.fn(atob);
    vi.stubGlobal("atob", spy);
    vi.resetModules();
    const fresh = await import("../src/model/base64.js");
    expect(fresh.isBase64AnyAlphabet("QUJD".repeat(100))).toBe(true);
    expect(fresh.isBase64AnyAlphabet("QUJD".repeat(100) + "QQ")).toBe(true);
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
