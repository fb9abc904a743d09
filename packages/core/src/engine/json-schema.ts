/**
 * A small JSON Schema interpreter for tool input schemas (draft 2020-12 semantics), so that core runs no ajv:
 * it reports what ajv 8 (`Ajv2020`, `allErrors: true`, `strict: false`, formats not checked) reports for the same
 * input, the same errors with the same `instancePath` and message in the same order, for the keywords tool schemas
 * use in practice (docs/rules/tool-use-input-schema-mismatch.md lists them). A schema that reaches any other
 * validation keyword compiles to `null`: better no check than a check that differs from the draft.
 *
 * ajv's order, which the first reported error depends on: a type check that no keyword group covers comes first;
 * then the keywords that apply to any value ($ref, const, enum, not, anyOf, oneOf, allOf, if); then, each only when
 * the value has that JSON type, the number, string, array and object keywords, in ajv's own order (not the
 * schema's). A single `type` whose group has keywords is checked at the end of that group instead.
 */
import { jsonEqual, jsonKey } from "./json-equal.js";
import { compileLinear, type LinearRegExp } from "./linear-regexp.js";

/** One validation error, as ajv writes it. */
export interface SchemaError {
  instancePath: string;
  message: string;
}

/** One input checked: its errors in ajv's order (none when it matches), and what the check could not cover. */
export interface InputCheck {
  errors: readonly SchemaError[];
  /**
   * Why part of the input was not checked, in words (deduplicated): the check was cut short on hostile input (the
   * errors found until then are kept), or a `pattern` RE2 cannot run was met.
   */
  notChecked?: readonly string[];
}

export type InputValidator = (input: unknown) => InputCheck;

type JsonType = "null" | "boolean" | "object" | "array" | "number" | "string" | "integer";
type Sub = Node | boolean;

/**
 * An object node's names: those of `properties` (in order), then those of `required` not among them. Parallel lists,
 * read by position; `index` finds a name's position where the names are too many to compare one by one.
 */
interface Members {
  names: readonly string[];
  /** The sub-schema of each name; `true` (nothing to apply) for a name only `required` lists. */
  subs: readonly Sub[];
  /** The name is one of `properties` (so not an additional property). */
  declared: readonly boolean[];
  required: readonly boolean[];
  /** How many distinct names `required` lists. */
  requiredCount: number;
  index: ReadonlyMap<string, number> | undefined;
}

/** Names compared one by one up to this many; a `Map` beyond, so that a long `properties` costs no more per key. */
const MEMBERS_SCANNED = 8;

interface Node {
  /** `type` with `nullable: true`'s "null"; undefined without `type`. */
  types: readonly JsonType[] | undefined;
  /** The `type` keyword as ajv's message prints it. */
  typeText: string;
  /** The type is checked before every keyword; otherwise (a single type with keywords of its group) at the end of that group. */
  typeFirst: boolean;
  ref: Sub | undefined;
  hasConst: boolean;
  constValue: unknown;
  enumValues: readonly unknown[] | undefined;
  /** The enum as a lookup, built once: a value is checked in constant time, not against every allowed value (see `inEnum`). */
  enumLookup: EnumLookup | undefined;
  not: Sub | undefined;
  anyOf: readonly Sub[] | undefined;
  oneOf: readonly Sub[] | undefined;
  allOf: readonly Sub[] | undefined;
  /** `if`, when a `then` or an `else` can fail (ajv ignores it otherwise). */
  if: Sub | undefined;
  then: Sub | undefined;
  else: Sub | undefined;
  numberGroup: boolean;
  maximum: number | undefined;
  minimum: number | undefined;
  exclusiveMaximum: number | undefined;
  exclusiveMinimum: number | undefined;
  multipleOf: number | undefined;
  stringGroup: boolean;
  maxLength: number | undefined;
  minLength: number | undefined;
  pattern: LinearRegExp | undefined;
  /** Why the `pattern` is not run (RE2 cannot), when it is not. */
  patternNotRun: string | undefined;
  patternSource: string;
  arrayGroup: boolean;
  maxItems: number | undefined;
  minItems: number | undefined;
  prefixItems: readonly Sub[] | undefined;
  items: Sub | undefined;
  uniqueItems: boolean;
  /** The types of `items`, which choose ajv's duplicate search (and so the pair it names). */
  itemTypes: readonly JsonType[];
  objectGroup: boolean;
  maxProperties: number | undefined;
  minProperties: number | undefined;
  required: readonly string[] | undefined;
  additionalProperties: Sub | undefined;
  properties: readonly (readonly [string, Sub])[] | undefined;
  /** `properties` and `required` as one table: which keys are declared (`Run`), and `Proof`'s single pass over an input's keys. */
  members: Members;
  /** No keyword but `type` applies: a value of one of the types (any value, without `type`) is valid, no error path built. */
  typeOnly: boolean;
  /**
   * `Proof` leaves the node to `Run`: a `not` or an `if`, or an `anyOf` or `oneOf` with a branch of more than a type,
   * whose failed branches `Run` walks to their end (so counts more steps than a proof that stops at a failure).
   */
  leftToRun: boolean;
}

