/** The field tests detection and rule needs read a body with: the same answers as asking for each field. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasAnyField } from "../src/model/values.js";
import { meetsNeeds } from "../src/engine/needs.js";

/** A field as rule needs read it. */
const hasField = (value: Record<string, unknown>, field: string) => meetsNeeds({ fields: [field] }, { request: value });

const KEYS = ["system", "model", "seed", "n", "stop", "tools", "messages", "toString", "constructor", "__proto__"];
const body = fc.dictionary(fc.constantFrom(...KEYS), fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer(), fc.string()), {
  maxKeys: 8,
});

describe("hasAnyField and the fields of rule needs", () => {
  it("answer as a lookup of each field would, for own keys and undefined values (inherited names count as absent)", () => {
    fc.assert(
      fc.property(body, fc.uniqueArray(fc.constantFrom(...KEYS), { maxLength: 5 }), (value, fields) => {
        const own = (field: string) => Object.hasOwn(value, field) && value[field] !== undefined;
        expect(hasAnyField(value, new Set(fields))).toBe(fields.some(own));
        for (const field of KEYS) expect(hasField(value, field)).toBe(own(field));
      }),
      { numRuns: 2000 },
    );
  });

  it("does not see Object.prototype's members as fields of a parsed body", () => {
    const value = JSON.parse('{"messages": []}') as Record<string, unknown>;
    expect(hasField(value, "toString")).toBe(false);
    expect(hasAnyField(value, new Set(["constructor", "toString"]))).toBe(false);
    expect(hasAnyField(value, new Set(["messages"]))).toBe(true);
  });
});
