/** JSON Schema without ajv at run time: the generated meta-schema validator, checked against ajv itself. */
import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validate as generatedMeta } from "../src/schema/json-schema-2020-12.validate.js";

const KEYWORDS = ["type", "properties", "required", "items", "prefixItems", "enum", "const", "anyOf", "$ref", "$defs", "minimum", "minLength", "pattern", "additionalProperties", "uniqueItems", "not", "format", "$schema", "x-extra"];

/** Schema-like values: mostly keywords with plausible values, often wrong ones. */
const schemaLike = fc.letrec((tie) => ({
  schema: fc.oneof(
    { depthSize: "small" },
    fc.boolean(),
    fc.dictionary(fc.constantFrom(...KEYWORDS), tie("value"), { maxKeys: 4 }),
  ),
  value: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom("string", "object", "int", "#/$defs/a", "^a+$", "(", ""),
    fc.integer({ min: -2, max: 3 }),
    fc.array(fc.constantFrom("a", "b", "string", "null"), { maxLength: 3 }),
    tie("schema"),
    fc.array(tie("schema"), { maxLength: 2 }),
    fc.dictionary(fc.constantFrom("a", "b"), tie("schema"), { maxKeys: 2 }),
  ),
})).schema;

describe("the generated draft 2020-12 meta-schema validator", () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const reference = ajv.getSchema("https://json-schema.org/draft/2020-12/schema")!;
  const errors = (validate: typeof generatedMeta | typeof reference, schema: unknown) =>
    validate(schema) ? [] : (validate.errors ?? []).map((e) => [e.instancePath, e.keyword, e.message, e.params]);

  it("reports what ajv compiling the meta-schema at run time reports, in the same order", () => {
    fc.assert(
      fc.property(schemaLike, (schema) => {
        expect(errors(generatedMeta, schema)).toEqual(errors(reference, schema));
      }),
      { numRuns: 2000 },
    );
  });

  it("knows the draft's mistakes the rule's fixtures show", () => {
    expect(errors(generatedMeta, { type: "object", properties: { a: { type: "int" } } })[0]?.slice(0, 3)).toEqual(["/properties/a/type", "enum", "must be equal to one of the allowed values"]);
    expect(errors(generatedMeta, { type: "object", items: [{}] })[0]?.slice(0, 3)).toEqual(["/items", "type", "must be object,boolean"]);
  });
});