/** Keywords of ajv's draft 2020-12 vocabularies this interpreter does not evaluate: a schema reaching one is not checked. */
const UNSUPPORTED = new Set([
  "contains",
  "minContains",
  "maxContains",
  "propertyNames",
  "patternProperties",
  "dependencies",
  "dependentRequired",
  "dependentSchemas",
  "unevaluatedProperties",
  "unevaluatedItems",
  "$dynamicRef",
  "$dynamicAnchor",
  "$recursiveRef",
  "$recursiveAnchor",
  "id",
  "$id",
  "$schema",
]);

/** ajv's keyword groups by JSON type (format included: it counts for where the type error goes, though unchecked). */
const GROUPS: Readonly<Record<"number" | "string" | "array" | "object", readonly string[]>> = {
  number: ["maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum", "multipleOf", "format"],
  string: ["maxLength", "minLength", "pattern", "format"],
  array: ["maxItems", "minItems", "prefixItems", "items", "contains", "uniqueItems", "maxContains", "minContains", "unevaluatedItems"],
  object: [
    "maxProperties",
    "minProperties",
    "required",
    "propertyNames",
    "additionalProperties",
    "dependencies",
    "properties",
    "patternProperties",
    "dependentRequired",
    "dependentSchemas",
    "unevaluatedProperties",
  ],
};
/** Every keyword ajv's draft 2020-12 vocabularies give a rule to: a schema with none of them is always valid. */
const RULE_KEYWORDS = new Set([
  ...[...UNSUPPORTED].filter((key) => key !== "$id" && key !== "$schema"),
  ...GROUPS.number,
  ...GROUPS.string,
  ...GROUPS.array,
  ...GROUPS.object,
  ...["$comment", "$ref", "type", "nullable", "const", "enum", "not", "anyOf", "oneOf", "allOf", "if", "then", "else"],
]);
/** ajv's `alwaysValidSchema`: such a sub-schema is skipped, and where ajv skips a whole keyword for it, so does this. */
const alwaysValid = (schema: unknown) => schema === true || (isObject(schema) && !Object.keys(schema).some((key) => RULE_KEYWORDS.has(key)));
const JSON_TYPES = new Set<string>(["null", "boolean", "object", "array", "number", "string", "integer"]);

/** Deeper than any real tool schema; bounds compiling hostile input. */
const MAX_SCHEMA_DEPTH = 64;
/** Sub-schema applications per input: a bound on hostile schemas (nested unions multiply), far above real inputs. */
const MAX_STEPS = 1_000_000;
/** Nesting of sub-schema applications per input: a `$ref` cycle that consumes no input stops here. */
const MAX_EVALUATION_DEPTH = 512;

class Unsupported extends Error {}
class GaveUp extends Error {}

const hasOwn = Object.prototype.hasOwnProperty;
const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;

/**
 * The validator of a tool's `input_schema` (its `$schema` already set aside), or null when it cannot be checked
 * the way ajv would: a keyword this interpreter does not evaluate, a `$ref` other than a local JSON pointer, a
 * `pattern` that does not compile as a Unicode regular expression, or a malformed keyword value.
 */
export function compileInputSchema(root: Readonly<Record<string, unknown>>, prove = true): InputValidator | null {
  try {
    const compiled = new Compiler(root).compile(root, 0, true);
    // `prove` false: every input through the full check (the tests compare the two).
    const proof = prove ? new Proof() : undefined;
    return (input) => {
      if (proof?.holds(compiled, input)) return MATCHED;
      const run = new Run();
      try {
        run.apply(compiled, input, "", run.errors, 0);
      } catch (error) {
        // What was found before the check stopped stands; what it did not reach is said to be unchecked.
        if (error instanceof GaveUp) run.skip(error.message);
        else if (error instanceof RangeError) run.skip("the check was cut short: the input is nested too deep");
        else throw error;
      }
      if (run.notChecked !== undefined) return { errors: run.errors, notChecked: [...run.notChecked] };
      return run.errors.length > 0 ? { errors: run.errors } : MATCHED;
    };
  } catch (error) {
    if (error instanceof Unsupported || error instanceof RangeError) return null;
    throw error;
  }
}

class Compiler {
  private readonly nodes = new Map<object, Node>();
  constructor(private readonly root: Readonly<Record<string, unknown>>) {}

