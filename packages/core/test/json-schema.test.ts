/**
 * JSON Schema without ajv at run time: the generated meta-schema validator and the tool input interpreter,
 * each checked against ajv itself (a devDependency of core for this and for scripts/gen-schema.mjs).
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileInputSchema } from "../src/engine/json-schema.js";
import { jsonEqual, jsonKey } from "../src/engine/json-equal.js";
import { lintValue } from "../src/index.js";
import { validate as generatedMeta } from "../src/dialects/anthropic/schema/json-schema-2020-12.validate.js";

const KEYWORDS = [
  "type",
  "properties",
  "required",
  "items",
  "prefixItems",
  "enum",
  "const",
  "anyOf",
  "$ref",
  "$defs",
  "minimum",
  "minLength",
  "pattern",
  "additionalProperties",
  "uniqueItems",
  "not",
  "format",
  "$schema",
  "x-extra",
];

/** Schema-like values: mostly keywords with plausible values, often wrong ones. */
const schemaLike = fc.letrec((tie) => ({
  schema: fc.oneof(
    { depthSize: "small" },
    fc.boolean(),
    // Plain objects, as JSON.parse makes them (fast-check's may have no prototype, which deep-equal cannot read).
    fc.dictionary(fc.constantFrom(...KEYWORDS), tie("value"), { maxKeys: 4 }).map((o) => ({ ...o })),
  ),
  value: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom("string", "object", "int", "#/$defs/a", "^a+$", "(", ""),
    fc.integer({ min: -2, max: 3 }),
    fc.array(fc.constantFrom("a", "b", "string", "null"), { maxLength: 3 }),
    tie("schema"),
    fc.array(tie("schema"), { maxLength: 2 }),
    fc.dictionary(fc.constantFrom("a", "b"), tie("schema"), { maxKeys: 2 }).map((o) => ({ ...o })),
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

  it("names ajv's pair for a `type` list with repeats, found in one pass instead of every pair, and many errors in order", () => {
    const typeLists = fc.array(fc.oneof(fc.constantFrom("string", "number", "object", "array", "null"), fc.jsonValue({ maxDepth: 1 })), {
      maxLength: 10,
    });
    fc.assert(
      fc.property(typeLists, (list) => {
        const schema = JSON.parse(
          JSON.stringify({ type: "object", properties: { a: { type: list }, b: { type: 5 }, c: { type: list } } }),
        ) as unknown;
        fc.pre(!/"(valueOf|toString)":/.test(JSON.stringify(schema)));
        expect(errors(generatedMeta, schema)).toEqual(errors(reference, schema));
      }),
      { numRuns: 1000 },
    );
  });

  it("knows the draft's mistakes the rule's fixtures show", () => {
    expect(errors(generatedMeta, { type: "object", properties: { a: { type: "int" } } })[0]?.slice(0, 3)).toEqual([
      "/properties/a/type",
      "enum",
      "must be equal to one of the allowed values",
    ]);
    expect(errors(generatedMeta, { type: "object", items: [{}] })[0]?.slice(0, 3)).toEqual(["/items", "type", "must be object,boolean"]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The interpreter against ajv: schemas from the supported keywords, instances from the same small vocabulary of
// names and values, so that both matching and failing inputs come up. Property names leave out `constructor` and
// the like on purpose: ajv takes an inherited property for a present one (`data.constructor !== undefined`), and
// the interpreter looks at own properties only.

const NAMES = ["a", "b", "c~/", "d"];
const TYPES = ["string", "number", "integer", "object", "array", "boolean", "null"] as const;
const scalar = fc.oneof(
  fc.constantFrom(0, 1, 2, -1, 0.5, 1.5, 3, 10),
  fc.constantFrom("", "a", "ab", "b", "x", "😀", "a😀", "abc1", "a/b"),
  fc.boolean(),
  fc.constant(null),
);
const { instance } = fc.letrec((tie) => ({
  instance: fc.oneof(
    { depthSize: "small" },
    scalar,
    fc.array(tie("instance"), { maxLength: 4 }),
    // Plain objects, as JSON.parse makes them (fast-check's may have no prototype, which deep-equal tells apart).
    fc.dictionary(fc.constantFrom(...NAMES), tie("instance"), { maxKeys: 3 }).map((o) => ({ ...o })),
  ),
}));

type Arbs = Record<string, fc.Arbitrary<unknown>>;
const { schema } = fc.letrec((tie) => {
  const sub = tie("schema");
  const keywords: Arbs = {
    type: fc.oneof(fc.constantFrom(...TYPES), fc.uniqueArray(fc.constantFrom(...TYPES), { minLength: 1, maxLength: 3 })),
    nullable: fc.boolean(),
    properties: fc.dictionary(fc.constantFrom(...NAMES), sub, { maxKeys: 3 }).map((o) => ({ ...o })),
    required: fc.uniqueArray(fc.constantFrom(...NAMES), { maxLength: 3 }),
    additionalProperties: sub,
    items: sub,
    prefixItems: fc.array(sub, { minLength: 1, maxLength: 2 }),
    enum: fc.array(fc.oneof(scalar, fc.constant([1, 2]), fc.constant({ a: 1 })), { minLength: 1, maxLength: 4 }),
    const: fc.oneof(scalar, fc.constant({ a: "a" }), fc.constant([])),
    anyOf: fc.array(sub, { minLength: 1, maxLength: 3 }),
    oneOf: fc.array(sub, { minLength: 1, maxLength: 3 }),
    allOf: fc.array(sub, { minLength: 1, maxLength: 2 }),
    not: sub,
    if: sub,
    then: sub,
    else: sub,
    $ref: fc.constantFrom("#/$defs/one", "#/$defs/two", "#/definitions/three"),
    minimum: fc.constantFrom(-1, 0, 1, 0.5),
    maximum: fc.constantFrom(0, 1, 2, 1.5),
    exclusiveMinimum: fc.constantFrom(0, 1),
    exclusiveMaximum: fc.constantFrom(1, 2),
    multipleOf: fc.constantFrom(1, 2, 0.5, 0.1),
    minLength: fc.integer({ min: 0, max: 2 }),
    maxLength: fc.integer({ min: 0, max: 2 }),
    // Those with a meaning RE2 spells otherwise (`.`, `\\s`, `\\u`), and nested quantifiers, now run on RE2 too.
    pattern: fc.constantFrom("^a", "b$", "😀", "^[a-c]*$", "\\d", "^.$", "\\s", "^\\S+$", "^(a+)+$", "\\u00e9", "[^\\s]"),
    minItems: fc.integer({ min: 0, max: 2 }),
    maxItems: fc.integer({ min: 0, max: 2 }),
    uniqueItems: fc.boolean(),
    minProperties: fc.integer({ min: 0, max: 2 }),
    maxProperties: fc.integer({ min: 0, max: 2 }),
    format: fc.constantFrom("date", "email"),
    description: fc.constant("annotation"),
  };
  const object = fc
    .uniqueArray(fc.constantFrom(...Object.keys(keywords)), { maxLength: 4 })
    .chain((keys) => fc.record(Object.fromEntries(keys.map((key) => [key, keywords[key]!]))));
  return { schema: fc.oneof({ depthSize: "small" }, fc.boolean(), object, object) };
});
/** Definitions refer to nothing, so a reference never loops without consuming input. */
const { plain } = fc.letrec(() => ({
  plain: fc.constantFrom<unknown>(
    true,
    false,
    { type: "string" },
    { minimum: 1 },
    { required: ["a"] },
    { enum: [1, "a"] },
    { items: { type: "integer" } },
  ),
}));
const rootSchema = fc
  .tuple(schema, plain, plain, plain)
  .filter(([s]) => typeof s === "object")
  .map(([s, one, two, three]) => ({ ...(s as object), $defs: { one, two }, definitions: { three } }));

describe("the tool input interpreter", () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  let compiled = 0;
  const reference = (s: object) => {
    try {
      return ajv.compile(s);
    } catch {
      return undefined; // a schema ajv refuses (against the meta-schema, `nullable` without `type`): not the interpreter's
    }
  };
  const ajvErrors = (validate: NonNullable<ReturnType<typeof reference>>, input: unknown) =>
    validate(input) ? [] : (validate.errors ?? []).map((e) => ({ instancePath: e.instancePath, message: e.message }));
  /**
   * ajv's errors for each input, or undefined when ajv's own generated code throws: ajv 8.20.0 with `allErrors` throws
   * "items0 is not defined" on `{"if":{"anyOf":[{"prefixItems":[{}]}],"not":true,"multipleOf":1},"else":false,…}`
   * (found by a CI run's seed, -15370848). Such a schema is as out of reach of the reference as one ajv refuses.
   */
  const ajvResults = (validate: NonNullable<ReturnType<typeof reference>>, inputs: readonly unknown[]) => {
    try {
      return inputs.map((input) => ajvErrors(validate, input));
    } catch (error) {
      if (error instanceof ReferenceError) return undefined;
      throw error;
    }
  };

  it("reports ajv's errors, the same paths and messages in the same order, for schemas of the supported keywords", () => {
    fc.assert(
      fc.property(rootSchema, fc.array(instance, { minLength: 1, maxLength: 6 }), (s, inputs) => {
        const validate = reference(s);
        fc.pre(validate !== undefined);
        const expected = ajvResults(validate!, inputs);
        fc.pre(expected !== undefined);
        const ours = compileInputSchema(s);
        expect(ours).not.toBeNull();
        compiled++;
        inputs.forEach((input, i) => expect(ours!(input)).toEqual({ errors: expected![i] }));
      }),
      { numRuns: 3000 },
    );
    expect(compiled).toBeGreaterThan(1000);
  }, 120_000);

  it("proves a matching input as the full check finds it, whatever the names and values (inherited keys, NaN, branches)", () => {
    // Names ajv reads differently (inherited `constructor`, `toString`, `__proto__`) and values JSON has not (NaN,
    // undefined): the proof must say "matches" exactly where the full check finds nothing and leaves nothing out.
    const odd = fc.oneof(instance, fc.constantFrom(Number.NaN, undefined, Infinity), fc.constant(Object.create({ inherited: 1 })));
    const oddObject = fc.dictionary(fc.constantFrom(...NAMES, "constructor", "toString", "__proto__"), odd, { maxKeys: 3 }).map((o) => ({ ...o }));
    const withOddNames = rootSchema.map((s) => {
      const { required } = s as { required?: unknown };
      return { ...s, required: ["constructor", ...(Array.isArray(required) ? (required as string[]) : [])] };
    });
    let proven = 0;
    fc.assert(
      fc.property(fc.oneof(rootSchema, withOddNames), fc.array(fc.oneof(instance, oddObject, odd), { minLength: 1, maxLength: 6 }), (s, inputs) => {
        const full = compileInputSchema(s, false);
        fc.pre(full !== null);
        const fast = compileInputSchema(s)!;
        for (const input of inputs) {
          const expected = full!(input);
          expect(fast(input)).toEqual(expected);
          if (expected.errors.length === 0 && expected.notChecked === undefined) proven++;
        }
      }),
      { numRuns: 3000 },
    );
    expect(proven).toBeGreaterThan(1000);
  }, 120_000);

  it("answers as the full check on objects of more names than it compares one by one, `required` names outside `properties` too", () => {
    const names = "abcdefghijkl".split("");
    const s = {
      type: "object",
      properties: Object.fromEntries(names.map((k) => [k, { type: "integer" }])),
      required: ["l", "extra", "a"],
      additionalProperties: { type: "string" },
    };
    const validate = ajv.compile(s);
    const full = compileInputSchema(s, false)!;
    const fast = compileInputSchema(s)!;
    const inputs = [
      { a: 1, l: 2, extra: "x" },
      { ...Object.fromEntries(names.map((k, i) => [k, i])), extra: "x", more: "y" },
      { a: 1, l: 2 },
      { a: 1, extra: "x" },
      { a: 1, l: 2, extra: 3 },
      { a: 1, l: "2", extra: "x" },
      { l: 2, extra: "x", k: undefined },
    ];
    const verdicts = inputs.map((input) => fast(input).errors.length === 0);
    expect(verdicts).toEqual([true, true, false, false, false, false, false]);
    for (const input of inputs) expect(fast(input)).toEqual(full(input));
    for (const input of inputs.slice(0, 6)) expect(fast(input)).toEqual({ errors: ajvErrors(validate, input) });
    // A name `required` lists twice counts once (the meta-schema refuses the list, but the interpreter takes it).
    const twice = { ...s, required: ["l", "extra", "a", "l"] };
    for (const input of inputs) expect(compileInputSchema(twice)!(input)).toEqual(compileInputSchema(twice, false)!(input));
  });

  it("counts the steps of a matching input as the full check does, and says where the check was cut short", () => {
    const validate = compileInputSchema({ type: "array", items: { type: "integer" } })!;
    // One step for the list and one per item: 1,000,000 in all is within the bound, one more is not.
    expect(validate(Array.from({ length: 999_999 }, () => 1))).toEqual({ errors: [] });
    expect(validate(Array.from({ length: 1_000_000 }, () => 1))).toEqual({
      errors: [],
      notChecked: ["the check was cut short after 1000000 steps (a schema whose unions multiply)"],
    });
    const branches = compileInputSchema({ type: "array", items: { anyOf: [{ type: "string" }, { type: "integer" }] } })!;
    // A branch that fails counts too: the item, its first branch and its second, so 1 + 3 × 333,333 = 1,000,000.
    expect(branches(Array.from({ length: 333_333 }, () => 1))).toEqual({ errors: [] });
    expect(branches(Array.from({ length: 333_334 }, () => 1)).notChecked).toEqual([
      "the check was cut short after 1000000 steps (a schema whose unions multiply)",
    ]);
  });

  it.each([
    [
      "a recursive tree",
      {
        $defs: {
          node: {
            type: "object",
            properties: { children: { type: "array", items: { $ref: "#/$defs/node" } }, v: { type: "integer" } },
            required: ["v"],
          },
        },
        $ref: "#/$defs/node",
      },
      { v: 1, children: [{ v: 2, children: [{ v: "x" }, {}] }] },
    ],
    [
      "the root by `#`",
      { type: "object", properties: { next: { $ref: "#" }, n: { type: "number", multipleOf: 0.1 } } },
      { n: 0.3, next: { n: 0.7, next: { n: 0.25 } } },
    ],
    [
      "a pointer with escapes",
      {
        $defs: { "a/b": { type: "string" }, "c d": { const: 1 } },
        type: "object",
        properties: { x: { $ref: "#/$defs/a~1b" }, y: { $ref: "#/$defs/c%20d" } },
      },
      { x: 1, y: 2 },
    ],
    ["strings counted in code points", { type: "object", properties: { s: { maxLength: 2, minLength: 2 } } }, { s: "😀😀😀" }],
    [
      "additional properties checked by a schema",
      { type: "object", properties: { a: {} }, additionalProperties: { type: "string" } },
      { a: 1, "x/y": 2, z: "ok", w: null },
    ],
    [
      "more than eight properties",
      { type: "object", properties: Object.fromEntries("abcdefghij".split("").map((k) => [k, { type: "integer" }])), additionalProperties: false },
      { a: 1, j: 2.5, k: 3 },
    ],
    ["duplicates among objects", { type: "array", uniqueItems: true }, [{ a: 1 }, 2, { a: 1 }, 2]],
    ["duplicates among scalars of two types", { type: "array", items: { type: ["string", "number"] }, uniqueItems: true }, ["1", 1, "1", true]],
    ["if/then/else", { type: "object", properties: { v: { if: { type: "string" }, then: { minLength: 2 }, else: { minimum: 5 } } } }, { v: 3 }],
    [
      "a oneOf two branches match",
      { type: "object", properties: { v: { oneOf: [{ type: "integer" }, { type: "string" }, { minimum: 0 }] } } },
      { v: 3 },
    ],
  ])("agrees with ajv on %s", (_, s, input) => {
    expect(compileInputSchema(s)!(input)).toEqual({ errors: ajvErrors(ajv.compile(s), input) });
    expect(compileInputSchema(s)!(input).errors.length).toBeGreaterThan(0);
  });

  it.each([
    ["patternProperties", { type: "object", patternProperties: { "^x": { type: "string" } } }],
    ["propertyNames", { type: "object", propertyNames: { maxLength: 3 } }],
    ["contains", { type: "object", properties: { l: { contains: { const: 1 } } } }],
    ["dependentRequired", { type: "object", dependentRequired: { a: ["b"] } }],
    ["unevaluatedProperties", { type: "object", allOf: [{ properties: { a: {} } }], unevaluatedProperties: false }],
    ["$dynamicRef", { type: "object", properties: { a: { $dynamicRef: "#meta" } } }],
    ["a reference outside the document", { type: "object", properties: { a: { $ref: "https://example.com/s.json" } } }],
    ["an anchor reference", { type: "object", $defs: { a: { $anchor: "x" } }, properties: { a: { $ref: "#x" } } }],
    ["a pattern that does not compile as Unicode", { type: "object", properties: { a: { pattern: "\\-" } } }],
    ["a nested $id", { type: "object", properties: { a: { $id: "https://example.com/a", type: "string" } } }],
    ["an empty enum", { type: "object", properties: { a: { enum: [] } } }],
  ])("does not check a schema with %s", (_, s) => {
    expect(compileInputSchema(s)).toBeNull();
  });

  it("checks a schema whose unsupported keyword sits in a definition nothing refers to", () => {
    expect(compileInputSchema({ type: "object", $defs: { unused: { if: {} } }, required: ["q"] })!({})).toEqual({
      errors: [{ instancePath: "", message: "must have required property 'q'" }],
    });
  });

  it("runs patterns that backtrack catastrophically in JavaScript on RE2, in linear time, as ajv would judge them", () => {
    const validate = compileInputSchema({ type: "object", properties: { key: { type: "string", pattern: "^([a-z0-9]|[a-z0-9._-])+$" } } })!;
    expect(validate({ key: "a".repeat(20_000) + "!" })).toEqual({
      errors: [{ instancePath: "/key", message: 'must match pattern "^([a-z0-9]|[a-z0-9._-])+$"' }],
    });
    expect(validate({ key: "a".repeat(20_000) })).toEqual({ errors: [] });
  });

  it("does not run a pattern RE2 cannot take, checks the rest, and says so", () => {
    const validate = compileInputSchema({ type: "object", properties: { a: { type: "string", pattern: "^(?!x)" }, n: { type: "integer" } } })!;
    expect(validate({ a: "x", n: 1.5 })).toEqual({
      errors: [{ instancePath: "/n", message: "must be integer" }],
      notChecked: ['/a was not checked against pattern "^(?!x)": it uses lookaround, which a linear-time engine cannot run'],
    });
    expect(validate({ n: 1 })).toEqual({ errors: [] });
  });

  it("keeps what it found when an input nested deeper than its bound cuts the check short, and says so", () => {
    let input: unknown = { v: "deep" };
    for (let i = 0; i < 5000; i++) input = { next: input };
    const node = { type: "object", properties: { next: { $ref: "#/$defs/node" }, v: { type: "integer" } } };
    const validate = compileInputSchema({ ...node, $defs: { node }, required: ["top"] })!;
    expect(validate(input)).toEqual({
      errors: [{ instancePath: "", message: "must have required property 'top'" }],
      notChecked: ["the check was cut short at depth 512 (a recursive schema on a deeper input)"],
    });
    expect(validate({ top: 1, next: { next: { v: "shallow" } } })).toEqual({
      errors: [{ instancePath: "/next/next/v", message: "must be integer" }],
    });
  });

  it("says it was cut short on a reference cycle that consumes no input", () => {
    expect(
      compileInputSchema({
        $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } },
        type: "object",
        properties: { x: { $ref: "#/$defs/a" } },
      })!({ x: 1 }),
    ).toEqual({ errors: [], notChecked: ["the check was cut short at depth 512 (a recursive schema on a deeper input)"] });
  });
});

describe("uniqueItems in linear time", () => {
  /** A JSON value and a copy of it with every object's keys in another order. */
  const valueAndReordered = fc.jsonValue({ maxDepth: 4 }).map((value) => {
    const reorder = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(reorder)
        : v !== null && typeof v === "object"
          ? Object.fromEntries(
              Object.entries(v)
                .reverse()
                .map(([k, x]) => [k, reorder(x)]),
            )
          : v;
    return [value, reorder(value)] as const;
  });

  it("gives two JSON values the same key exactly when jsonEqual holds", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), fc.jsonValue({ maxDepth: 3 }), (a, b) => {
        expect(jsonKey(a) === jsonKey(b)).toBe(jsonEqual(a, b));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(valueAndReordered, ([a, b]) => {
        expect(jsonKey(a)).toBe(jsonKey(b));
      }),
    );
    // Types never collide; NaN equals nothing under jsonEqual, not even itself (a value built in code: JSON has none).
    expect(
      new Set([jsonKey("1"), jsonKey(1), jsonKey(true), jsonKey("true"), jsonKey(null), jsonKey("null"), jsonKey([1]), jsonKey("[1]")]).size,
    ).toBe(8);
    expect(compileInputSchema({ type: "array", uniqueItems: true })!([NaN, NaN]).errors).toEqual([]);
  });

  const ajv = new Ajv2020({ allErrors: false, strict: false });
  const unique = ajv.compile({ type: "array", uniqueItems: true });
  it("names the pair ajv names, on arrays of objects and arrays with repeats", () => {
    // Through JSON text, as a request's values come: fast-check also makes objects without a prototype, which ajv's
    // deep-equal tells apart from plain ones and JSON never holds.
    const items = fc
      .array(fc.oneof(fc.constantFrom({ a: 1 }, { a: 2 }, [1, 2], "x", 1, null), fc.jsonValue({ maxDepth: 2 })), { maxLength: 12 })
      .map((list) => JSON.parse(JSON.stringify(list)) as unknown[]);
    fc.assert(
      fc.property(items, (input) => {
        // ajv's deep-equal calls an object's own `valueOf` or `toString` and throws when it is data; this check does not.
        fc.pre(!/"(valueOf|toString)":/.test(JSON.stringify(input)));
        unique(input);
        const expected = (unique.errors ?? []).map(({ instancePath, message }) => ({ instancePath, message }));
        expect(compileInputSchema({ type: "array", uniqueItems: true })!(input)).toEqual({ errors: expected });
      }),
      { numRuns: 1000 },
    );
  });

  it("checks enum values by lookup, with jsonEqual's answers: keys in any order, no type coerced, NaN equal to nothing", () => {
    const check = compileInputSchema({ type: "array", items: { enum: [1, "1", null, { a: 1, b: [2] }, [1, 2]] } })!;
    expect(check([1, "1", null, { b: [2], a: 1 }, [1, 2]]).errors).toEqual([]);
    expect(check([true, "2", { a: 1 }, [2, 1], NaN]).errors.map((e) => e.instancePath)).toEqual(["/0", "/1", "/2", "/3", "/4"]);
  });

  it("compares items nested deeper than the stack would take", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const check = compileInputSchema({ type: "array", uniqueItems: true })!;
    expect(check([deep, 2, deep]).errors).toEqual([{ instancePath: "", message: "must NOT have duplicate items (items ## 0 and 2 are identical)" }]);
  });
});

