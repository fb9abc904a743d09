/** The UDF build's object scanner (scripts/scan-object.mjs): what its metadata transforms cut or empty in a rule's source. */
import { describe, expect, it } from "vitest";
import { scanObject } from "../scripts/scan-object.mjs";

const scan = (code: string, value?: (literal: string) => string) => scanObject(code, code.indexOf("{"), value);

describe("scanObject", () => {
  it("finds the closing brace past nested objects and strings that hold braces", () => {
    const code = "x = { a: { b: \"}\" }, c: '{' }; rest";
    expect(scan(code)).toEqual({ text: code.slice(4, code.indexOf(";")), close: code.indexOf(";") - 1 });
  });

  it("replaces string values only, not keys or strings in comments", () => {
    const code = '{ "key": "value", other: `text`, // a "quoted" comment\n list: ["x"] }';
    expect(scan(code, () => '""')!.text).toBe('{ "key": "", other: "", // a "quoted" comment\n list: ["x"] }');
  });

  it("steps over an apostrophe in a line or block comment (it opened a string that never closed, and the build hung)", () => {
    for (const comment of ["// OpenAI's newer wording\n", "/* Vertex's text, { a brace */"]) {
      const code = `api: {\n  ${comment}  texts: ["a"],\n}\nnext`;
      expect(scan(code)?.close, comment).toBe(code.lastIndexOf("}"));
    }
  });

  it("gives up, rather than loops, on a string or comment that never closes, and on a template with a substitution", () => {
    expect(scan("{ a: 'open ")).toBeUndefined();
    expect(scan("{ a: 1 /* open ")).toBeUndefined();
    expect(scan("{ a: 1 // no line end")).toBeUndefined();
    expect(scan("{ a: `x ${y}` }")).toBeUndefined();
  });
});