  compile(schema: unknown, depth: number, isRoot = false): Sub {
    if (typeof schema === "boolean") return schema;
    if (!isObject(schema) || depth > MAX_SCHEMA_DEPTH) throw new Unsupported();
    const known = this.nodes.get(schema);
    if (known) return known;
    for (const key of Object.keys(schema)) {
      // The root's `$id` and `$schema` change nothing for local pointers; elsewhere they would change the base URI or dialect.
      if (UNSUPPORTED.has(key) && !(isRoot && (key === "$id" || key === "$schema"))) throw new Unsupported();
    }
    const has = (key: string) => schema[key] !== undefined;
    const types = typesOf(schema);
    const group = types?.length === 1 && types[0] !== "integer" && types[0] !== "null" && types[0] !== "boolean" ? types[0] : undefined;
    const node: Node = {
      types,
      typeText: Array.isArray(schema.type) ? schema.type.join(",") : String(schema.type),
      typeFirst: types !== undefined && !(group !== undefined && GROUPS[group].some(has)),
      ref: undefined,
      hasConst: has("const"),
      constValue: schema.const,
      enumValues: undefined,
      enumLookup: undefined,
      not: undefined,
      anyOf: undefined,
      oneOf: undefined,
      allOf: undefined,
      if: undefined,
      then: undefined,
      else: undefined,
      numberGroup: GROUPS.number.some(has),
      maximum: this.number(schema.maximum),
      minimum: this.number(schema.minimum),
      exclusiveMaximum: this.number(schema.exclusiveMaximum),
      exclusiveMinimum: this.number(schema.exclusiveMinimum),
      multipleOf: this.number(schema.multipleOf),
      stringGroup: GROUPS.string.some(has),
      maxLength: this.count(schema.maxLength),
      minLength: this.count(schema.minLength),
      pattern: undefined,
      patternNotRun: undefined,
      patternSource: "",
      arrayGroup: GROUPS.array.some(has),
      maxItems: this.count(schema.maxItems),
      minItems: this.count(schema.minItems),
      prefixItems: undefined,
      items: undefined,
      uniqueItems: schema.uniqueItems === true,
      itemTypes: (isObject(schema.items) ? typesOf(schema.items) : undefined) ?? [],
      objectGroup: GROUPS.object.some(has),
      maxProperties: this.count(schema.maxProperties),
      minProperties: this.count(schema.minProperties),
      required: undefined,
      additionalProperties: undefined,
      properties: undefined,
      members: NO_MEMBERS,
      typeOnly: false,
      leftToRun: false,
    };
    // Registered before the sub-schemas are compiled, so that a recursive `$ref` finds it.
    this.nodes.set(schema, node);
    const next = depth + 1;
    if (schema.uniqueItems !== undefined && typeof schema.uniqueItems !== "boolean") throw new Unsupported();
    if (has("$ref")) node.ref = this.compile(this.resolve(schema.$ref), next);
    if (has("enum")) {
      if (!Array.isArray(schema.enum) || schema.enum.length === 0) throw new Unsupported(); // ajv refuses an empty enum
      node.enumValues = schema.enum;
      node.enumLookup = enumLookup(schema.enum);
    }
    if (has("not")) node.not = this.compile(schema.not, next);
    // A branch that is always valid makes ajv skip the whole anyOf, its other branches uncompiled.
    if (has("anyOf") && !(Array.isArray(schema.anyOf) && schema.anyOf.some(alwaysValid))) node.anyOf = this.list(schema.anyOf, next);
    if (has("oneOf")) node.oneOf = this.list(schema.oneOf, next);
    if (has("allOf")) node.allOf = this.list(schema.allOf, next);
    // ajv ignores `if` unless a `then` or `else` can fail, and then compiles neither.
    if (has("if") && !(alwaysValid(schema.then ?? true) && alwaysValid(schema.else ?? true))) {
      node.if = this.compile(schema.if, next);
      if (has("then")) node.then = this.compile(schema.then, next);
      if (has("else")) node.else = this.compile(schema.else, next);
    }
    if (has("pattern")) {
      if (typeof schema.pattern !== "string") throw new Unsupported();
      try {
        // linear: compiled only, to refuse what ajv refuses (its `u` flag); never run, RE2 runs it.
        new RegExp(schema.pattern, "u");
      } catch {
        throw new Unsupported();
      }
      const compiled = compileLinear(schema.pattern);
      if ("cannot" in compiled) node.patternNotRun = compiled.cannot;
      else node.pattern = compiled;
      node.patternSource = schema.pattern;
    }
    if (has("prefixItems")) node.prefixItems = this.list(schema.prefixItems, next);
    if (has("items")) node.items = this.compile(schema.items, next);
    if (has("required")) {
      if (!Array.isArray(schema.required) || !schema.required.every((name) => typeof name === "string")) throw new Unsupported();
      node.required = schema.required as string[];
    }
    if (has("additionalProperties")) node.additionalProperties = this.compile(schema.additionalProperties, next);
    if (has("properties")) {
      if (!isObject(schema.properties)) throw new Unsupported();
      const properties = schema.properties;
      // ajv leaves `__proto__` out of `properties`.
      const names = Object.keys(properties).filter((name) => name !== "__proto__");
      node.properties = names.map((name) => [name, this.compile(properties[name], next)] as const);
    }
    if (node.objectGroup) node.members = membersOf(node);
    node.typeOnly =
      node.ref === undefined &&
      !node.hasConst &&
      node.enumValues === undefined &&
      node.not === undefined &&
      node.anyOf === undefined &&
      node.oneOf === undefined &&
      node.allOf === undefined &&
      node.if === undefined &&
      !node.numberGroup &&
      !node.stringGroup &&
      !node.arrayGroup &&
      !node.objectGroup;
    node.leftToRun =
      node.not !== undefined || node.if !== undefined || !(node.anyOf ?? []).every(isTypeOnly) || !(node.oneOf ?? []).every(isTypeOnly);
    return node;
  }

