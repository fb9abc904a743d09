/** User patterns on RE2: what JavaScript's `u`-flag RegExp finds, in linear time; what RE2 cannot run is refused with a reason. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileLinear, type LinearRegExp } from "../src/engine/linear-regexp.js";

const atom = fc.oneof(
  fc.constantFrom("a", "b", "é", "😀", " ", "\\n", "\\.", "\\-", "\\/", "\\u00e9", "\\u{1F600}", "\\uD83D\\uDE00", "\\x41", "\\cJ", "\\0"),
  fc.constantFrom(".", "\\s", "\\S", "\\d", "\\D", "\\w", "\\W", "\\b", "\\B", "^", "$"),
  fc.constantFrom(
    "[a-c]",
    "[^a]",
    "[\\s]",
    "[^\\s]",
    "[\\sa]",
    "[\\d\\w]",
    "[😀é]",
    "[\\b]",
    "[^]",
    "[]",
    "[.]",
    "[\\u00a0-\\u00ff]",
    "\\p{L}",
    "\\P{L}",
    "\\p{Lu}",
  ),
);
const quantifier = fc.constantFrom("", "", "*", "+", "?", "{1,2}", "{2}", "*?", "+?");
const pattern = fc.letrec((tie) => ({
  piece: fc.oneof(
    { weight: 4, arbitrary: fc.tuple(atom, quantifier).map(([a, q]) => a + q) },
    {
      weight: 1,
      arbitrary: fc.tuple(tie("alternation"), quantifier, fc.constantFrom("(", "(?:", "(?<g>")).map(([inner, q, open]) => `${open}${inner})${q}`),
    },
  ),
  sequence: fc.array(tie("piece"), { minLength: 1, maxLength: 4 }).map((pieces) => pieces.join("")),
  alternation: fc.array(tie("sequence"), { minLength: 1, maxLength: 3 }).map((alternatives) => alternatives.join("|")),
})).alternation;
const subject = fc
  .array(
    fc.constantFrom(
      "a",
      "b",
      "c",
      "A",
      "é",
      "😀",
      "\uD83D",
      "\uDE00",
      " ",
      "\t",
      "\n",
      "\r",
      "\v",
      "\u00a0",
      "\u2028",
      "\u2029",
      "\ufeff",
      "\u3000",
      "1",
      "_",
      "-",
      ".",
      "/",
      "\b",
      "\0",
    ),
    {
      maxLength: 8,
    },
  )
  .map((parts) => parts.join(""));

/**
 * What the specification's `u` RegExp finds: a match starting at a code point boundary. V8 also tries an empty match
 * between the two halves of a surrogate pair (`/\B/u` matches "a😀a" at index 2), which the specification never tries.
 */
function nativeTest(native: RegExp, text: string): boolean {
  const sticky = new RegExp(native.source, "uy");
  for (let i = 0; i <= text.length; i++) {
    sticky.lastIndex = i;
    if (sticky.test(text)) return true;
    if (/[\uD800-\uDBFF]/.test(text.charAt(i)) && /[\uDC00-\uDFFF]/.test(text.charAt(i + 1))) i++;
  }
  return false;
}

const linear = (source: string): LinearRegExp => {
  const compiled = compileLinear(source);
  if ("cannot" in compiled) throw new Error(`${source}: ${compiled.cannot}`);
  return compiled;
};

describe("compileLinear", () => {
  it("finds what a JavaScript `u` RegExp finds, whatever the pattern and the text", () => {
    fc.assert(
      fc.property(pattern, fc.array(subject, { minLength: 1, maxLength: 8 }), (source, texts) => {
        let native: RegExp;
        try {
          native = new RegExp(source, "u");
        } catch {
          return; // ajv refuses such a schema: never asked
        }
        const compiled = compileLinear(source);
        if ("cannot" in compiled) {
          // Only a class that holds \S is refused among these constructs.
          expect(source).toMatch(/\[[^\]]*\\S/);
          return;
        }
        for (const text of texts) expect(compiled.test(text), `/${source}/u on ${JSON.stringify(text)}`).toBe(nativeTest(native, text));
      }),
      { numRuns: 3000 },
    );
  });

  it("finds no empty match between the halves of a surrogate pair, as the specification says (V8 finds one)", () => {
    expect(linear("\\B").test("a😀a")).toBe(false);
    expect(nativeTest(/\B/u, "a😀a")).toBe(false);
    expect(linear("\\B").test("a😀😀a")).toBe(true);
  });

  it("runs the issue's catastrophic patterns in linear time (a JavaScript engine takes minutes on these)", () => {
    for (const [source, text] of [
      ["^([a-z0-9]|[a-z0-9._-])+$", "a".repeat(5000) + "!"],
      ["^(a|a)*$", "a".repeat(5000) + "!"],
      ["^(a+)+$", "a".repeat(5000) + "!"],
    ] as const) {
      expect(linear(source).test(text)).toBe(false);
      expect(linear(source).test(text.slice(0, -1))).toBe(true);
    }
  });

  it("refuses backreferences and lookaround, saying which", () => {
    expect(compileLinear("(a)\\1")).toEqual({ cannot: "it uses a backreference, which a linear-time engine cannot run" });
    expect(compileLinear("(?<n>a)\\k<n>")).toEqual({ cannot: "it uses a backreference, which a linear-time engine cannot run" });
    for (const source of ["(?=a)b", "(?!a)b", "(?<=a)b", "(?<!a)b"]) {
      expect(compileLinear(source)).toEqual({ cannot: "it uses lookaround, which a linear-time engine cannot run" });
    }
  });
});
