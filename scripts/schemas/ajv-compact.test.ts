/**
 * ajv-compact's rewrites keep ajv's errors: a schema with `required` lists of every form (short and inline, long and
 * read from a schema constant, a key that is no identifier), references and nesting, validated by ajv's own code and by
 * the compacted code on random objects, gives the same errors in the same order (less `schemaPath`, which goes).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compactStandalone } from "./ajv-compact.mjs";

const requireCore = createRequire(join(import.meta.dirname, "../../packages/core/package.json"));
const LONG = ["first_required_field", "second_required_field", "third_required_field", "fourth_required_field", "fifth"];
const SCHEMA = {
  type: "object",
  required: ["type", "content-type", "items"],
  properties: {
    type: { type: "string" },
    "content-type": { enum: ["a", "b"] },
    items: { type: "array", items: { $ref: "#/definitions/item" } },
    long: { type: "object", required: LONG, properties: Object.fromEntries(LONG.map((name) => [name, { type: "number" }])) },
  },
  additionalProperties: false,
  definitions: {
    item: { type: "object", required: ["id", "name"], properties: { id: { type: "string" }, name: { type: "string" } } },
  },
};

interface AjvError {
  instancePath: string;
  keyword: string;
  params: unknown;
}

const KEYS = ["type", "content-type", "items", "long", "id", "name", "other", ...LONG];
const value = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: "small" }, fc.constantFrom(null, 1, "s", true), tie("object"), fc.array(tie("any"), { maxLength: 3 })),
  object: fc.dictionary(fc.constantFrom(...KEYS), tie("any"), { maxKeys: 7 }),
}));

describe("compactStandalone", () => {
  it("reports ajv's errors, in ajv's order, with required lists checked property by property", async () => {
    const { default: Ajv } = await import(requireCore.resolve("ajv"));
    const { default: standaloneCode } = await import(requireCore.resolve("ajv/dist/standalone"));
    const options = {
      allErrors: true,
      strict: false,
      messages: false,
      inlineRefs: false,
      loopRequired: 2,
      code: { source: true, esm: true, lines: false },
    };
    const ajv = new Ajv(options);
    const original = ajv.compile(SCHEMA);
    const compacted = compactStandalone(standaloneCode(ajv, original));
    expect(compacted).not.toMatch(/for\(const prop\d+ of /);
    const file = join(mkdtempSync(join(tmpdir(), "msglint-compact-")), "validate.mjs");
    writeFileSync(file, compacted);
    const { validate } = (await import(pathToFileURL(file).href)) as { validate: { (data: unknown): boolean; errors: AjvError[] | null } };
    const reference = new Ajv(options).compile(SCHEMA);
    fc.assert(
      fc.property(fc.oneof(value.object, value.any), (data) => {
        const valid = reference(data);
        const expected = ((reference.errors ?? []) as AjvError[]).map(({ instancePath, keyword, params }) => ({ instancePath, keyword, params }));
        expect(validate(data)).toBe(valid);
        expect(validate.errors ?? []).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