  private list(value: unknown, depth: number): Sub[] {
    if (!Array.isArray(value)) throw new Unsupported();
    return value.map((item) => this.compile(item, depth));
  }

  private number(value: unknown): number | undefined {
    if (value !== undefined && typeof value !== "number") throw new Unsupported();
    return value;
  }

  private count(value: unknown): number | undefined {
    if (value !== undefined && !isCount(value)) throw new Unsupported();
    return value;
  }

  /** A local JSON pointer (`#`, `#/$defs/a`, `#/definitions/a`, `#/properties/x`), percent-decoded as ajv does. */
  private resolve(ref: unknown): unknown {
    if (typeof ref !== "string" || (ref !== "#" && !ref.startsWith("#/"))) throw new Unsupported();
    let target: unknown = this.root;
    for (const part of ref === "#" ? [] : ref.slice(2).split("/")) {
      let token: string;
      try {
        token = decodeURIComponent(part).replace(/~1/g, "/").replace(/~0/g, "~");
      } catch {
        throw new Unsupported();
      }
      if (target === null || typeof target !== "object" || !hasOwn.call(target, token)) throw new Unsupported();
      target = (target as Record<string, unknown>)[token];
    }
    return target;
  }
}

const NO_MEMBERS: Members = { names: [], subs: [], declared: [], required: [], requiredCount: 0, index: undefined };

function membersOf(node: Node): Members {
  const names: string[] = [];
  const subs: Sub[] = [];
  const declared: boolean[] = [];
  const required: boolean[] = [];
  for (const [name, sub] of node.properties ?? []) {
    names.push(name);
    subs.push(sub);
    declared.push(true);
    required.push(false);
  }
  const index = new Map(names.map((name, at) => [name, at]));
  let requiredCount = 0;
  for (const name of node.required ?? []) {
    let at = index.get(name);
    if (at === undefined) {
      at = names.push(name) - 1;
      index.set(name, at);
      subs.push(true);
      declared.push(false);
      required.push(false);
    }
    if (!required[at]) {
      required[at] = true;
      requiredCount++;
    }
  }
  return { names, subs, declared, required, requiredCount, index: names.length > MEMBERS_SCANNED ? index : undefined };
}

/** The position of `key` among the node's names; -1 when it is none of them. */
function memberAt(members: Members, key: string): number {
  const names = members.names;
  if (members.index === undefined) {
    for (let i = 0; i < names.length; i++) if (names[i] === key) return i;
    return -1;
  }
  return members.index.get(key) ?? -1;
}

/** `key` is one of `properties` (so not an additional property). */
function isDeclared(members: Members, key: string): boolean {
  const at = memberAt(members, key);
  return at >= 0 && members.declared[at]!;
}

/** An enum's allowed values: scalars in a set, lists and objects by their `jsonKey`. */
interface EnumLookup {
  scalars: Set<unknown>;
  keys: Set<string>;
}

function enumLookup(values: readonly unknown[]): EnumLookup {
  const lookup: EnumLookup = { scalars: new Set(), keys: new Set() };
  for (const value of values) {
    if (value === null || typeof value !== "object") lookup.scalars.add(value);
    else {
      const key = jsonKey(value);
      if (key !== undefined) lookup.keys.add(key);
    }
  }
  return lookup;
}

/**
 * `enum.some((value) => jsonEqual(data, value))` without comparing every value: an input of many items under a long
 * enum is a product of two sizes (a request can hold both). NaN equals nothing under `jsonEqual`; a set would match it.
 */
function inEnum(lookup: EnumLookup, data: unknown): boolean {
  if (data === null || typeof data !== "object") return lookup.scalars.has(data) && !Number.isNaN(data);
  if (lookup.keys.size === 0) return false;
  const key = jsonKey(data);
  return key !== undefined && lookup.keys.has(key);
}

/** ajv's `getSchemaTypes`: `type` as a list, with "null" for `nullable: true`; a contradiction is a schema ajv refuses. */
function typesOf(schema: Readonly<Record<string, unknown>>): JsonType[] | undefined {
  const { type, nullable } = schema;
  if (nullable !== undefined && typeof nullable !== "boolean") throw new Unsupported();
  let types: JsonType[];
  if (type === undefined) types = [];
  else if (typeof type === "string" && JSON_TYPES.has(type)) types = [type as JsonType];
  else if (Array.isArray(type) && type.length > 0 && type.every((t) => typeof t === "string" && JSON_TYPES.has(t))) types = [...(type as JsonType[])];
  else throw new Unsupported();
  if (types.includes("null")) {
    if (nullable === false) throw new Unsupported();
  } else {
    if (types.length === 0 && nullable !== undefined) throw new Unsupported();
    if (nullable === true) types.push("null");
  }
  return types.length ? types : undefined;
}

