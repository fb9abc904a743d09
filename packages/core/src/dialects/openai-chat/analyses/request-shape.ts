/**
 * A Chat Completions body against OpenAI's own schema (the table scripts/schemas/openai-chat.mjs generates from
 * openai/openai-openapi's `CreateChatCompletionRequest`): JSON types and required properties, unions told apart by JSON
 * type or by their tag (`role`, `type`). OpenAI names the first fault only, so the walk stops at the first one; a clean
 * body costs one walk that allocates nothing.
 */
import { definitions, type TableNode } from "../schema/request.table.js";

/** The first fault of a body, as OpenAI's validator words it. */
export interface ShapeFault {
  kind: "type" | "missing";
  /** Keys from the body to the value of the wrong type, or to the missing property. */
  keys: (string | number)[];
  /** What OpenAI says it expected (type faults). */
  expected: string;
  /** What OpenAI says it got: `a string`, `an integer`, `a decimal number`, `an object`, `an array`, `null`. */
  got: string;
}

const STRING = 1;
const INTEGER = 2;
const NUMBER = 4;
const BOOLEAN = 8;
const OBJECT = 16;
const ARRAY = 32;
const NULL = 64;

/** A table node ready to check: every node one shape, a definition's node shared by reference. */
interface ShapeNode {
  /** The JSON types taken (bits); 0 for any. */
  types: number;
  /** OpenAI's words for them; undefined where they are not recorded (a wrong type there is left alone). */
  expected: string | undefined;
  /** Properties in the validator's order, each with whether OpenAI requires it. */
  properties: ShapeProperty[];
  /** Required properties the table gives no node (any value). */
  requiredOnly: string[];
  items: ShapeNode | undefined;
  /** A map's values. */
  values: ShapeNode | undefined;
  /** The tag that tells a union's objects apart, its branches, and whether a missing tag is reported. */
  tag: string | undefined;
  branches: Map<string, ShapeNode> | undefined;
  tagRequired: boolean;
}

interface ShapeProperty {
  key: string;
  node: ShapeNode;
  required: boolean;
}

function compileTable(): ShapeNode {
  const blank = (): ShapeNode => ({
    types: 0,
    expected: undefined,
    properties: [],
    requiredOnly: [],
    items: undefined,
    values: undefined,
    tag: undefined,
    branches: undefined,
    tagRequired: false,
  });
  const byName = new Map<string, ShapeNode>(Object.keys(definitions).map((name) => [name, blank()]));
  const compile = (node: TableNode): ShapeNode => (node.r !== undefined ? byName.get(node.r)! : fill(blank(), node));
  const fill = (into: ShapeNode, node: TableNode): ShapeNode => {
    into.types = node.t ?? 0;
    into.expected = node.e;
    const required = new Set(node.q ?? []);
    for (const [key, child] of Object.entries(node.p ?? {})) into.properties.push({ key, node: compile(child), required: required.has(key) });
    into.requiredOnly = (node.q ?? []).filter((key) => node.p?.[key] === undefined);
    into.items = node.i === undefined ? undefined : compile(node.i);
    into.values = node.m === undefined ? undefined : compile(node.m);
    if (node.d !== undefined) {
      into.tag = node.d;
      into.tagRequired = node.dq === 1;
      into.branches = new Map(Object.entries(node.b ?? {}).map(([value, branch]) => [value, compile(branch)]));
    }
    return into;
  };
  for (const [name, node] of byName) fill(node, definitions[name]!);
  return byName.get("CreateChatCompletionRequest")!;
}

/** Built once when the module loads, never changed. */
const REQUEST = compileTable();

/** The fault found, and the keys collected on the way back up (only a faulty body allocates). */
let fault: ShapeFault | undefined;

function fail(kind: ShapeFault["kind"], expected: string, got: string): false {
  fault = { kind, keys: [], expected, got };
  return false;
}

/** The JSON type of a value as one bit; a whole number is an integer. */
function bitOf(value: unknown): number {
  switch (typeof value) {
    case "string":
      return STRING;
    case "number":
      return Number.isInteger(value) ? INTEGER : NUMBER;
    case "boolean":
      return BOOLEAN;
    case "object":
      return value === null ? NULL : Array.isArray(value) ? ARRAY : OBJECT;
    default:
      return 0;
  }
}

/** OpenAI's name for what it got (recorded: a string, an integer, a decimal number, an object, an array, null). */
function gotName(bit: number): string | undefined {
  switch (bit) {
    case STRING:
      return "a string";
    case INTEGER:
      return "an integer";
    case NUMBER:
      return "a decimal number";
    case OBJECT:
      return "an object";
    case ARRAY:
      return "an array";
    case NULL:
      return "null";
    default:
      // A boolean's name is not recorded (and Python reads a flag as an integer): say nothing.
      return undefined;
  }
}

/** Whether `value` fits `node`; false records the fault. `required`: a null there is a fault (else OpenAI takes it). */
function check(node: ShapeNode, value: unknown, required: boolean): boolean {
  const types = node.types;
  if (types === 0) return true;
  const bit = bitOf(value);
  if ((bit & types) === 0 && !(bit === INTEGER && (types & NUMBER) !== 0)) {
    if (node.expected === undefined || (bit === NULL && !required)) return true;
    const got = gotName(bit);
    return got === undefined ? true : fail("type", node.expected, got);
  }
  if (bit === OBJECT) return checkObject(node, value as Record<string, unknown>);
  if (bit === ARRAY && node.items !== undefined) {
    const list = value as unknown[];
    const items = node.items;
    for (let i = 0; i < list.length; i++) {
      if (!check(items, list[i], false)) {
        fault!.keys.push(i);
        return false;
      }
    }
  }
  return true;
}

function checkObject(node: ShapeNode, record: Record<string, unknown>): boolean {
  let shape = node;
  const tag = node.tag;
  if (tag !== undefined) {
    const value = record[tag];
    if (value === undefined) {
      if (!node.tagRequired) return true;
      fail("missing", "", "");
      fault!.keys.push(tag);
      return false;
    }
    // An unknown tag is another rule's (its list of values is OpenAI's own, not the schema's).
    const branch = typeof value === "string" ? node.branches!.get(value) : undefined;
    if (branch === undefined) return true;
    shape = branch;
  }
  const properties = shape.properties;
  for (let i = 0; i < properties.length; i++) {
    const property = properties[i]!;
    const value = record[property.key];
    if (value === undefined) {
      if (!property.required) continue;
      fail("missing", "", "");
    } else if (check(property.node, value, property.required)) continue;
    fault!.keys.push(property.key);
    return false;
  }
  for (const key of shape.requiredOnly) {
    if (record[key] !== undefined) continue;
    fail("missing", "", "");
    fault!.keys.push(key);
    return false;
  }
  if (shape.values !== undefined) {
    for (const key in record) {
      if (check(shape.values, record[key], false)) continue;
      fault!.keys.push(key);
      return false;
    }
  }
  return true;
}

/** The first fault of a body against OpenAI's schema, or undefined when it has none the table can name. */
export function requestShapeFault(request: Readonly<Record<string, unknown>>): ShapeFault | undefined {
  fault = undefined;
  if (checkObject(REQUEST, request as Record<string, unknown>)) return undefined;
  const found = fault!;
  fault = undefined;
  found.keys.reverse();
  return found;
}
