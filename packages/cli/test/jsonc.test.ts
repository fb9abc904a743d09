import { describe, expect, it } from "vitest";
import { JsoncError, locateInJsonc, parseJsonc, stripJsonc } from "../src/config/jsonc.js";

describe("JSONC for config files", () => {
  it("drops comments and trailing commas, keeping every offset and newline", () => {
    const text = '{\n  // a comment\n  "a": "x // not a comment", /* block\n  comment */ "b": [1, 2,],\n  "c": "say \\"/*hi*/\\"",\n}\n';
    const clean = stripJsonc(text);
    expect(clean.length).toBe(text.length);
    expect(clean.split("\n").length).toBe(text.split("\n").length);
    expect(parseJsonc(text)).toEqual({ a: "x // not a comment", b: [1, 2], c: 'say "/*hi*/"' });
  });

  it("keeps what is not a trailing comma an error, with its line and column", () => {
    for (const bad of ["{,}", "[1,,]", '{"a": 1,,}']) expect(() => parseJsonc(bad), bad).toThrow(JsoncError);
    try {
      parseJsonc('{\n  "a": 1\n  "b": 2\n}');
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ line: 3, column: 3 });
    }
  });

  it("locates a pointer past comments", () => {
    expect(locateInJsonc('{\n  /* x */ "rules": {\n    // y\n    "r": "warning"\n  }\n}', "/rules/r")).toEqual({ line: 4, column: 10 });
  });
});