function hasType(value: unknown, type: JsonType): boolean {
  switch (type) {
    case "null":
      return value === null;
    case "boolean":
      return typeof value === "boolean";
    case "string":
      return typeof value === "string";
    case "number":
      return typeof value === "number";
    case "integer":
      return typeof value === "number" && !(value % 1) && !Number.isNaN(value);
    case "array":
      return Array.isArray(value);
    case "object":
      return isObject(value);
  }
}

function hasAnyType(value: unknown, types: readonly JsonType[]): boolean {
  for (let i = 0; i < types.length; i++) if (hasType(value, types[i]!)) return true;
  return false;
}

/** String length in code points, a surrogate pair counting once (ajv's `ucs2length`, its default for minLength/maxLength). */
function codePointLength(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    length++;
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
  }
  return length;
}

const child = (path: string, key: string) => `${path}/${key.includes("~") || key.includes("/") ? key.replace(/~/g, "~0").replace(/\//g, "~1") : key}`;

/** An own property's value; undefined when it is absent, inherited or `undefined` (which JSON cannot hold): ajv's "present" on own keys. */
const ownValue = (data: Readonly<Record<string, unknown>>, name: string): unknown => {
  const value = data[name];
  return value === undefined || !hasOwn.call(data, name) ? undefined : value;
};

const typeError = (node: Node, path: string, out: SchemaError[]) => out.push({ instancePath: path, message: `must be ${node.typeText}` });

/** The result of every input that matches and was checked whole (most of them): frozen, so one serves all. */
const MATCHED: InputCheck = Object.freeze({ errors: Object.freeze([]) });

/** One validation of one input: the errors so far and the work done, bounded for hostile schemas. */
class Run {
  readonly errors: SchemaError[] = [];
  /** Made by the first part left unchecked: most checks leave none. */
  notChecked: Set<string> | undefined;
  private steps = 0;

  /** Says why a part of the input was not checked (once per reason). */
  skip(reason: string): void {
    (this.notChecked ??= new Set()).add(reason);
  }

  /** Stops the whole check, on input that would cost too much (a bound of `apply`). */
  private bound(depth: number): void {
    if (++this.steps > MAX_STEPS) throw new GaveUp(`the check was cut short after ${MAX_STEPS} steps (a schema whose unions multiply)`);
    if (depth > MAX_EVALUATION_DEPTH)
      throw new GaveUp(`the check was cut short at depth ${MAX_EVALUATION_DEPTH} (a recursive schema on a deeper input)`);
  }

  /** Applies a sub-schema; errors go to `out`, and the value is valid when `out` did not grow. */
  apply(sub: Sub, data: unknown, path: string, out: SchemaError[], depth: number): void {
    this.bound(depth);
    if (sub === true) return;
    if (sub === false) {
      out.push({ instancePath: path, message: "boolean schema is false" });
      return;
    }
    const node = sub;
    const next = depth + 1;
    if (node.typeFirst && !hasAnyType(data, node.types!)) typeError(node, path, out);

    if (node.ref !== undefined) this.apply(node.ref, data, path, out, next);
    if (node.hasConst && !jsonEqual(data, node.constValue)) out.push({ instancePath: path, message: "must be equal to constant" });
    if (node.enumLookup && !inEnum(node.enumLookup, data)) out.push({ instancePath: path, message: "must be equal to one of the allowed values" });
    if (node.not !== undefined) {
      const errors: SchemaError[] = [];
      this.apply(node.not, data, path, errors, next);
      if (errors.length === 0) out.push({ instancePath: path, message: "must NOT be valid" });
    }
    if (node.anyOf) this.anyOf(node.anyOf, data, path, out, next);
    if (node.oneOf) this.oneOf(node.oneOf, data, path, out, next);
    if (node.allOf) for (const branch of node.allOf) this.apply(branch, data, path, out, next);
    if (node.if !== undefined) this.conditional(node, data, path, out, next);

    const single = node.typeFirst ? undefined : node.types?.[0];
    if (node.numberGroup) {
      if (typeof data === "number") this.numberKeywords(node, data, path, out);
      else if (single === "number") typeError(node, path, out);
    }
    if (node.stringGroup) {
      if (typeof data === "string") this.stringKeywords(node, data, path, out);
      else if (single === "string") typeError(node, path, out);
    }
    if (node.arrayGroup) {
      if (Array.isArray(data)) this.arrayKeywords(node, data, path, out, next);
      else if (single === "array") typeError(node, path, out);
    }
    if (node.objectGroup) {
      if (isObject(data)) this.objectKeywords(node, data, path, out, next);
      else if (single === "object") typeError(node, path, out);
    }
  }

