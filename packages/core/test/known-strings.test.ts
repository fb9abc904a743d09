/** `knownStrings`, which hands a dialect model the list's copy of a known type string: it must never change a value. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { knownStrings } from "../src/model/known-strings.js";

describe("knownStrings", () => {
  const known = ["function_call", "function_call_output", "custom_tool_call", "item_reference", "tool_reference"];
  const intern = knownStrings(known);

  it("answers a known string, built fresh, with an equal string", () => {
    for (const text of known) expect(intern(JSON.parse(JSON.stringify(text)) as string)).toBe(text);
  });

  it("leaves strings of a known length that are not known as they are", () => {
    // "tool_reference" and "item_reference" share a length: the second candidate must be reached, a near miss not taken.
    expect(intern("tool_referencf")).toBe("tool_referencf");
    expect(intern("tool_reference")).toBe("tool_reference");
    expect(intern("")).toBe("");
  });

  it("is the identity on every string", () => {
    const pool = fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 24 }));
    fc.assert(fc.property(pool, (text) => intern(text) === text));
  });
});