describe("tool-use-input-schema-mismatch with the interpreter", () => {
  const mismatch = (input_schema: object, input: object) =>
    lintValue(
      {
        model: "claude-sonnet-4-5",
        max_tokens: 1024,
        tools: [{ name: "t", input_schema: { $schema: "http://json-schema.org/draft-07/schema#", ...input_schema } }],
        messages: [
          { role: "user", content: "Go." },
          { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "t", input }] },
          { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_1", content: "done" }] },
        ],
      },
      { rules: { "tool-use-input-schema-mismatch": "error" } },
    )
      .filter((d) => d.ruleId === "tool-use-input-schema-mismatch")
      .map((d) => [d.pointer, d.message.split(": ").pop(), d.hint]);

  it("reports ajv's first error at its place, and counts the others", () => {
    const schema = {
      type: "object",
      properties: { n: { type: "integer", minimum: 1 }, tags: { type: "array", items: { enum: ["a", "b"] } } },
      required: ["q"],
    };
    expect(mismatch(schema, { n: 0.5, tags: ["a", "c"] })).toEqual([
      [
        "/messages/1/content/0/input",
        "/ must have required property 'q'",
        "The API does not check tool inputs, but the tool will get arguments it does not expect (3 more problems in this input).",
      ],
    ]);
    expect(mismatch(schema, { q: 1, n: 0 })[0]?.slice(0, 2)).toEqual(["/messages/1/content/0/input/n", "/n must be >= 1"]);
  });

  it("says once per tool that an input was not fully checked, and adds it to a mismatch's hint", () => {
    const schema = { type: "object", properties: { a: { type: "string", pattern: "(a)\\1" } }, required: ["q"] };
    expect(mismatch(schema, { a: "b", q: 1 })).toEqual([
      [
        "/messages/1/content/0/input",
        // The message's last part; it reads: input was not fully checked …: /a was not checked against pattern "(a)\\1": it uses …
        "it uses a backreference, which a linear-time engine cannot run",
        "No problem was found in what was checked. Other calls of this tool may not be fully checked either: this is said once per request.",
      ],
    ]);
    expect(mismatch(schema, { a: "b" })[0]![2]).toMatch(/Not all of it was checked: \/a was not checked against pattern/);
  });

  it("stays silent for a schema with a keyword it does not evaluate, and for one the meta-schema rejects", () => {
    expect(mismatch({ type: "object", required: ["q"], patternProperties: { "^x": { type: "string" } } }, {})).toEqual([]);
    expect(mismatch({ type: "object", required: ["q"], properties: { a: { type: "int" } } }, {})).toEqual([]);
  });
});