  /**
   * Applies the sub-schema of a property or an item, whose error path is built only when it has errors: most are
   * `{type}` alone and hold.
   */
  private applyChild(sub: Sub, data: unknown, parent: string, key: string, out: SchemaError[], depth: number): void {
    if (sub !== true && sub !== false && sub.typeOnly && (sub.types === undefined || hasAnyType(data, sub.types))) {
      // The same bounds as `apply`, so hostile input gives up at the same point.
      this.bound(depth);
      return;
    }
    this.apply(sub, data, child(parent, key), out, depth);
  }

  private anyOf(branches: readonly Sub[], data: unknown, path: string, out: SchemaError[], depth: number): void {
    const errors: SchemaError[] = [];
    for (const branch of branches) {
      const before = errors.length;
      this.apply(branch, data, path, errors, depth);
      // ajv stops at the first branch that matches and drops the errors of the others.
      if (errors.length === before) return;
    }
    for (const error of errors) out.push(error);
    out.push({ instancePath: path, message: "must match a schema in anyOf" });
  }

  private oneOf(branches: readonly Sub[], data: unknown, path: string, out: SchemaError[], depth: number): void {
    const errors: SchemaError[] = [];
    let matched = false;
    for (const branch of branches) {
      const before = errors.length;
      this.apply(branch, data, path, errors, depth);
      if (errors.length !== before) continue;
      if (matched) {
        // A second match: ajv stops there, keeping the errors of the branches that did not match.
        for (const error of errors) out.push(error);
        out.push({ instancePath: path, message: "must match exactly one schema in oneOf" });
        return;
      }
      matched = true;
    }
    if (matched) return;
    for (const error of errors) out.push(error);
    out.push({ instancePath: path, message: "must match exactly one schema in oneOf" });
  }

  /** `if`/`then`/`else`: the clause's errors, then one naming the clause; the errors of `if` itself are dropped. */
  private conditional(node: Node, data: unknown, path: string, out: SchemaError[], depth: number): void {
    const condition: SchemaError[] = [];
    this.apply(node.if!, data, path, condition, depth);
    const clause = condition.length === 0 ? "then" : "else";
    const sub = node[clause];
    if (sub === undefined) return;
    const before = out.length;
    this.apply(sub, data, path, out, depth);
    if (out.length !== before) out.push({ instancePath: path, message: `must match "${clause}" schema` });
  }

  private numberKeywords(node: Node, data: number, path: string, out: SchemaError[]): void {
    for (const message of numberErrors(node, data) ?? []) out.push({ instancePath: path, message });
  }

  private stringKeywords(node: Node, data: string, path: string, out: SchemaError[]): void {
    for (const message of stringErrors(node, data) ?? []) out.push({ instancePath: path, message });
    if (node.patternNotRun !== undefined) this.skip(`${path || "/"} was not checked against pattern "${node.patternSource}": ${node.patternNotRun}`);
  }

  private arrayKeywords(node: Node, data: readonly unknown[], path: string, out: SchemaError[], depth: number): void {
    const length = data.length;
    if (node.maxItems !== undefined && length > node.maxItems)
      out.push({ instancePath: path, message: `must NOT have more than ${node.maxItems} items` });
    if (node.minItems !== undefined && length < node.minItems)
      out.push({ instancePath: path, message: `must NOT have fewer than ${node.minItems} items` });
    const prefix = node.prefixItems;
    if (prefix) for (let i = 0; i < prefix.length && i < length; i++) this.applyChild(prefix[i]!, data[i], path, `${i}`, out, depth);
    if (node.items !== undefined) {
      if (prefix && node.items === false) {
        if (length > prefix.length) out.push({ instancePath: path, message: `must NOT have more than ${prefix.length} items` });
      } else {
        for (let i = prefix ? prefix.length : 0; i < length; i++) this.applyChild(node.items, data[i], path, `${i}`, out, depth);
      }
    }
    if (node.uniqueItems && length > 1) {
      const pair = duplicatePair(data, node.itemTypes);
      if (pair) out.push({ instancePath: path, message: `must NOT have duplicate items (items ## ${pair[0]} and ${pair[1]} are identical)` });
    }
  }

  private objectKeywords(node: Node, data: Readonly<Record<string, unknown>>, path: string, out: SchemaError[], depth: number): void {
    if (node.maxProperties !== undefined || node.minProperties !== undefined) {
      const count = Object.keys(data).length;
      if (node.maxProperties !== undefined && count > node.maxProperties)
        out.push({ instancePath: path, message: `must NOT have more than ${node.maxProperties} properties` });
      if (node.minProperties !== undefined && count < node.minProperties)
        out.push({ instancePath: path, message: `must NOT have fewer than ${node.minProperties} properties` });
    }
    if (node.required) {
      for (const name of node.required) {
        // Own properties only: ajv would also take an inherited `constructor` or `toString` for a present one.
        if (ownValue(data, name) === undefined) out.push({ instancePath: path, message: `must have required property '${name}'` });
      }
    }
    const additional = node.additionalProperties;
    if (additional !== undefined && additional !== true) {
      // `for…in`, as ajv's own code reads the keys, and with no list made per object.
      for (const key in data) {
        if (isDeclared(node.members, key)) continue;
        if (additional === false) out.push({ instancePath: path, message: "must NOT have additional properties" });
        else this.applyChild(additional, data[key], path, key, out, depth);
      }
    }
    const properties = node.properties;
    if (properties) {
      for (let i = 0; i < properties.length; i++) {
        const [name, sub] = properties[i]!;
        // An absent property costs one read: most optional ones are absent.
        const value = sub === true ? undefined : ownValue(data, name);
        if (value !== undefined) this.applyChild(sub, value, path, name, out, depth);
      }
    }
  }
}

/** A sub-schema that costs one step and a type check at most: `true`, `false`, a node of `type` alone (one still being compiled, a recursive reference, is not). */
const isTypeOnly = (sub: Sub): boolean => typeof sub === "boolean" || sub.typeOnly;

/**
 * Whether an input matches with nothing left unchecked, proven without error paths or error objects: the path of every
 * input that matches (most of them). `false` says "not proven" (an error, a node left to `Run`, a bound reached), and
 * `Run` then gives the exact result. On an input that matches, it applies the same sub-schemas as `Run`, so it counts
 * the same steps against the same bounds; it leaves to `Run` what `Run` would walk further (see `Node.leftToRun`).
 */
class Proof {
  private steps = 0;

  holds(root: Sub, input: unknown): boolean {
    this.steps = 0;
    try {
      return this.apply(root, input, 0);
    } catch (error) {
      if (error instanceof RangeError) return false; // nested deeper than the stack: `Run` says so
      throw error;
    }
  }

  private apply(sub: Sub, data: unknown, depth: number): boolean {
    // `Run.bound`: past a bound, `Run` says where the check was cut short.
    if (++this.steps > MAX_STEPS || depth > MAX_EVALUATION_DEPTH) return false;
    if (typeof sub === "boolean") return sub;
    const node = sub;
    // In `Run`'s order: the type first, or (a single type with keywords of its group) with that group.
    if (node.typeFirst && !hasAnyType(data, node.types!)) return false;
    if (node.typeOnly) return true;
    if (node.leftToRun) return false;
    const next = depth + 1;
    if (node.ref !== undefined && !this.apply(node.ref, data, next)) return false;
    if (node.hasConst && !jsonEqual(data, node.constValue)) return false;
    if (node.enumLookup && !inEnum(node.enumLookup, data)) return false;
    // Branches of a type each: `Run` stops `anyOf` at the first that matches, and applies every `oneOf` branch.
    if (node.anyOf && !this.anyOf(node.anyOf, data, next)) return false;
    if (node.oneOf && !this.oneOf(node.oneOf, data, next)) return false;
    if (node.allOf) for (const branch of node.allOf) if (!this.apply(branch, data, next)) return false;
    const single = node.typeFirst ? undefined : node.types?.[0];
    if (node.numberGroup && (typeof data === "number" ? numberErrors(node, data) !== undefined : single === "number")) return false;
    if (node.stringGroup && (typeof data === "string" ? !stringHolds(node, data) : single === "string")) return false;
    if (node.arrayGroup && (Array.isArray(data) ? !this.arrayHolds(node, data, next) : single === "array")) return false;
    if (node.objectGroup && (isObject(data) ? !this.objectHolds(node, data, next) : single === "object")) return false;
    return true;
  }

  private anyOf(branches: readonly Sub[], data: unknown, depth: number): boolean {
    for (const branch of branches) {
      if (++this.steps > MAX_STEPS || depth > MAX_EVALUATION_DEPTH) return false;
      if (typeOnlyHolds(branch, data)) return true;
    }
    return false;
  }

  private oneOf(branches: readonly Sub[], data: unknown, depth: number): boolean {
    let matches = 0;
    for (const branch of branches) {
      if (++this.steps > MAX_STEPS || depth > MAX_EVALUATION_DEPTH) return false;
      if (typeOnlyHolds(branch, data) && ++matches > 1) return false;
    }
    return matches === 1;
  }

  private arrayHolds(node: Node, data: readonly unknown[], depth: number): boolean {
    const length = data.length;
    if (node.maxItems !== undefined && length > node.maxItems) return false;
    if (node.minItems !== undefined && length < node.minItems) return false;
    const prefix = node.prefixItems;
    if (prefix) for (let i = 0; i < prefix.length && i < length; i++) if (!this.apply(prefix[i]!, data[i], depth)) return false;
    if (node.items !== undefined) {
      if (prefix && node.items === false) {
        if (length > prefix.length) return false;
      } else {
        for (let i = prefix ? prefix.length : 0; i < length; i++) if (!this.apply(node.items, data[i], depth)) return false;
      }
    }
    return !(node.uniqueItems && length > 1 && duplicatePair(data, node.itemTypes));
  }

  /**
   * One pass over the input's keys, `data[key]` read inside `for…in` (through V8's enum cache): a read of each schema
   * name instead was a megamorphic lookup per name on inputs of many shapes, twice the time of the whole pass.
   */
  private objectHolds(node: Node, data: Readonly<Record<string, unknown>>, depth: number): boolean {
    // `for…in` lists inherited keys too, which `Run` does not count as present: another prototype is left to `Run`.
    if (Object.getPrototypeOf(data) !== Object.prototype) return false;
    const { members } = node;
    const { subs, declared, required, requiredCount } = members;
    const additional = node.additionalProperties;
    const open = additional === undefined || additional === true;
    let present = 0;
    let count = 0;
    for (const key in data) {
      count++;
      const value = data[key];
      const at = memberAt(members, key);
      if (!open && (at < 0 || !declared[at]) && (additional === false || !this.apply(additional!, value, depth))) return false;
      if (at < 0 || value === undefined) continue;
      if (required[at]) present++;
      const sub = subs[at]!;
      if (sub !== true && !this.apply(sub, value, depth)) return false;
    }
    if (node.maxProperties !== undefined && count > node.maxProperties) return false;
    if (node.minProperties !== undefined && count < node.minProperties) return false;
    return present === requiredCount;
  }
}

/** A branch of type alone (`isTypeOnly`) holds for the value. */
const typeOnlyHolds = (branch: Sub, data: unknown): boolean =>
  typeof branch === "boolean" ? branch : branch.types === undefined || hasAnyType(data, branch.types);

/** The string keywords hold, the pattern included: one RE2 cannot run leaves the string to `Run`, which says so. */
const stringHolds = (node: Node, data: string): boolean => node.patternNotRun === undefined && stringErrors(node, data) === undefined;

/** The messages of the number keywords `data` breaks, in ajv's order; undefined (nothing made) when it breaks none. */
function numberErrors(node: Node, data: number): string[] | undefined {
  let errors: string[] | undefined;
  if (node.maximum !== undefined && (data > node.maximum || Number.isNaN(data))) (errors ??= []).push(`must be <= ${node.maximum}`);
  if (node.minimum !== undefined && (data < node.minimum || Number.isNaN(data))) (errors ??= []).push(`must be >= ${node.minimum}`);
  if (node.exclusiveMaximum !== undefined && (data >= node.exclusiveMaximum || Number.isNaN(data)))
    (errors ??= []).push(`must be < ${node.exclusiveMaximum}`);
  if (node.exclusiveMinimum !== undefined && (data <= node.exclusiveMinimum || Number.isNaN(data)))
    (errors ??= []).push(`must be > ${node.exclusiveMinimum}`);
  if (node.multipleOf !== undefined) {
    // ajv's test, `parseInt` of the quotient included: it decides the edge cases of floating point the same way.
    const quotient = data / node.multipleOf;
    if (node.multipleOf === 0 || quotient !== Number.parseInt(String(quotient))) (errors ??= []).push(`must be multiple of ${node.multipleOf}`);
  }
  return errors;
}

/** The messages of the string keywords `data` breaks, in ajv's order; undefined when it breaks none. A pattern RE2 cannot run is not run. */
function stringErrors(node: Node, data: string): string[] | undefined {
  let errors: string[] | undefined;
  // A string has at most as many code points as UTF-16 units, and at least half as many: most need no count.
  if (node.maxLength !== undefined && data.length > node.maxLength && codePointLength(data) > node.maxLength)
    (errors ??= []).push(`must NOT have more than ${node.maxLength} characters`);
  if (node.minLength !== undefined && data.length < 2 * node.minLength && codePointLength(data) < node.minLength)
    (errors ??= []).push(`must NOT have fewer than ${node.minLength} characters`);
  if (node.pattern && !node.pattern.test(data)) (errors ??= []).push(`must match pattern "${node.patternSource}"`);
  return errors;
}

/**
 * The pair of equal items ajv names, as [j, i]: with scalar item types known, ajv walks from the end and names
 * the later index first; otherwise it compares every pair from the end and names the earlier index first.
 */
function duplicatePair(data: readonly unknown[], itemTypes: readonly JsonType[]): [number, number] | undefined {
  if (itemTypes.length > 0 && !itemTypes.includes("object") && !itemTypes.includes("array")) {
    const seen = new Map<string, number>();
    for (let i = data.length - 1; i >= 0; i--) {
      const item = data[i];
      if (!hasAnyType(item, itemTypes)) continue;
      // ajv keys its index by the item's string form, with strings marked when other types share the index.
      const key = typeof item === "string" && itemTypes.length > 1 ? `${item}_` : String(item);
      const later = seen.get(key);
      if (later !== undefined) return [later, i];
      seen.set(key, i);
    }
    return undefined;
  }
  // ajv compares every pair from the end; the same pair found in one pass: the last item with an equal one before it,
  // and the nearest such one (linear, where comparing the pairs is quadratic on a long array of distinct objects).
  const lastAt = new Map<string, number>();
  let pair: [number, number] | undefined;
  for (let i = 0; i < data.length; i++) {
    const key = jsonKey(data[i]);
    if (key === undefined) continue;
    const before = lastAt.get(key);
    if (before !== undefined) pair = [before, i];
    lastAt.set(key, i);
  }
  return pair;
}
